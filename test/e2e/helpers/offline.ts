import type { Page } from "playwright-core";

/**
 * How many unsent changes the copy kept in IndexedDB holds. The copy is written at most every
 * 100 ms after a change, so a reload waits for it, as a person's next reload would come later.
 */
export function keptChanges(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction("keyval").objectStore("keyval").getAll();
          request.onsuccess = () => {
            const kept = request.result.map((value) => JSON.parse(String(value)) as { clientState: { mutations: unknown[] } });
            resolve(kept.reduce((total, copy) => total + copy.clientState.mutations.length, 0));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}
