import { Link } from "wouter";
import { foCalendar } from "@web/i18n/fo/calendar";

/**
 * Which of the calendar's views is shown, kept in the URL so a reload keeps it: `/calendar` the
 * list, `?view=vika` the week, `?view=manadur` the month (docs/features/calendar.md "Week and month views").
 */
export type CalendarView = "list" | "week" | "month";

export function viewOfSearch(search: string): CalendarView {
  const param = new URLSearchParams(search).get("view");
  return param === "vika" ? "week" : param === "manadur" ? "month" : "list";
}

const VIEWS = [
  ["list", "/calendar", foCalendar.viewList],
  ["week", "/calendar?view=vika", foCalendar.viewWeek],
  ["month", "/calendar?view=manadur", foCalendar.viewMonth],
] as const;

/** 'Listi / Vika / Mánaður': links, the shown one marked; the views' code starts loading on a touch of the switch. */
export function ViewSwitch({ view, onPreload }: { view: CalendarView; onPreload: () => void }) {
  return (
    <nav aria-label={foCalendar.viewSwitch} className="mb-4">
      <ul className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {VIEWS.map(([each, href, label]) => (
          <li key={each}>
            <Link
              href={href}
              replace
              aria-current={each === view ? "page" : undefined}
              onPointerDown={onPreload}
              onFocus={onPreload}
              className="flex min-h-11 items-center justify-center rounded-md text-sm font-medium hover:bg-white/60 aria-[current=page]:bg-white aria-[current=page]:text-slate-900 aria-[current=page]:shadow-sm dark:hover:bg-slate-700 dark:aria-[current=page]:bg-slate-900 dark:aria-[current=page]:text-white"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
