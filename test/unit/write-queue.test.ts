import { afterEach, describe, expect, it } from "vitest";
import { dehydrate, hydrate, type DehydratedState, MutationObserver, onlineManager, QueryClient } from "@tanstack/react-query";
import { toasts } from "@web/components/ui/toast/toast-store";
import { ApiError } from "@web/lib/api-client";
import { fromOlderApp } from "@web/lib/query-persist";
import { changeOptions } from "@web/lib/changes/change-options";
import { changeKey } from "@web/lib/changes/change-table";
import { newClientId } from "@web/lib/client-id";
import { keepUnsentWrite, resumeQueuedWrites, retryWhileUnreachable, WRITE_RETRY_DELAY_MS, waitsForConnection, writeRetryDelay } from "@web/lib/write-queue";

/** The offline queue as the app wires it: registered defaults, paused offline, kept, restored, replayed in order. */

interface Change {
  id: string;
  name: string;
}

const listKey = ["shopping-lists", "f1"] as const;
const key = changeKey("shopping/test-change");
const gone = () => new ApiError(404, "not_found", "Ikki funnið", "Ikki funnið");

/** A client with the change registered; `send` is the call, logged in the order it runs. */
function client(log: string[], send: (change: Change) => Promise<string> = (change) => Promise.resolve(change.id)) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<string[]>(listKey, ["Mjólk"]);
  const options = changeOptions("shopping/test-change", {
    offline: true,
    send: async (change: Change) => {
      log.push(`send ${change.name}`);
      // The first is slow: the next must still wait for its answer.
      await new Promise((resolve) => setTimeout(resolve, change.name === "Te" ? 30 : 0));
      const answer = await send(change);
      log.push(`answer ${change.name}`);
      return answer;
    },
    optimistic: { queryKey: () => listKey, apply: (names: string[], change) => [...names, change.name] },
    errorToast: { title: "Villa" },
    successToast: { title: "Lagt í" },
  });
  queryClient.setMutationDefaults(options.mutationKey, options);
  return queryClient;
}

const make = (queryClient: QueryClient, name: string) =>
  void new MutationObserver<unknown, Error, Change>(queryClient, { mutationKey: key }).mutate({ id: newClientId(), name }).catch(() => undefined);

/** What IndexedDB keeps, through JSON as the persister writes it. */
const kept = (queryClient: QueryClient): DehydratedState => JSON.parse(JSON.stringify(dehydrate(queryClient, { shouldDehydrateMutation: keepUnsentWrite })));

const allPaused = (queryClient: QueryClient) =>
  queryClient
    .getMutationCache()
    .getAll()
    .every((mutation) => mutation.state.isPaused);

afterEach(() => {
  onlineManager.setOnline(true);
  toasts.value = [];
});

describe("the retry rule", () => {
  it("sends again only what never reached the server", () => {
    expect(retryWhileUnreachable(5, new ApiError(0, "network", "Failed to fetch", null))).toBe(true);
    expect(retryWhileUnreachable(0, gone())).toBe(false);
    expect(retryWhileUnreachable(0, new ApiError(500, "unknown", "500: Internal Server Error", null))).toBe(false);
    expect(retryWhileUnreachable(0, new Error("boom"))).toBe(false);
  });

  it("keeps a write the server refused while the family is moved, and sends it again after the move's Retry-After", () => {
    const moving = new ApiError(503, "moving", "Familjan verður flutt. Royn aftur um eina løtu.", "Familjan verður flutt. Royn aftur um eina løtu.");
    expect(retryWhileUnreachable(12, moving)).toBe(true);
    expect(writeRetryDelay(1, moving)).toBe(5_000);
    // Any other 503 is the server's answer, final.
    expect(retryWhileUnreachable(0, new ApiError(503, "unavailable", "Tænastan er ikki tøk júst nú", null))).toBe(false);
    expect(writeRetryDelay(1, new ApiError(0, "network", "Failed to fetch", null))).toBe(WRITE_RETRY_DELAY_MS);
  });

  it("makes version-4 UUIDs", () => {
    expect(newClientId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("changes made offline", () => {
  it("are marked as waiting for the connection; one that only waits its turn behind the one before is not", async () => {
    const log: string[] = [];
    const queryClient = client(log);
    for (const name of ["Te", "Ost"]) make(queryClient, name);
    await expect.poll(() => log).toEqual(["send Te"]);
    const [first, second] = queryClient.getMutationCache().getAll();
    expect(second!.state.isPaused).toBe(true);
    expect([first!, second!].map(waitsForConnection)).toEqual([false, false]);
    await expect.poll(() => log.length).toBe(4);

    onlineManager.setOnline(false);
    make(queryClient, "Egg");
    await expect.poll(() => queryClient.getMutationCache().getAll().filter(waitsForConnection).length).toBe(1);
  });

  it("show at once, wait, survive a reload and are sent once each, in the order made, without success toasts", async () => {
    onlineManager.setOnline(false);
    const before: string[] = [];
    const first = client(before);
    for (const name of ["Te", "Ost", "Egg"]) make(first, name);
    await expect.poll(() => first.getQueryData(listKey)).toEqual(["Mjólk", "Te", "Ost", "Egg"]);
    await expect.poll(() => allPaused(first)).toBe(true);
    expect(before).toEqual([]);

    // The reload: a new client restores the kept cache and the kept changes, still offline.
    const log: string[] = [];
    const second = client(log);
    // Mounted, as the app's provider does: the connection's return resumes paused changes.
    second.mount();
    second.removeQueries();
    hydrate(second, kept(first));
    first.getMutationCache().clear();
    expect(second.getQueryData(listKey)).toEqual(["Mjólk", "Te", "Ost", "Egg"]);
    const replay = resumeQueuedWrites(second);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual([]);

    onlineManager.setOnline(true);
    await replay;
    await expect.poll(() => log.length).toBe(6);
    expect(log).toEqual(["send Te", "answer Te", "send Ost", "answer Ost", "send Egg", "answer Egg"]);
    expect(toasts.value).toEqual([]);
    expect(second.getMutationCache().getAll().filter(keepUnsentWrite)).toEqual([]);
    second.unmount();
  });

  it("survive an update of the app whose answers have another shape: the old answers go, the changes are sent, a refusal writes no old answer back", async () => {
    onlineManager.setOnline(false);
    const first = client([]);
    for (const name of ["Te", "Ost"]) make(first, name);
    await expect.poll(() => allPaused(first)).toBe(true);
    const older = { timestamp: Date.now(), buster: "older app", clientState: kept(first) };
    first.getMutationCache().clear();

    const carried = fromOlderApp(older);
    expect(carried.clientState.queries).toEqual([]);
    expect(carried.clientState.mutations).toHaveLength(2);
    const log: string[] = [];
    // The new app reads the list as an object; the server refuses the second change.
    const updated = client(log, (change) =>
      change.name === "Ost" ? Promise.reject(new ApiError(400, "invalid_body", "Nei", "Nei")) : Promise.resolve(change.id),
    );
    updated.setQueryData(listKey, { names: ["Mjólk"] });
    updated.mount();
    hydrate(updated, carried.clientState);
    onlineManager.setOnline(true);
    await resumeQueuedWrites(updated);
    await expect.poll(() => log).toEqual(["send Te", "answer Te", "send Ost"]);
    await expect.poll(() => toasts.value.map((toast) => toast.title)).toEqual(["Villa"]);
    expect(updated.getQueryData(listKey)).toEqual({ names: ["Mjólk"] });
    updated.unmount();
  });

  it("drops a change whose target was deleted elsewhere quietly and goes on with the next", async () => {
    onlineManager.setOnline(false);
    const log: string[] = [];
    const queryClient = client(log, (change) => (change.name === "Ost" ? Promise.reject(gone()) : Promise.resolve(change.id)));
    for (const name of ["Te", "Ost", "Egg"]) make(queryClient, name);
    await expect.poll(() => allPaused(queryClient)).toBe(true);
    onlineManager.setOnline(true);
    await resumeQueuedWrites(queryClient);
    await expect.poll(() => log).toEqual(["send Te", "answer Te", "send Ost", "send Egg", "answer Egg"]);
    expect(toasts.value).toEqual([]);
    // No rollback: the list keeps the others' changes until its refetch.
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk", "Te", "Ost", "Egg"]);
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
  });

  it("still rolls back and toasts when the server refuses a change for another reason", async () => {
    const queryClient = client([], () => Promise.reject(new ApiError(400, "invalid_body", "Navn manglar", "Navn manglar")));
    make(queryClient, "Ost");
    await expect.poll(() => toasts.value.map((toast) => toast.title)).toEqual(["Villa"]);
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk"]);
  });

  it("rolls back and toasts a 404 the change tells apart from a deletion elsewhere", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<string[]>(listKey, ["Mjólk"]);
    const options = changeOptions("shopping/test-change", {
      offline: true,
      send: (_change: Change) => Promise.reject(new ApiError(404, "not_found", "Persónurin finst ikki í familjuni", "Persónurin finst ikki í familjuni")),
      optimistic: { queryKey: () => listKey, apply: (names: string[], change) => [...names, change.name] },
      quietWhenGone: (error) => error.serverMessage !== "Persónurin finst ikki í familjuni",
      errorToast: { title: "Villa" },
    });
    await new MutationObserver(queryClient, options).mutate({ id: newClientId(), name: "Ost" }).catch(() => undefined);
    expect(toasts.value.map((toast) => toast.title)).toEqual(["Villa"]);
    expect(queryClient.getQueryData(listKey)).toEqual(["Mjólk"]);
  });

  it("are kept while under way as the page goes; a change that never waits offline is not (it is not replayed, nor what it sent written down)", async () => {
    const queryClient = new QueryClient();
    const hold = () => new Promise<void>(() => undefined);
    for (const [name, offline] of [
      ["shopping/held-offline", true],
      ["children/held-setting", false],
    ] as const) {
      const options = changeOptions(name, { offline, send: hold, errorToast: null });
      queryClient.setMutationDefaults(options.mutationKey, options);
      void new MutationObserver<unknown, Error, object>(queryClient, { mutationKey: options.mutationKey })
        .mutate({ password: "leyniorð" })
        .catch(() => undefined);
    }
    await expect
      .poll(
        () =>
          queryClient
            .getMutationCache()
            .getAll()
            .filter((mutation) => mutation.state.status === "pending").length,
      )
      .toBe(2);
    expect(kept(queryClient).mutations.map((mutation) => mutation.mutationKey)).toEqual([changeKey("shopping/held-offline")]);
  });
});
