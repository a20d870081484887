import { fo } from "@web/i18n/fo";
import type { useHistoryPages } from "@web/components/ui/history/history-pages";
import { Button } from "../button";

/** 'Vís fleiri' under a history section: the next rows, read a page at a time; nothing once every row shows. */
export function HistoryMoreButton({ history }: { history: Pick<ReturnType<typeof useHistoryPages>, "hasMore" | "loading" | "failed" | "showMore"> }) {
  if (!history.hasMore && !history.failed) return null;
  return (
    <div className="mt-2 space-y-1">
      {history.failed ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {fo.common.olderFailed}
        </p>
      ) : null}
      <Button variant="ghost" className="w-full" disabled={history.loading} onClick={history.showMore}>
        {history.loading ? fo.common.loading : fo.common.showOlder}
      </Button>
    </div>
  );
}
