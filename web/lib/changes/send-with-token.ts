import { api } from "@web/lib/api-client";
import { goneIsDone } from "./change-gone";
import type { ChangeDeclaration } from "./define-change";

/**
 * Sends one of an own app's changes (the kitchen screen's web/screen/changes/, the helper's page's
 * web/helper/changes/; declared as the phones' are) with the device's own token, or none for
 * pairing and opening a link. The own apps' runner, not the phones': theirs is TanStack's mutation
 * cache with its persister, which these apps do not load (their 90 KB first loads), and the
 * screen's queue keeps a child's PIN the phones never keep (screen-queue.ts). A 404 is
 * done, not refused, where the change says so (`goneIsDone`, as the phones' runner asks it).
 */
export async function sendChange<TVariables, TData>(
  change: ChangeDeclaration<TVariables, TData, never>,
  variables: TVariables,
  token: string | null,
): Promise<TData | undefined> {
  if (!change.request) throw new Error("A screen change makes one call (request)");
  const { method, path, body } = change.request(variables);
  try {
    return await api<TData>(path, token === null ? { method, body, auth: false } : { method, body, token });
  } catch (error) {
    if (goneIsDone(change, error)) return undefined;
    throw error;
  }
}
