import { api } from "@web/lib/api-client";
import { goneIsDone } from "@web/lib/changes/change-gone";
import type { ChangeDeclaration } from "@web/lib/changes/define-change";

/**
 * Sends one of the screen's changes (web/screen/changes/, declared as the phones' are) with the
 * screen's own token, or none for pairing. The screen's own runner, not the phones': theirs is
 * TanStack's mutation cache with its persister, which the screen does not load (its 90 KB first
 * load), and its queue keeps a child's PIN the phones never keep (screen-queue.ts). A 404 is
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
