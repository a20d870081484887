import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { foCalendarViews } from "@web/i18n/fo/calendar-views";
import { addMonths, firstOfMonth, inMonth, monthGrid, monthOf, type YearMonth } from "./lib/calendar-range";
import { childBands, type ChildBand } from "./lib/custody-band";
import { eventsByDay, type DayOccurrence } from "./lib/day-events";
import type { ViewEvent } from "./lib/view-events";
import { DayEventsList } from "./day-events-list";
import { BandStrips, CustodyLegend, dayParts, MONDAY_FIRST, nightsText, ViewHeader, type ViewProps } from "./view-parts";

const MARKS = 3;

/** A day's events in its cell: dots on a phone, short titles from a tablet's width on. */
function DayMarks({ list }: { list: readonly DayOccurrence<ViewEvent>[] }) {
  const t = foCalendarViews;
  if (list.length === 0) return null;
  const more = list.length > MARKS ? <span className="text-[10px] leading-none text-slate-600 dark:text-slate-400">{t.more(list.length - MARKS)}</span> : null;
  return (
    <span aria-hidden="true" className="mt-1 w-full">
      <span className="flex flex-wrap items-center gap-0.5 sm:hidden">
        {list.slice(0, MARKS).map(({ item, start }) => (
          <span key={`${item.id}:${start}`} className="size-2 rounded-full" style={{ backgroundColor: item.color }} data-event-mark={item.title} />
        ))}
        {more}
      </span>
      <span className="hidden w-full flex-col gap-0.5 sm:flex">
        {list.slice(0, MARKS).map(({ item, start }) => (
          <span
            key={`${item.id}:${start}`}
            className="truncate rounded-r-sm border-l-2 bg-slate-100 px-1 text-left text-[11px] leading-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            style={{ borderLeftColor: item.color }}
          >
            {item.title}
          </span>
        ))}
        {more}
      </span>
    </span>
  );
}

interface DayCellProps {
  date: string;
  month: YearMonth;
  today: string;
  selected: boolean;
  list: readonly DayOccurrence<ViewEvent>[];
  bands: readonly ChildBand[];
  onSelect: (date: string) => void;
}

function DayCell({ date, month, today, selected, list, bands, onSelect }: DayCellProps) {
  const t = foCalendarViews;
  const parts = dayParts(date);
  const isToday = date === today;
  const label = [t.dayLabel(parts.long, parts.day, parts.month, isToday, list.length), ...nightsText(bands, date)].join("; ");
  const tone = inMonth(date, month) ? "text-slate-900 dark:text-slate-100" : "text-slate-400 dark:text-slate-500";
  return (
    <td className="p-0.5 align-top">
      <button
        type="button"
        aria-label={label}
        data-date={date}
        aria-pressed={selected}
        aria-current={isToday ? "date" : undefined}
        onClick={() => onSelect(date)}
        className={`flex h-16 w-full flex-col items-start rounded-md border p-1 sm:h-24 ${tone} ${
          selected ? "border-brand-700 ring-2 ring-brand-700 dark:border-brand-500 dark:ring-brand-500" : "border-slate-200 dark:border-slate-700"
        } hover:bg-slate-50 dark:hover:bg-slate-800`}
      >
        <span
          className={`grid size-6 place-items-center rounded-full text-sm tabular-nums ${isToday ? "bg-brand-700 font-semibold text-white dark:bg-brand-600" : ""}`}
        >
          {parts.day}
        </span>
        <DayMarks list={list} />
        <BandStrips bands={bands} date={date} />
      </button>
    </td>
  );
}

/** 'Mánaður': the month's grid (Monday first), the chosen day's events under it and a button to add one on that day. */
export function MonthView({ familyId, timeZone, today, items, links, onAdd }: ViewProps) {
  const t = foCalendarViews;
  const [month, setMonth] = useState(() => monthOf(today));
  const [selected, setSelected] = useState(today);
  const grid = monthGrid(month);
  const from = grid[0]?.[0] ?? firstOfMonth(month);
  const to = grid.at(-1)?.[6] ?? from;
  const byDay = eventsByDay(items, from, to, timeZone);
  const bands = childBands(links, familyId, from, to);
  const todayMonth = monthOf(today);
  const atToday = month.year === todayMonth.year && month.month === todayMonth.month;
  const show = (next: YearMonth) => {
    setMonth(next);
    setSelected(inMonth(today, next) ? today : firstOfMonth(next));
  };
  const chosen = dayParts(selected);

  return (
    <div>
      <ViewHeader
        title={t.monthTitle(month.year, month.month)}
        previous={t.previousMonth}
        next={t.nextMonth}
        onMove={(step) => show(addMonths(month, step))}
        onToday={() => show(todayMonth)}
        atToday={atToday}
      />
      <table className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {MONDAY_FIRST.map((day) => (
              <th key={day.long} scope="col" className="pb-1 text-xs font-medium text-slate-600 dark:text-slate-400">
                <abbr title={day.long} className="no-underline">
                  {day.short}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => (
                <DayCell
                  key={date}
                  date={date}
                  month={month}
                  today={today}
                  selected={date === selected}
                  list={byDay.get(date) ?? []}
                  bands={bands}
                  onSelect={setSelected}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <CustodyLegend bands={bands} />
      <section aria-labelledby="calendar-day-title" className="mt-4 space-y-3">
        <h3 id="calendar-day-title" className="font-semibold first-letter:uppercase">
          {t.dayTitle(chosen.long, chosen.day, chosen.month)}
        </h3>
        <DayEventsList list={byDay.get(selected) ?? []} date={selected} timeZone={timeZone} />
        <Button variant="secondary" onClick={() => onAdd(selected)}>
          {t.addOn(chosen.day, chosen.month)}
        </Button>
      </section>
    </div>
  );
}
