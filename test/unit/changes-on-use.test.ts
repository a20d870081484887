import { afterEach, describe, expect, it } from "vitest";
import { changesOnUse } from "@web/lib/changes-on-use";
import { queryClient } from "@web/lib/query-client";
import { changeOptions } from "@web/lib/mutation-options";

/** A page's changes loaded on use run with their own options, as a hook's mutate would run them. */

const listKey = ["shopping-lists", "on-use"] as const;

function rename(log: string[], fail = false) {
  return changeOptions({
    mutationFn: async ({ name }: { name: string }) => {
      log.push(`send ${name}`);
      if (fail) throw new Error("refused");
      return name;
    },
    optimistic: { queryKey: listKey, apply: (names: string[], { name }) => [...names, name] },
    errorToast: null,
    onSuccess: (answer) => log.push(`answer ${answer}`),
  });
}

afterEach(() => {
  queryClient.clear();
});

describe("changesOnUse", () => {
  it("loads the changes once, and runs the one picked with its optimistic edit, call and answer", async () => {
    const log: string[] = [];
    let loads = 0;
    const changes = changesOnUse(async () => {
      loads += 1;
      return { rename: rename(log) };
    });
    queryClient.setQueryData<string[]>(listKey, ["Mjólk"]);
    changes.preload();
    const answer = await changes.run((all) => all.rename, { name: "Te" });
    await changes.run((all) => all.rename, { name: "Kaffi" });
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

  it("rolls the edit back when the change fails, and start leaves the failure to the change's own handling", async () => {
    const log: string[] = [];
    const changes = changesOnUse(async () => ({ rename: rename(log, true) }));
    queryClient.setQueryData<string[]>(listKey, ["Mjólk"]);
    await expect(changes.run((all) => all.rename, { name: "Te" })).rejects.toThrow("refused");
    changes.start((all) => all.rename, { name: "Kaffi" });
    await expect
      .poll(
        () =>
          queryClient
            .getMutationCache()
            .getAll()
            .filter((mutation) => mutation.state.status === "error").length,
      )
      .toBe(2);
    expect(log).toEqual(["send Te", "send Kaffi"]);
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk"]);
  });

  it("tries the load again at the next use after one failed (a dropped connection)", async () => {
    const log: string[] = [];
    let loads = 0;
    const changes = changesOnUse(async () => {
      loads += 1;
      if (loads === 1) throw new Error("offline");
      return { rename: rename(log) };
    });
    await expect(changes.run((all) => all.rename, { name: "Te" })).rejects.toThrow("offline");
    expect(log).toEqual([]);
    await changes.run((all) => all.rename, { name: "Te" });
    expect(loads).toBe(2);
    expect(log).toEqual(["send Te", "answer Te"]);
  });
});
