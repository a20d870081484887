import { Link } from "wouter";
import { foCalendar } from "@web/i18n/fo/calendar";

/**
 * Which of the calendar's views is shown, kept in the URL so a reload keeps it: `/calendar` the
 * list, `?view=vika` the week, `?view=manadur` the month (docs/features/calendar.md "Week and month views").
 */
export type CalendarView = "list" | "week" | "month";

const PARAMS: Record<CalendarView, string | null> = { list: null, week: "vika", month: "manadur" };

export function viewOfSearch(search: string): CalendarView {
  const param = new URLSearchParams(search).get("view");
  return param === PARAMS.week ? "week" : param === PARAMS.month ? "month" : "list";
}

const hrefOf = (view: CalendarView) => {
  const param = PARAMS[view];
  return param === null ? "/calendar" : `/calendar?view=${param}`;
};

/** 'Listi / Vika / Mánaður': links, the shown one marked; the views' code starts loading on a touch of theirs. */
export function ViewSwitch({ view, onPreload }: { view: CalendarView; onPreload: () => void }) {
  const t = foCalendar;
  const labels: Record<CalendarView, string> = { list: t.viewList, week: t.viewWeek, month: t.viewMonth };
  return (
    <nav aria-label={t.viewSwitch} className="mb-4">
      <ul className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
        {(["list", "week", "month"] as const).map((each) => (
          <li key={each}>
            <Link
              href={hrefOf(each)}
              replace
              aria-current={each === view ? "page" : undefined}
              onPointerDown={each === "list" ? undefined : onPreload}
              onFocus={each === "list" ? undefined : onPreload}
              className="flex min-h-10 items-center justify-center rounded-md text-sm font-medium hover:bg-white/60 aria-[current=page]:bg-white aria-[current=page]:text-slate-900 aria-[current=page]:shadow-sm dark:hover:bg-slate-700 dark:aria-[current=page]:bg-slate-900 dark:aria-[current=page]:text-white"
            >
              {labels[each]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
