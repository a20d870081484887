import { useSyncExternalStore } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { online } from "@web/lib/connection";
import { useSignedInUser } from "@web/lib/auth-context";
import { formatDateTime } from "@web/lib/dates";
import { foOffline } from "@web/i18n/fo/offline";

/**
 * When the newest answer from the server arrived: the moment the shown data was last in step with it.
 * An optimistic edit keeps its answer's time (`editCached`, web/lib/changes/change-options.ts), and the time is kept
 * with the answer in IndexedDB, so a reload offline shows the same.
 */
function lastSync(client: QueryClient): number {
  let newest = 0;
  for (const query of client.getQueryCache().getAll()) newest = Math.max(newest, query.state.dataUpdatedAt);
  return newest;
}

/** Under the header while the phone has no connection: what is shown is the last known data, and from when. */
export function OfflineBanner() {
  useSignals();
  const client = useQueryClient();
  const user = useSignedInUser();
  const synced = useSyncExternalStore(
    (notify) => client.getQueryCache().subscribe(notify),
    () => lastSync(client),
  );
  if (online.value) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      {foOffline.offline}
      {synced > 0 ? ` ${foOffline.lastSync(formatDateTime(synced, user.timeZone))}` : ""}
    </p>
  );
}
