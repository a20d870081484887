import { startOfFamilyDay } from "@contract/time/zoned";
import { formatTime } from "@web/lib/dates";
import { foCalendarViews } from "@web/i18n/fo/calendar-views";
import type { DayOccurrence } from "./lib/day-events";
import type { ViewEvent } from "./lib/view-events";

/** When an occurrence is on its day: all day, till its end when it began on an earlier day, or from–to. */
function timeOf({ item, start, end }: DayOccurrence<ViewEvent>, date: string, timeZone: string): string {
  const t = foCalendarViews;
  if (item.allDay) return t.allDay;
  if (start < Date.parse(startOfFamilyDay(date, timeZone))) return t.until(formatTime(end, timeZone));
  return end > start ? `${formatTime(start, timeZone)}–${formatTime(end, timeZone)}` : formatTime(start, timeZone);
}

/**
 * A day's events in the views, with their times, each in its colour: an outside calendar's with
 * the calendar's name, the other home's with the other home's (read-only: nothing here edits).
 */
export function DayEventsList({ list, date, timeZone }: { list: readonly DayOccurrence<ViewEvent>[]; date: string; timeZone: string }) {
  const t = foCalendarViews;
  if (list.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">{t.noEvents}</p>;
  return (
    <ul className="space-y-1.5">
      {list.map((occurrence) => {
        const { item } = occurrence;
        return (
          <li
            key={`${item.id}:${occurrence.start}`}
            className="flex flex-col rounded-r-md border-l-4 bg-slate-50 py-1 pr-2 pl-2 sm:flex-row sm:gap-2 dark:bg-slate-800/60"
            style={{ borderLeftColor: item.color }}
            data-kind={item.kind}
            title={item.kind === "otherHome" ? t.otherHomeReadOnly : undefined}
          >
            <span className="shrink-0 text-xs text-slate-700 tabular-nums sm:w-24 sm:pt-0.5 sm:text-sm dark:text-slate-300">
              {timeOf(occurrence, date, timeZone)}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-medium break-words">{item.title}</span>
              {item.source ? (
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {item.kind === "otherHome" ? t.fromOtherHome(item.source) : t.fromCalendar(item.source)}
                </span>
              ) : null}
              {item.location ? <span className="block text-xs break-words text-slate-600 dark:text-slate-400">{item.location}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
