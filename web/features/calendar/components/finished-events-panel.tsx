import type { ReactNode } from "react";
import { HISTORY_PAGE } from "@contract/limits";
import type { CalendarEvent } from "@contract/schemas/events";
import { Card, CardHeader } from "@web/components/ui/card";
import { HistoryMoreButton } from "@web/components/ui/history/history-more";
import { useHistoryPages } from "@web/components/ui/history/history-pages";
import { foCalendar } from "@web/i18n/fo/calendar";
import { finishedEventsQueryKey, getFinishedEvents } from "../reads/get-events";
import { useRuleExpansion } from "../reads/use-rule-expansion";
import { finishedShown, type ShownEvent } from "../reads/event-lists";

export interface FinishedEventsPanelProps {
  familyId: string;
  /** The kept events finished on the family's clock, latest end first. */
  finished: readonly ShownEvent[];
  /** The cursor of the page after the list's first. */
  nextBefore: string | null;
  timeZone: string;
  list: (shown: readonly ShownEvent[]) => ReactNode;
}

/** The finished events latest end first, then older pages at each 'Vís fleiri'. */
export function FinishedEventsPanel({ familyId, finished, nextBefore, timeZone, list }: FinishedEventsPanelProps) {
  const history = useHistoryPages<CalendarEvent>({
    queryKey: finishedEventsQueryKey(familyId),
    firstRows: finished.map((shown) => shown.event),
    nextBefore,
    collapsed: HISTORY_PAGE,
    fetchPage: (before, signal) => getFinishedEvents(familyId, before, signal).then((page) => ({ rows: page.events, nextBefore: page.nextBefore })),
  });
  useRuleExpansion(history.visible);
  const shownOf = new Map(finished.map((shown) => [shown.event.id, shown]));
  const visible = history.visible.map((event) => shownOf.get(event.id) ?? finishedShown(event, timeZone));
  return (
    <Card aria-labelledby="finished-title">
      <CardHeader id="finished-title" title={foCalendar.finishedTitle} />
      {list(visible)}
      <HistoryMoreButton history={history} />
    </Card>
  );
}
