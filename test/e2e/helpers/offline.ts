import type { Page } from "playwright-core";

/** One copy of the query cache as the persister keeps it (web/lib/query-persist.ts). */
interface KeptCopy {
  clientState: { queries: { queryKey: unknown[] }[]; mutations: unknown[] };
}

/** What idb-keyval holds in this origin's IndexedDB: each key with its value as stored. */
export function keptEntries(page: Page): Promise<{ key: string; value: string }[]> {
  return page.evaluate(
    () =>
      new Promise<{ key: string; value: string }[]>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const entries: { key: string; value: string }[] = [];
          const request = open.result.transaction("keyval").objectStore("keyval").openCursor();
          request.onsuccess = () => {
            const cursor = request.result;
            if (!cursor) return resolve(entries);
            entries.push({ key: String(cursor.key), value: String(cursor.value) });
            cursor.continue();
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** The kept copies of the query cache, parsed. */
export async function keptCopies(page: Page): Promise<KeptCopy[]> {
  return (await keptEntries(page)).map(({ value }) => JSON.parse(value) as KeptCopy);
}

/**
 * How many unsent changes the copy kept in IndexedDB holds. The copy is written at most every
 * 100 ms after a change, so a reload waits for it, as a person's next reload would come later.
 */
export async function keptChanges(page: Page): Promise<number> {
  return (await keptCopies(page)).reduce((total, copy) => total + copy.clientState.mutations.length, 0);
}
