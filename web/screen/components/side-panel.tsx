import { type FormEvent, useState } from "react";
import type { ScreenEvent, ScreenToday } from "@contract/schemas/kitchen-screen";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import type { Waiting } from "../lib/board-view";
import { Countdowns, sectionHeading } from "./countdowns";
import { type CookableDinner, WeekDinners } from "./week-dinners";

interface SidePanelProps {
  token: string;
  today: ScreenToday;
  timeZone: string;
  waiting: Waiting[];
  onParent: (item: Waiting, action: "approve" | "undo") => void;
  onShopping: (name: string) => Promise<boolean>;
  onCook: (dinner: CookableDinner) => void;
}

/** Beside the children: what waits for a parent, today's events, the countdowns, where a linked child sleeps tonight, the week's dinners and the shopping list's add. */
export function SidePanel({ token, today, timeZone, waiting, onParent, onShopping, onCook }: SidePanelProps) {
  const time = new Intl.DateTimeFormat("fo-FO", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return (
    <aside className="flex w-72 shrink-0 flex-col gap-3 overflow-y-auto">
      {waiting.length ? (
        <section aria-labelledby="waiting-title" className="rounded-3xl bg-amber-50 p-3 dark:bg-amber-950">
          <h2 id="waiting-title" className={sectionHeading}>
            {t.waitingTitle}
          </h2>
          <ul className="mt-2 space-y-2">
            {waiting.map((item) => (
              <li key={item.id} className="rounded-2xl bg-white p-2 dark:bg-slate-900">
                <p className="font-medium text-slate-900 dark:text-slate-100">
                  {item.kind === "request" ? t.waitingRequest(item.child.name, item.label) : t.waitingTick(item.child.name, item.label)}
                </p>
                <div className="mt-1 flex gap-2">
                  <button
                    type="button"
                    onClick={() => onParent(item, "approve")}
                    className="min-h-12 flex-1 rounded-xl bg-emerald-700 font-semibold text-white"
                  >
                    {t.approve}
                  </button>
                  <button
                    type="button"
                    onClick={() => onParent(item, "undo")}
                    className="min-h-12 flex-1 rounded-xl bg-slate-200 font-semibold text-slate-900 dark:bg-slate-700 dark:text-slate-100"
                  >
                    {item.kind === "request" ? t.decline : t.undo}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="events-title" className="rounded-3xl bg-white p-3 dark:bg-slate-900">
        <h2 id="events-title" className={sectionHeading}>
          {t.eventsTitle}
        </h2>
        {today.events.length ? (
          <ul className="mt-1 space-y-1">
            {today.events.map((event) => (
              <EventItem key={`${event.id}-${event.startTime}`} event={event} time={time} />
            ))}
          </ul>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">{t.noEvents}</p>
        )}
      </section>
      <Countdowns countdowns={today.countdowns} />
      {today.homes.length ? (
        <section aria-labelledby="homes-title" className="rounded-3xl bg-white p-3 dark:bg-slate-900">
          <h2 id="homes-title" className={sectionHeading}>
            🏠 {t.homesTitle}
          </h2>
          <ul className="mt-1 space-y-1">
            {today.homes.map((child) => (
              <li key={child.memberId} className="text-lg text-slate-800 dark:text-slate-200">
                {child.tonight === "here" ? t.sleepsHere(child.name) : t.sleepsAt(child.name, child.otherHome)}
                {child.changesToday ? (
                  <span className="text-slate-600 dark:text-slate-400"> ({child.tonight === "here" ? t.comesToday : t.leavesToday})</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <WeekDinners token={token} date={today.date} week={today.week} onCook={onCook} />
      <ShoppingAdd count={today.shopping.length} onAdd={onShopping} />
    </aside>
  );
}

/** One of today's events; an outside calendar's is drawn in its calendar's colour with its name, as on the phones. */
function EventItem({ event, time }: { event: ScreenEvent; time: Intl.DateTimeFormat }) {
  const outside = event.subscription;
  return (
    <li
      className={`text-base text-slate-800 dark:text-slate-200 ${outside ? "border-l-4 pl-2" : ""}`}
      style={outside ? { borderLeftColor: outside.color } : undefined}
      data-calendar-color={outside?.color}
    >
      <span className="font-semibold tabular-nums">{event.allDay ? t.allDay : time.format(new Date(event.startTime))}</span> {event.title}
      {outside ? (
        <span className="block text-sm text-slate-700 dark:text-slate-300" title={t.fromCalendar(outside.name)}>
          {outside.name}
        </span>
      ) : null}
    </li>
  );
}

function ShoppingAdd({ count, onAdd }: { count: number; onAdd: (name: string) => Promise<boolean> }) {
  const [name, setName] = useState("");
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && (await onAdd(name.trim()))) setName("");
  };
  return (
    <section aria-labelledby="shopping-title" className="rounded-3xl bg-white p-3 dark:bg-slate-900">
      <h2 id="shopping-title" className={sectionHeading}>
        🛒 {t.shoppingTitle} <span className="font-normal text-slate-700 dark:text-slate-300">({count})</span>
      </h2>
      <form onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-2">
        <label htmlFor="kitchen-shopping" className="sr-only">
          {t.shoppingLabel}
        </label>
        <input
          id="kitchen-shopping"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t.shoppingLabel}
          className="min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
        />
        <button type="submit" className="min-h-12 rounded-xl bg-brand-700 px-3 font-semibold text-white">
          {t.shoppingAdd}
        </button>
      </form>
    </section>
  );
}
