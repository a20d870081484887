import { Suspense, useState, type ReactNode } from "react";
import { useSearch } from "wouter";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { LazyFold } from "@web/components/ui/list/lazy-fold";
import { lazyPage } from "@web/lib/lazy-page";
import { ShowMoreButton, useCollapsedRows } from "@web/components/ui/list/show-more";
import { useNow } from "@web/lib/clock";
import { useQueuedIds } from "@web/lib/write-queue";
import { useDrawnRead, useFirstAnswerPending } from "@web/lib/first-answer";
import { foCalendar } from "@web/i18n/fo/calendar";
import { useEvents } from "../reads/get-events";
import { useRuleExpansion } from "../reads/use-rule-expansion";
import { preloadOnTouch, useChange } from "@web/lib/changes/use-change";
import { finishedEventCount, splitEvents, type ShownEvent } from "../reads/event-lists";
import { CalendarFeedCard } from "./calendar-feed-card";
import { EventRow } from "./event-row";
import { FinishedEvents } from "./finished-events";
import { ViewSwitch, viewOfSearch } from "./view-switch";
import type { CalendarViewsProps } from "../views/calendar-views";

/** The outside calendars' list and add button: loaded when their fold opens (docs/bench.md). */
const OutsideCalendarsPanel = lazyPage<{ familyId: string; timeZone: string }>(() =>
  import("../outside-calendars/outside-calendars-card").then((module) => module.OutsideCalendarsPanel),
);

/** The week and month views: a chunk of their own, with the homes read, loaded when one is chosen (docs/bench.md). */
const CalendarViews = lazyPage<CalendarViewsProps>(() => import("../views/calendar-views").then((module) => module.CalendarViews));

const NewEventDialog = lazyDialog(() => import("../components/new-event-dialog").then((module) => module.NewEventDialog));

/** The lists' rows with their rename and delete, whose changes load on the page's first touch (`preload`). */
function useEventList(familyId: string, timeZone: string) {
  const rename = useChange("calendar/rename-event");
  const remove = useChange("calendar/delete-event");
  const queued = useQueuedIds();
  // Under the page's h1 the upcoming events' titles are h2s; under the finished card's h2, h3s.
  const list = (shown: readonly ShownEvent[], titleAs: "h2" | "h3" = "h3") => (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {shown.map((item) => (
        <EventRow
          key={item.event.id}
          shown={item}
          pending={queued.has(item.event.id)}
          titleAs={titleAs}
          timeZone={timeZone}
          familyId={familyId}
          onRename={(event, title) => rename.mutate({ familyId, id: event.id, title })}
          onDelete={(event) => remove.mutate({ familyId, id: event.id })}
        />
      ))}
    </ul>
  );
  return { list, preload: preloadOnTouch(rename, remove) };
}

interface CalendarPageProps {
  familyId: string;
  userId: string;
  timeZone: string;
}

/**
 * /calendar (card 'Kalendari'): upcoming events (or the week or month the URL names), the finished
 * ones folded away, a new event, and the phone-calendar link.
 */
export function CalendarPage({ familyId, userId, timeZone }: CalendarPageProps) {
  const { list, preload } = useEventList(familyId, timeZone);
  const t = foCalendar;
  const events = useDrawnRead(useEvents({ familyId }));
  const settling = useFirstAnswerPending(events);
  const now = useNow();
  const view = viewOfSearch(useSearch());
  // The new-event dialog: closed, open at the default start, or open on a day a view chose.
  const [creating, setCreating] = useState<false | { date: string | null }>(false);
  // A phone's rule is drawn by its own expansion once that is loaded (the page draws again then).
  useRuleExpansion(events.data?.events ?? []);
  const { upcoming, finished } = splitEvents(events.data?.events ?? [], now, timeZone);
  const rows = useCollapsedRows(upcoming);

  const loading = <p className="text-slate-600 dark:text-slate-400">{t.loading}</p>;
  let body: ReactNode;
  if (view !== "list" && events.data)
    body = (
      <Suspense fallback={loading}>
        <CalendarViews view={view} familyId={familyId} timeZone={timeZone} events={events.data.events} onAdd={(date) => setCreating({ date })} />
      </Suspense>
    );
  else if (events.isPending) body = loading;
  else if (events.isError && !events.data) body = <p className="text-slate-600 dark:text-slate-400">{t.fetchError}</p>;
  else if (upcoming.length === 0) body = <p className="text-slate-600 dark:text-slate-400">{t.empty}</p>;
  else
    body = (
      <>
        {list(rows.visible, "h2")}
        <ShowMoreButton rows={rows} moreText={t.showMore} lessText={t.showLess} />
      </>
    );

  // The rows' changes load on the page's first touch.
  return (
    <div className="space-y-4" {...preload}>
      <Card aria-labelledby="calendar-title">
        <CardHeader id="calendar-title" as="h1" title={t.title} description={events.data !== undefined ? t.upcomingCount(upcoming.length) : undefined} />
        <ViewSwitch view={view} onPreload={CalendarViews.preload} />
        {body}
      </Card>
      {settling ? null : (
        <>
          {view === "list" ? (
            <FinishedEvents
              familyId={familyId}
              finished={finished}
              count={events.data ? finishedEventCount(events.data, finished) : 0}
              nextBefore={events.data?.nextBefore ?? null}
              timeZone={timeZone}
              list={list}
            />
          ) : null}
          <Card aria-labelledby="new-event-title">
            <CardHeader id="new-event-title" title={t.newTitle} />
            <Button onClick={() => setCreating({ date: null })} onPointerDown={NewEventDialog.preload} onFocus={NewEventDialog.preload}>
              {t.newButton}
            </Button>
          </Card>
          <Card aria-labelledby="outside-calendars-title">
            <CardHeader id="outside-calendars-title" title={t.outsideTitle} description={t.outsideIntro} />
            <LazyFold showLabel={t.outsideShow} hideLabel={t.outsideHide} panel={OutsideCalendarsPanel} panelProps={{ familyId, timeZone }} />
          </Card>
          <CalendarFeedCard familyId={familyId} />
        </>
      )}
      <NewEventDialog
        open={creating !== false}
        onClose={() => setCreating(false)}
        familyId={familyId}
        userId={userId}
        timeZone={timeZone}
        date={creating ? creating.date : null}
      />
    </div>
  );
}
