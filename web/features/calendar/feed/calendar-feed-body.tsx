import { Button } from "@web/components/ui/button";
import { CopyField } from "@web/components/ui/copy-field";
import { foCalendar } from "@web/i18n/fo/calendar";
import { foCalendarFeed } from "@web/i18n/fo/calendar-feed";
import { useCalendarFeed } from "./get-calendar-feed";
import { useChange } from "@web/lib/changes/use-change";

/** The calendar feed card's body (calendar-feed-card.tsx): the link with copy, how to add it, and a new link. */
export function CalendarFeedBody({ familyId }: { familyId: string }) {
  const t = foCalendarFeed;
  const feed = useCalendarFeed({ familyId });
  const rotate = useChange("calendar/rotate-feed");
  return (
    <>
      {feed.data ? (
        <CopyField id="calendar-feed-url" label={t.feedLabel} copyLabel={t.feedCopy} copiedText={t.copied} failedText={t.copyFailed} value={feed.data.url} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{feed.isError ? t.feedError : foCalendar.feedLoading}</p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.feedHint}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={rotate.isPending || !feed.data}
          onClick={() => rotate.mutate({ familyId })}
          aria-describedby="calendar-feed-rotate-hint"
        >
          {t.feedRotate}
        </Button>
        <span id="calendar-feed-rotate-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {t.feedRotateHint}
        </span>
      </div>
    </>
  );
}
