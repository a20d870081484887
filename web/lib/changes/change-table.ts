import type { MutationKey, QueryClient } from "@tanstack/react-query";
import type { ChangeModule } from "./define-change";
import type { ChangeOptions } from "./change-options";

/**
 * The changes an app can make, by name, each loaded on its first use: the table is built from the
 * change files themselves (`import.meta.glob` in the app's entry, web/app/changes.ts), so no list
 * of changes is written anywhere. The same table is the offline queue's replay: an unsent change
 * kept across a reload names its change by its key, whose declaration is loaded and registered
 * before the change is restored (`registerKeptChanges`).
 */

export type ChangeLoader = () => Promise<ChangeModule>;
export { changeKey } from "./change-key";

/** A change file's name from its path: `…/features/shopping/changes/toggle-item.ts` → `shopping/toggle-item`. */
export function changeNameOf(path: string): string {
  const match = /(?:^|\/)([a-z0-9-]+)\/changes\/([a-z0-9-]+)\.ts$/.exec(path);
  if (!match) throw new Error(`Not a change file: ${path} (web/features/<feature>/changes/<change>.ts)`);
  return `${match[1]}/${match[2]}`;
}

/** The glob's loaders by change name. */
export function changeTable(files: Record<string, ChangeLoader>): Map<string, ChangeLoader> {
  return new Map(Object.entries(files).map(([path, load]) => [changeNameOf(path), load]));
}

type ChangeFiles = Record<string, ChangeLoader>;

/** The table itself, or how to load it: the glob's fifty-odd loaders are themselves loaded on the first change (docs/bench.md). */
let source: ChangeFiles | (() => Promise<ChangeFiles>) = {};
let installed: Promise<Map<string, ChangeLoader>> | undefined;
const loaded = new Map<string, Promise<ChangeOptions<never, unknown, unknown>>>();

/** The app's changes: called once by the app's entry with its change files, or a loader of them. */
export function installChanges(files: ChangeFiles | (() => Promise<ChangeFiles>)): void {
  source = files;
  installed = undefined;
  loaded.clear();
}

function table(): Promise<Map<string, ChangeLoader>> {
  installed ??= (typeof source === "function" ? source() : Promise.resolve(source)).then(changeTable, (error: unknown) => {
    installed = undefined;
    throw error;
  });
  return installed;
}

/** A change's options, loaded once (again after a failed load, e.g. a dropped connection). */
export function loadChange(name: string): Promise<ChangeOptions<never, unknown, unknown>> {
  const known = loaded.get(name);
  if (known) return known;
  // The runner loads with the first change, not with the page (docs/bench.md).
  const loading = Promise.all([
    table().then((changes) => {
      const load = changes.get(name);
      if (!load) throw new Error(`No change named ${name}`);
      return load();
    }),
    import("./change-options"),
  ]).then(
    ([module, { changeOptions }]) => changeOptions(name, module.default),
    (error: unknown) => {
      loaded.delete(name);
      throw error;
    },
  );
  loaded.set(name, loading);
  return loading;
}

const nameOfKey = (key: MutationKey | undefined): string | null => (key?.[0] === "change" && typeof key[1] === "string" ? key[1] : null);

/**
 * Before the kept cache is restored: registers the change of each kept unsent change under its key,
 * so the restored change finds its call, cache edits and toasts. An unknown name (a change a later
 * version removed) is left alone: TanStack restores it without a call, and it fails once resumed.
 */
export async function registerKeptChanges(queryClient: QueryClient, keys: readonly (MutationKey | undefined)[]): Promise<void> {
  const changes = await table();
  const names = new Set(keys.map(nameOfKey).filter((name): name is string => name !== null && changes.has(name)));
  const options = await Promise.all([...names].map(loadChange));
  for (const change of options) queryClient.setMutationDefaults(change.mutationKey, change);
}
