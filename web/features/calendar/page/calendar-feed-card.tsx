import { Card, CardHeader } from "@web/components/ui/card";
import { LazyFold } from "@web/components/ui/list/lazy-fold";
import { lazyPage } from "@web/lib/lazy-page";
import { foCalendar } from "@web/i18n/fo/calendar";

/** The link, its copy button and the new-link button: loaded when the fold opens (or on its toggle's focus or hover). */
const CalendarFeedBody = lazyPage<{ familyId: string }>(() => import("../feed/calendar-feed-body").then((module) => module.CalendarFeedBody));

/**
 * The family's subscription link for phone calendars, with copy, a new link (the old stops working)
 * and how to add it. Folded: it is wanted once per phone, and its code stays off the calendar's first
 * load (docs/bench.md, "First-load budgets").
 */
export function CalendarFeedCard({ familyId }: { familyId: string }) {
  const t = foCalendar;
  return (
    <Card aria-labelledby="calendar-feed-title">
      <CardHeader id="calendar-feed-title" title={t.feedTitle} description={t.feedIntro} />
      <LazyFold showLabel={t.feedShow} hideLabel={t.feedHide} panel={CalendarFeedBody} panelProps={{ familyId }} />
    </Card>
  );
}
