import type { ReactNode } from "react";
import { HISTORY_PAGE } from "@contract/limits";
import type { CalendarEvent } from "@contract/schemas/events";
import { Disclosure, DisclosureButton, DisclosurePanel } from "@web/components/ui/disclosure";
import { HistoryMoreButton } from "@web/components/ui/history-more";
import { buttonClass } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { ChevronDownIcon } from "@web/components/ui/icons";
import { useHistoryPages } from "@web/lib/history-pages";
import { foCalendar } from "@web/i18n/fo/calendar";
import { finishedEventsQueryKey, getFinishedEvents } from "../api/get-events";
import { finishedShown, type ShownEvent } from "../lib/event-lists";

interface FinishedEventsProps {
  familyId: string;
  /** The kept events finished on the family's clock, latest end first. */
  finished: readonly ShownEvent[];
  /** 'Liðug tiltøk (N)': every finished event, kept or not. */
  count: number;
  /** The cursor of the page after the list's first. */
  nextBefore: string | null;
  timeZone: string;
  list: (shown: readonly ShownEvent[]) => ReactNode;
}

/** 'Liðug tiltøk (N)' folded away: the finished events latest end first, then older pages at each 'Vís fleiri'. */
export function FinishedEvents({ familyId, finished, count, nextBefore, timeZone, list }: FinishedEventsProps) {
  const t = foCalendar;
  const history = useHistoryPages<CalendarEvent>({
    queryKey: finishedEventsQueryKey(familyId),
    firstRows: finished.map((shown) => shown.event),
    nextBefore,
    collapsed: HISTORY_PAGE,
    fetchPage: (before, signal) => getFinishedEvents(familyId, before, signal).then((page) => ({ rows: page.events, nextBefore: page.nextBefore })),
  });
  if (count === 0 && finished.length === 0) return null;
  const shownOf = new Map(finished.map((shown) => [shown.event.id, shown]));
  const visible = history.visible.map((event) => shownOf.get(event.id) ?? finishedShown(event, timeZone));
  return (
    <Disclosure as="div" className="space-y-4">
      <DisclosureButton className={buttonClass("secondary", "group w-full justify-between!")}>
        {({ open }) => (
          <>
            {open ? t.finishedHide : t.finishedToggle(count)}
            <ChevronDownIcon className="transition-transform group-data-open:rotate-180" />
          </>
        )}
      </DisclosureButton>
      <DisclosurePanel>
        <Card aria-labelledby="finished-title">
          <CardHeader id="finished-title" title={t.finishedTitle} />
          {list(visible)}
          <HistoryMoreButton history={history} />
        </Card>
      </DisclosurePanel>
    </Disclosure>
  );
}
