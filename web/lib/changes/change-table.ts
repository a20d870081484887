import type { MutationKey, QueryClient } from "@tanstack/react-query";
import { type ChangeOptions, changeOptions } from "./change-options";
import { type ChangeFiles, type ChangeLoader, changeSource } from "./change-source";

/**
 * The changes an app can make, by name, each loaded on its first use: the table is built from the
 * change files themselves (`import.meta.glob` in the app's entry, web/app/changes.ts), so no list
 * of changes is written anywhere. The same table is the offline queue's replay: an unsent change
 * kept across a reload names its change by its key, whose declaration is loaded and registered
 * before the change is restored (`registerKeptChanges`). Loaded itself with the first change, in
 * the runner's chunk; the app installs its files with `installChanges` (change-source.ts).
 */

export type { ChangeLoader } from "./change-source";
export { changeKey } from "./change-key";
export { installChanges } from "./change-source";

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

/** The table of the installed source (the glob's fifty-odd loaders are themselves loaded on the first change: docs/bench.md). */
let tableOf: ReturnType<typeof changeSource> | undefined;
let installed: Promise<Map<string, ChangeLoader>> | undefined;
const loaded = new Map<string, Promise<ChangeOptions<never, unknown, unknown>>>();

/** Starts again when the app installed other files since (a test's own). */
function followSource(): ReturnType<typeof changeSource> {
  const source = changeSource();
  if (tableOf !== source) {
    tableOf = source;
    installed = undefined;
    loaded.clear();
  }
  return source;
}

function table(): Promise<Map<string, ChangeLoader>> {
  const { files } = followSource();
  installed ??= (typeof files === "function" ? files() : Promise.resolve<ChangeFiles>(files)).then(changeTable, (error: unknown) => {
    installed = undefined;
    throw error;
  });
  return installed;
}

/** A change's options, loaded once (again after a failed load, e.g. a dropped connection). */
export function loadChange(name: string): Promise<ChangeOptions<never, unknown, unknown>> {
  followSource();
  const known = loaded.get(name);
  if (known) return known;
  const loading = table()
    .then((changes) => {
      const load = changes.get(name);
      if (!load) throw new Error(`No change named ${name}`);
      return load();
    })
    .then(
      (module) => changeOptions(name, module.default),
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
