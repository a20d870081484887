import { useState } from "react";
import { IconButton } from "@web/components/ui/button";
import { Icon, type IconProps } from "@web/components/ui/icon";
import { foCalendarViews } from "@web/i18n/fo/calendar-views";
import { addDays, weekDays, weekStart } from "./lib/calendar-range";
import { childBands } from "./lib/custody-band";
import { eventsByDay } from "./lib/day-events";
import { DayEventsList } from "./day-events-list";
import { BandStrips, CustodyLegend, dayParts, nightsText, ViewHeader, type ViewProps } from "./view-parts";

const PlusIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 5v14M5 12h14" />
  </Icon>
);

/** 'Vika': Monday to Sunday a row each, the day's events with their times, and a button to add one that day. */
export function WeekView({ familyId, timeZone, today, items, links, onAdd }: ViewProps) {
  const t = foCalendarViews;
  const [monday, setMonday] = useState(() => weekStart(today));
  const days = weekDays(monday);
  const from = days[0] ?? monday;
  const to = days[6] ?? monday;
  const byDay = eventsByDay(items, from, to, timeZone);
  const bands = childBands(links, familyId, from, to);
  const first = dayParts(from);
  const last = dayParts(to);

  return (
    <div>
      <ViewHeader
        title={t.weekTitle(first, last)}
        previous={t.previousWeek}
        next={t.nextWeek}
        onMove={(step) => setMonday(addDays(monday, 7 * step))}
        onToday={() => setMonday(weekStart(today))}
        atToday={monday === weekStart(today)}
      />
      <ol className="divide-y divide-slate-200 dark:divide-slate-800">
        {days.map((date) => {
          const parts = dayParts(date);
          const isToday = date === today;
          const nights = nightsText(bands, date);
          return (
            <li
              key={date}
              data-date={date}
              aria-current={isToday ? "date" : undefined}
              className={`flex gap-3 py-2 ${isToday ? "bg-brand-50 dark:bg-brand-700/20" : ""}`}
            >
              <div className="flex w-14 shrink-0 flex-col pl-1">
                <h3 className="text-sm">
                  <span aria-hidden="true" className="block font-medium text-slate-600 dark:text-slate-400">
                    {parts.short}
                  </span>
                  <span aria-hidden="true" className={`text-lg font-semibold tabular-nums ${isToday ? "text-brand-700 dark:text-brand-500" : ""}`}>
                    {parts.day}.
                  </span>
                  <span className="sr-only">
                    {t.dayTitle(parts.long, parts.day, parts.month)}
                    {isToday ? `, ${t.today}` : ""}
                  </span>
                </h3>
                <BandStrips bands={bands} date={date} />
                {nights.length > 0 ? <span className="sr-only">{nights.join("; ")}</span> : null}
              </div>
              <div className="min-w-0 flex-1 self-center">
                <DayEventsList list={byDay.get(date) ?? []} date={date} timeZone={timeZone} />
              </div>
              <IconButton label={t.addOn(parts.day, parts.month)} className="self-center" onClick={() => onAdd(date)}>
                <PlusIcon />
              </IconButton>
            </li>
          );
        })}
      </ol>
      <CustodyLegend bands={bands} />
    </div>
  );
}
