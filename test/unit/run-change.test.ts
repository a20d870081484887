import { afterEach, describe, expect, it } from "vitest";
import type { ChangeName } from "@web/lib/changes/change-names";
import { installChanges, type ChangeLoader } from "@web/lib/changes/change-table";
import { defineChange } from "@web/lib/changes/define-change";
import { runChange } from "@web/lib/changes/use-change";
import { queryClient } from "@web/lib/query-client";
import { PHONE_CHANGE_FILES } from "@web/app/change-files";

/** A change run by its name, loaded on first use, runs with its own declaration, as a screen's `mutate` would. */

const listKey = ["shopping-lists", "on-use"] as const;
const NAME = "test/rename" as ChangeName;

function rename(log: string[], fail = false) {
  return defineChange({
    send: async ({ name }: { name: string }) => {
      log.push(`send ${name}`);
      if (fail) throw new Error("refused");
      return name;
    },
    optimistic: { queryKey: () => listKey, apply: (names: string[], { name }) => [...names, name] },
    errorToast: null,
    onSuccess: (answer) => log.push(`answer ${answer}`),
  });
}

/** The table with one change file, `test/changes/rename.ts`, loaded by `load`. */
const install = (load: ChangeLoader) => installChanges({ "/web/test/changes/rename.ts": load });
const run = (name: string) => runChange(queryClient, NAME, { name } as never) as Promise<unknown>;

afterEach(() => {
  queryClient.clear();
  installChanges(PHONE_CHANGE_FILES);
});

describe("runChange", () => {
  it("loads the change once, and runs it with its optimistic edit, call and answer", async () => {
    const log: string[] = [];
    let loads = 0;
    install(async () => {
      loads += 1;
      return { default: rename(log) } as never;
    });
    queryClient.setQueryData<string[]>(listKey, ["Mjólk"]);
    const answer = await run("Te");
    await run("Kaffi");
    expect(answer).toBe("Te");
    expect(loads).toBe(1);
    expect(log).toEqual(["send Te", "answer Te", "send Kaffi", "answer Kaffi"]);
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk", "Te", "Kaffi"]);
    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.status),
    ).toEqual(["success", "success"]);
  });

  it("rolls the edit back when the change fails, and rejects", async () => {
    const log: string[] = [];
    install(async () => ({ default: rename(log, true) }) as never);
    queryClient.setQueryData<string[]>(listKey, ["Mjólk"]);
    await expect(run("Te")).rejects.toThrow("refused");
    expect(log).toEqual(["send Te"]);
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk"]);
  });

  it("tries the load again at the next use after one failed (a dropped connection)", async () => {
    const log: string[] = [];
    let loads = 0;
    install(async () => {
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return { default: rename(log) } as never;
    });
    await expect(run("Te")).rejects.toThrow("offline");
    expect(log).toEqual([]);
    await run("Te");
    expect(loads).toBe(2);
    expect(log).toEqual(["send Te", "answer Te"]);
  });

  it("refuses a name no change file has", async () => {
    await expect(runChange(queryClient, "shopping/no-such-change" as ChangeName, undefined as never)).rejects.toThrow(/No change named/);
  });
});
