import { afterEach, describe, expect, it, vi } from "vitest";
import { MutationObserver, QueryClient, type QueryKey } from "@tanstack/react-query";
import { toasts } from "@web/components/ui/toast/toast-store";
import { resourceKeys } from "@web/lib/resource-keys";
import { changeOptions, uniqueKeys } from "@web/lib/changes/change-options";
import { post, type ChangeDeclaration } from "@web/lib/changes/define-change";
import { goneIsDone } from "@web/lib/changes/change-gone";
import { ApiError } from "@web/lib/api-client";

const listKey = [...resourceKeys.shoppingLists, "f1"] as const;
const statisticsKey = [...resourceKeys.shoppingStatistics, "f1"] as const;
const eventsKey = [...resourceKeys.events, "f1"] as const;

function setup<TVariables, TData, TCache>(declaration: ChangeDeclaration<TVariables, TData, TCache>) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  for (const key of [listKey, statisticsKey, eventsKey]) queryClient.setQueryData<string[]>(key, ["Mjólk"]);
  const observer = new MutationObserver(queryClient, changeOptions("test/change", declaration));
  const invalidated = (key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated ?? false;
  return { queryClient, observer, invalidated };
}

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const addName = (names: string[], name: string) => [...names, name];

/** The server's answer to every call: its body and the notices it lists (`X-Live-Notices`). */
const answering = (body: string, notices: string) =>
  vi.stubGlobal("fetch", async () => new Response(body, { status: 200, headers: { "X-Live-Notices": notices } }));

afterEach(() => {
  toasts.value = [];
  vi.unstubAllGlobals();
});

describe("a family change", () => {
  it("shows at once and, once it succeeds, refetches by the refresh rule for the notices its answer lists", async () => {
    const answer = deferred<string>();
    const { queryClient, observer, invalidated } = setup({
      send: async (_name: string, { call }) => {
        const value = await answer.promise;
        answering('"ok"', "shopping_list_updated");
        return call(post<string>("/api/shopping-items", { name: value }));
      },
      optimistic: { queryKey: () => listKey, apply: addName },
      errorToast: { title: "Villa" },
      successToast: { title: "Lagt í" },
    });
    const done = observer.mutate("Te");
    await expect.poll(() => queryClient.getQueryData(listKey)).toEqual(["Mjólk", "Te"]);
    answer.resolve("ok");
    await done;

    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk", "Te"]);
    expect(toasts.value.map(({ title, variant }) => ({ title, variant }))).toEqual([{ title: "Lagt í", variant: "default" }]);
    expect([invalidated(listKey), invalidated(eventsKey), invalidated(statisticsKey)]).toEqual([true, true, false]);
  });

  it("rolls back, shows the error and still refetches when the server refuses", async () => {
    const { queryClient, observer, invalidated } = setup({
      send: (_name: string): Promise<string> => Promise.reject(new Error("500")),
      optimistic: { queryKey: () => listKey, apply: addName },
      errorToast: { title: "Villa", description: "Eyðnaðist ikki" },
      successToast: { title: "Lagt í" },
    });
    await observer.mutate("Te").catch(() => undefined);

    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk"]);
    expect(toasts.value.map(({ title, description, variant }) => ({ title, description, variant }))).toEqual([
      { title: "Villa", description: "Eyðnaðist ikki", variant: "destructive" },
    ]);
    expect(invalidated(listKey)).toBe(true);
  });

  it("keeps the time of the server's answer through its edit and its rollback (the offline banner's last sync)", async () => {
    const answer = deferred<string>();
    const { queryClient, observer } = setup({
      send: (_name: string) => answer.promise,
      optimistic: { queryKey: () => listKey, apply: addName },
      errorToast: { title: "Villa" },
    });
    const answeredAt = Date.now() - 60 * 60_000;
    queryClient.setQueryData(listKey, ["Mjólk"], { updatedAt: answeredAt });
    const done = observer.mutate("Te").catch(() => undefined);
    await expect.poll(() => queryClient.getQueryData(listKey)).toEqual(["Mjólk", "Te"]);
    expect(queryClient.getQueryState(listKey)?.dataUpdatedAt).toBe(answeredAt);
    answer.reject(new Error("500"));
    await done;
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk"]);
    expect(queryClient.getQueryState(listKey)?.dataUpdatedAt).toBe(answeredAt);
  });

  it("leaves an empty cache alone, for the refetch to fill", async () => {
    const { queryClient, observer } = setup({
      send: (name: string) => Promise.resolve(name),
      optimistic: { queryKey: () => ["shopping-lists", "f2"], apply: addName },
      errorToast: null,
    });
    await observer.mutate("Te");
    expect(queryClient.getQueryData(["shopping-lists", "f2"])).toBeUndefined();
  });

  it("hands the server's answer to onSuccess and refetches what invalidates names instead of the rule's row", async () => {
    const answers: string[] = [];
    const { observer, invalidated } = setup({
      send: (name: string) => Promise.resolve(`${name}!`),
      onSuccess: (data) => answers.push(data),
      errorToast: null,
      invalidates: (name) => (name === "tick" ? [statisticsKey] : []),
    });
    await observer.mutate("tick");
    expect(answers).toEqual(["tick!"]);
    expect([invalidated(statisticsKey), invalidated(listKey), invalidated(eventsKey)]).toEqual([true, false, false]);
  });
});

describe("the refresh after a change", () => {
  it("follows the notices the answer lists, not a type the change names: none listed, only what it touched", async () => {
    answering('"ok"', "");
    const quiet = setup({
      request: (name: string) => post<string>("/api/shopping-items", { name }),
      optimistic: { queryKey: () => listKey, apply: addName },
      errorToast: null,
    });
    await quiet.observer.mutate("Te");
    expect([quiet.invalidated(listKey), quiet.invalidated(eventsKey)]).toEqual([true, false]);

    const told = setup({
      request: (name: string) => post<string>("/api/members", { name }),
      errorToast: null,
    });
    answering('"ok"', "members_updated, not_a_type");
    await told.observer.mutate("Rókur");
    expect([told.invalidated(eventsKey), told.invalidated(listKey), told.invalidated(statisticsKey)]).toEqual([true, true, false]);
  });
});

describe("changes of one kind queued behind each other", () => {
  it("leave the list they drew on unrefetched until the last has settled, so an earlier answer never wipes a later drawing", async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData<string[]>(listKey, ["Mjólk"]);
    // An offline change: a key of its own kind and the queue's one scope.
    const options = changeOptions("shopping/add-item", {
      offline: true,
      send: (name: string) => answers[name === "Te" ? 0 : 1]!.promise,
      optimistic: { queryKey: () => listKey, apply: addName },
      errorToast: null,
    });
    const invalidated = () => queryClient.getQueryState(listKey)?.isInvalidated ?? false;
    const first = new MutationObserver(queryClient, options).mutate("Te");
    const second = new MutationObserver(queryClient, options).mutate("Kaffi");
    await expect.poll(() => queryClient.getQueryData(listKey)).toEqual(["Mjólk", "Te", "Kaffi"]);

    answers[0]!.resolve("ok");
    await first;
    expect(invalidated()).toBe(false);
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk", "Te", "Kaffi"]);

    answers[1]!.resolve("ok");
    await second;
    expect(invalidated()).toBe(true);
  });

  it("still refetch after each when the changes are of different kinds", async () => {
    const answer = deferred<string>();
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData<string[]>(listKey, ["Mjólk"]);
    const change: ChangeDeclaration<string, string, string[]> = {
      send: (name: string) => (name === "Te" ? Promise.resolve(name) : answer.promise),
      optimistic: { queryKey: () => listKey, apply: addName },
      errorToast: null,
    };
    const add = new MutationObserver(queryClient, changeOptions("shopping/add-item", change));
    const other = new MutationObserver(queryClient, changeOptions("shopping/rename-item", change));
    const later = other.mutate("Kaffi");
    await add.mutate("Te");
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    answer.resolve("ok");
    await later;
  });
});

describe("the refetches once a change settles", () => {
  it("asks for each query once: a key named twice, or one under a root also named, goes by the shorter key", () => {
    const familyEvents = [...resourceKeys.events, "f1"];
    expect(uniqueKeys([listKey, resourceKeys.shoppingLists, eventsKey, familyEvents, statisticsKey, [...resourceKeys.events, "f2"]])).toEqual([
      resourceKeys.shoppingLists,
      eventsKey,
      statisticsKey,
      [...resourceKeys.events, "f2"],
    ]);
    // A key is not under a longer one, nor under a key that only starts alike.
    expect(uniqueKeys([[...resourceKeys.events, "f1", "page"], ["events-x"]])).toEqual([[...resourceKeys.events, "f1", "page"], ["events-x"]]);
  });
});

describe("a 404 taken as done (goneIsDone, asked by the phones' runner and the kitchen screen's)", () => {
  const gone = new ApiError(404, "not_found", "Finst ikki", "Finst ikki");
  it("is an offline change's by default, and what quietWhenGone says otherwise", () => {
    expect(goneIsDone({ offline: true }, gone)).toBe(true);
    expect(goneIsDone({}, gone)).toBe(false);
    expect(goneIsDone({ offline: true, quietWhenGone: false }, gone)).toBe(false);
    expect(goneIsDone({ quietWhenGone: true }, gone)).toBe(true);
    expect(goneIsDone({ quietWhenGone: (error) => error.message === "Finst ikki" }, gone)).toBe(true);
  });
  it("is never another status, nor a failure that is not the server's answer", () => {
    expect(goneIsDone({ quietWhenGone: true }, new ApiError(409, "conflict", "Longu gjørt", "Longu gjørt"))).toBe(false);
    expect(goneIsDone({ quietWhenGone: true }, new Error("404"))).toBe(false);
  });
});
