import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { PHONE_CHANGE_FILES } from "@web/app/change-files";
import { changeKey, changeNameOf, changeTable, installChanges, loadChange, registerKeptChanges } from "@web/lib/changes/change-table";
import type { ChangeModule } from "@web/lib/changes/define-change";
import { BEFORE_DECLARATIONS, keyOfToday } from "@web/lib/changes/older-keys";
import { WRITE_QUEUE_SCOPE } from "@web/lib/write-queue";

/**
 * The change files are the list (web/lib/changes/): the table the screens run changes from and the
 * offline queue's replay are derived from them. Read here from the disk, not from the glob, so a file
 * the glob misses (a wrong folder, a wrong ending) fails.
 */
const FEATURES = new URL("../../web/features/", import.meta.url);
const onDisk = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((feature) => {
    const folder = new URL(`${feature.name}/changes/`, FEATURES);
    try {
      return readdirSync(folder).map((file) => ({ name: `${feature.name}/${file.replace(/\.ts$/, "")}`, file, url: new URL(file, folder) }));
    } catch {
      return [];
    }
  });

const table = changeTable(PHONE_CHANGE_FILES);
installChanges(PHONE_CHANGE_FILES);

describe("the change table", () => {
  it("names a change by its feature and file", () => {
    expect(changeNameOf("../features/shopping/changes/toggle-item.ts")).toBe("shopping/toggle-item");
    expect(changeNameOf("/web/screen/changes/tick.ts")).toBe("screen/tick");
    expect(() => changeNameOf("../features/shopping/lib/list-cache.ts")).toThrow(/Not a change file/);
  });

  it("loads every change file on disk, and nothing else", () => {
    expect(onDisk.length).toBeGreaterThan(0);
    expect(onDisk.filter(({ file }) => !file.endsWith(".ts"))).toEqual([]);
    expect([...table.keys()].sort()).toEqual(onDisk.map(({ name }) => name).sort());
  });

  it("has each file declare its name for the screens' types as its path says", () => {
    const wrong = onDisk.filter(({ name, url }) => !readFileSync(url, "utf8").includes(`"${name}": typeof`)).map(({ name }) => name);
    expect(wrong).toEqual([]);
  });

  it("finds a declaration in each file, with one call or a send", async () => {
    for (const [name, load] of table) {
      const { default: declaration } = (await load()) as ChangeModule;
      expect(typeof (declaration.request ?? declaration.send), name).toBe("function");
    }
  });
});

describe("the offline queue's replay", () => {
  const offline = async () => {
    const names: string[] = [];
    for (const [name, load] of table) if (((await load()) as ChangeModule).default.offline) names.push(name);
    return names;
  };

  it("registers every change that may wait offline, from its key alone, in the queue's one scope, held while offline", async () => {
    const names = await offline();
    expect(names.length).toBeGreaterThan(0);
    const queryClient = new QueryClient();
    await registerKeptChanges(queryClient, names.map(changeKey));
    for (const name of names) {
      expect(queryClient.getMutationDefaults(changeKey(name)), name).toMatchObject({ scope: WRITE_QUEUE_SCOPE, networkMode: "online" });
      expect(queryClient.getMutationDefaults(changeKey(name)).mutationFn, name).toBe((await loadChange(name)).mutationFn);
    }
  });

  it("registers only the changes the kept copy names, and passes over a name no file has", async () => {
    const [first] = await offline();
    const queryClient = new QueryClient();
    await registerKeptChanges(queryClient, [changeKey(first ?? ""), changeKey("shopping/no-such-change"), ["other", "key"], undefined]);
    expect(queryClient.getMutationDefaults(changeKey(first ?? "")).mutationFn).toBeTypeOf("function");
    expect(queryClient.getMutationDefaults(changeKey("shopping/no-such-change")).mutationFn).toBeUndefined();
  });

  it("gives an older app's kept offline change the key of the change it now is", async () => {
    const names = new Set(await offline());
    expect(keyOfToday(["shopping-items", "toggle"])).toEqual(changeKey("shopping/toggle-item"));
    expect(keyOfToday(["unknown", "key"])).toEqual(["unknown", "key"]);
    const missing = Object.values(BEFORE_DECLARATIONS).filter((name) => !names.has(name));
    expect(missing).toEqual([]);
  });
});
