import { Card, CardHeader } from "@web/components/ui/card";
import { lazyWhenVisible } from "@web/components/ui/when-visible";
import { foCalendar } from "@web/i18n/fo/calendar";

const loadingLine = <p className="text-sm text-slate-600 dark:text-slate-400">{foCalendar.feedLoading}</p>;

/** The link, its copy button and the new-link button: loaded when the card comes into view. */
const CalendarFeedBody = lazyWhenVisible(() => import("./calendar-feed-body").then((module) => module.CalendarFeedBody), loadingLine);

/** The family's subscription link for phone calendars, with copy, a new link (the old stops working) and how to add it. */
export function CalendarFeedCard({ familyId }: { familyId: string }) {
  const t = foCalendar;
  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardHeader id="calendar-feed-title" title={t.feedTitle} description={t.feedIntro} />
      <CalendarFeedBody familyId={familyId} />
    </Card>
  );
}
