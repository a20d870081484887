import { createAsyncStoragePersister } from "@tanstack/query-async-storage-persister";
import { dehydrate, type DehydrateOptions, type MutationKey, type QueryClient } from "@tanstack/react-query";
import type { PersistedClient, PersistQueryClientOptions } from "@tanstack/react-query-persist-client";
import { del, get, set } from "idb-keyval";
import { KEPT_CACHE_MAX_AGE_MS } from "@contract/limits";
import { keepUnsentWrite } from "./write-queue";

/**
 * Raised when the shape of a cached answer changes, so an older app's answers are never drawn; its
 * unsent changes are carried over (`fromOlderApp`).
 */
const CACHE_VERSION = "4";
/** Short, so a reload right after a change draws that change: the family's cache is a few KB of JSON. */
const WRITE_THROTTLE_MS = 100;

/**
 * Keys forgotten at sign-out. Leaving the app clears the cache, which schedules one more write
 * after the throttle; it must not bring the deleted copy back.
 */
const forgotten = new Set<string>();

const storage = {
  getItem: (key: string) => get<string>(key).then((value) => value ?? null),
  setItem: (key: string, value: string) => (forgotten.has(key) ? Promise.resolve() : set(key, value)),
  removeItem: (key: string) => del(key),
};

/** The key is per user: a phone shared by two family members never draws one's cache for the other. */
function cacheKey(userId: string): string {
  return `familyhub-query-cache:${userId}`;
}

/**
 * The family's last answers, kept in IndexedDB so the pages draw them at once on start and with
 * no connection. Only reads with an answer are kept, and every change not yet answered by the server
 * (docs/features/offline.md), so nothing made offline is lost across a reload. When the kept copy
 * holds such changes, `beforeKeptWrites` runs with their keys (and is awaited) before any of it is
 * restored: a restored change finds its call by its key, so its change must be registered first.
 */
export function persistOptions(
  userId: string,
  beforeKeptWrites: (keys: (MutationKey | undefined)[]) => Promise<void> = async () => {},
): Omit<PersistQueryClientOptions, "queryClient"> {
  const persister = createAsyncStoragePersister({ storage, key: cacheKey(userId), throttleTime: WRITE_THROTTLE_MS, serialize: keptJson });
  return {
    persister: {
      ...persister,
      restoreClient: async () => {
        const stored = await persister.restoreClient();
        // The older app's keys load only for an older app's copy (changes/older-keys.ts).
        const kept = stored && stored.buster !== CACHE_VERSION ? fromOlderApp(stored, (await import("./changes/older-keys")).keyOfToday) : stored;
        if (kept && kept.clientState.mutations.length > 0) await beforeKeptWrites(kept.clientState.mutations.map((mutation) => mutation.mutationKey));
        return kept;
      },
    },
    // A week-old list misleads more than it helps; the server remembers added ids a day longer.
    maxAge: KEPT_CACHE_MAX_AGE_MS,
    buster: CACHE_VERSION,
    dehydrateOptions: keptState,
  };
}

/**
 * The kept copy of an older app (another CACHE_VERSION): its answers go, since this app's screens
 * may not read their shape, but its unsent changes stay — nothing made offline may be lost to an
 * update. A change's call and variables are the wire's, which an update keeps readable. What each
 * change kept to roll back with is an old answer too, so it goes: a refused change then only
 * refetches. A change kept under the key it had before changes were declared as files is given its
 * change's key (older-keys.ts). TanStack drops a copy whose version differs, so the copy answered
 * carries this one's.
 */
export function fromOlderApp(kept: PersistedClient, keyOfToday: (key: MutationKey | undefined) => MutationKey | undefined = (key) => key): PersistedClient {
  const mutations = kept.clientState.mutations.map((mutation) => {
    const context: unknown = mutation.state.context;
    const withoutSnapshot = typeof context === "object" && context !== null ? { ...context, previous: undefined } : context;
    return { ...mutation, mutationKey: keyOfToday(mutation.mutationKey), state: { ...mutation.state, context: withoutSnapshot } };
  });
  return { ...kept, buster: CACHE_VERSION, clientState: { queries: [], mutations } };
}

/**
 * Every read that has an answer (but a list's older pages), including one whose last refetch failed: a phone whose network
 * reaches nothing believes itself online until a request fails, so the start's refetches fail,
 * and a copy without those reads would draw nothing at the next start with no connection.
 */
const keptState: DehydrateOptions = {
  // A list's older pages ('Vís fleiri', web/components/ui/history/history-pages.ts) are never kept: the first page is, in its list's read.
  shouldDehydrateQuery: (query) => query.state.data !== undefined && query.meta?.kept !== false,
  shouldDehydrateMutation: keepUnsentWrite,
};

/** The kept copy as JSON; a read whose refetch failed is kept as the answer it had, not as a failure. */
export function keptJson(client: PersistedClient): string {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === "error"
      ? { ...query, state: { ...query.state, status: "success" as const, error: null, fetchFailureCount: 0, fetchFailureReason: null } }
      : query,
  );
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries } });
}

/**
 * Writes the kept copy now, past the throttle: called when the page is hidden or left, since a
 * phone may end a backgrounded app without another moment to run, and a change made just before
 * would otherwise wait out the throttle (docs/features/offline.md).
 */
export function savePersistedCacheNow(userId: string, queryClient: QueryClient): Promise<void> {
  const kept: PersistedClient = { timestamp: Date.now(), buster: CACHE_VERSION, clientState: dehydrate(queryClient, keptState) };
  return storage.setItem(cacheKey(userId), keptJson(kept));
}

/** Called while the user's app is mounted (again, after StrictMode's trial unmount in development). */
export function keepPersistedCache(userId: string): void {
  forgotten.delete(cacheKey(userId));
}

/** Sign-out and a lost session forget the kept cache with the in-memory one. */
export function forgetPersistedCache(userId: string): Promise<void> {
  forgotten.add(cacheKey(userId));
  return del(cacheKey(userId));
}
