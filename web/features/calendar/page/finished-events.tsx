import { LazyFold } from "@web/components/ui/list/lazy-fold";
import { lazyPage } from "@web/lib/lazy-page";
import { foCalendar } from "@web/i18n/fo/calendar";
import type { FinishedEventsPanelProps } from "../components/finished-events-panel";

/** A calendar opened to plan ahead never needs the finished events' rows and paging. */
const FinishedEventsPanel = lazyPage<FinishedEventsPanelProps>(() =>
  import("../components/finished-events-panel").then((module) => module.FinishedEventsPanel),
);

/** 'Liðug tiltøk (N)' folded away; nothing when no event has finished. */
export function FinishedEvents({ count, ...panel }: FinishedEventsPanelProps & { count: number }) {
  if (count === 0 && panel.finished.length === 0) return null;
  return <LazyFold showLabel={foCalendar.finishedToggle(count)} hideLabel={foCalendar.finishedHide} panel={FinishedEventsPanel} panelProps={panel} />;
}
