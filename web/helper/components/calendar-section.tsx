import type { HelperEvent } from "@contract/schemas/helpers";
import { foHelperApp as t } from "@web/i18n/fo/helper-app";
import { calendarDays, eventTimes } from "../lib/calendar-days";
import { emptyText, Section } from "./section";

/** The phone's calendar app subscribes to a webcal:// address (iOS and most Android calendars open it). */
const webcal = (url: string) => url.replace(/^https?:/, "webcal:");

/** The next 14 days, day by day, and the link into the phone's own calendar. */
export function CalendarSection({ events, feedUrl, timeZone, now }: { events: HelperEvent[]; feedUrl?: string; timeZone: string; now: number }) {
  const days = calendarDays(events, now, timeZone);
  return (
    <Section title={t.calendarTitle} id="helper-calendar">
      {days.length === 0 ? <p className={emptyText}>{t.noEvents}</p> : null}
      <div className="space-y-4">
        {days.map((day) => (
          <div key={day.date}>
            <h3 className="mb-1 text-sm font-semibold text-brand-800 dark:text-brand-500">{day.label}</h3>
            <ul className="space-y-1">
              {day.events.map((event) => (
                <li key={`${event.eventId}-${event.startTime}`} className="flex gap-3 rounded-xl bg-slate-50 p-2 dark:bg-slate-800">
                  <span className="w-24 shrink-0 text-sm tabular-nums text-slate-700 dark:text-slate-300">{eventTimes(event, timeZone)}</span>
                  <span className="min-w-0 flex-1">
                    <span className="block break-words font-medium">{event.title}</span>
                    {event.location ? <span className={`block text-sm ${emptyText}`}>{event.location}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {feedUrl ? (
        <a
          href={webcal(feedUrl)}
          className="mt-4 flex min-h-11 items-center justify-center rounded-xl border border-brand-700 px-4 text-center font-semibold text-brand-800 dark:text-brand-500"
        >
          {t.subscribe}
        </a>
      ) : null}
    </Section>
  );
}
