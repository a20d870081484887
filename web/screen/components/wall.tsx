import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import type { ScreenState } from "@contract/screen-schedule";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import type { ScreenSession } from "../api/screen-session";
import { tasksOf, waitingOf } from "../lib/board-view";
import { useScreenToday } from "../lib/use-screen-today";
import { partOfDayOfHour } from "@contract/kitchen-day";
import { behindNote, familyClock, screenState, useNow } from "../lib/use-wall-clock";
import { withQueued } from "../lib/screen-queue";
import { useScreenQueue } from "../lib/use-screen-queue";
import { useWallActions } from "../lib/use-wall-actions";
import { useWakeLock } from "@web/components/ui/use-wake-lock";
import { useWallDialogs } from "../lib/use-wall-dialogs";
import { useIdle } from "../photos/use-idle";
import { ChildColumn } from "./child-column";
import { SidePanel } from "./side-panel";
import type { CookableDinner } from "./week-dinners";

/** The weather is not needed for the first draw: its piece loads after it (docs/features/weather.md). */
const WallWeather = lazy(() => import("../weather/wall-weather"));
/** The idle wall's slideshow, loaded when the wall first goes idle (docs/features/photos.md); a failed load shows none. */
const Slideshow = lazy(() => import("../photos/slideshow").catch(() => ({ default: () => null })));
/** Cook mode, loaded when tonight's recipe is opened (docs/features/cook-mode.md). */
const CookOnWall = lazy(() => import("../cook/cook-on-wall"));

/** A tap at night, or on the black screen outside its times, brings the light back for this long. */
const UNDIM_MS = 60_000;

/** The wall: a column per child, and beside them what waits, today's events, dinner and the shopping list; while the family cooks, it neither dims nor starts the slideshow. */
export function Wall({ session, onRevoked }: { session: ScreenSession; onRevoked: () => void }) {
  const day = useScreenToday(session.token, onRevoked);
  const queue = useScreenQueue(session.token, day);
  const actions = useWallActions(session.token, day.refresh, queue.add);
  const now = useNow();
  const clock = familyClock(now, session.timeZone);
  const part = partOfDayOfHour(clock.hour);
  const state = screenState(clock, day.today);
  const asleep = useAsleep(state);
  const idle = useIdle();
  const [cooking, setCooking] = useState<CookableDinner | null>(null);
  useWakeLock();
  const today = day.today && withQueued(day.today, queue.items);
  const { prompt } = actions;
  const { dialogs, load: loadDialogs } = useWallDialogs(today !== null, prompt !== null);
  return (
    <div
      onPointerDownCapture={loadDialogs}
      className={`flex h-dvh flex-col gap-3 bg-slate-100 p-3 transition-[filter] dark:bg-slate-950 ${asleep.now && state === "dim" && !cooking ? "brightness-40" : ""}`}
    >
      {cooking ? (
        <Suspense fallback={null}>
          <CookOnWall token={session.token} dinner={cooking} onClose={() => setCooking(null)} onDone={day.refresh} />
        </Suspense>
      ) : (
        <IdleCovers
          token={session.token}
          clock={clock.text}
          off={asleep.now && state === "off"}
          onWake={asleep.wake}
          idle={idle.idle && !asleep.now && today !== null}
          onTouched={idle.touched}
        />
      )}
      <header className="flex items-center gap-4 px-1">
        <h1 className="text-3xl font-bold tabular-nums text-slate-900 dark:text-slate-100">{clock.text}</h1>
        <p className="text-2xl text-slate-800 dark:text-slate-200">{t.partOfDay[part]}</p>
        <Suspense fallback={null}>
          <WallWeather token={session.token} timeZone={session.timeZone} now={now} />
        </Suspense>
        <WallStatus behind={behindNote(day, now, session.timeZone)} name={today?.screen.name ?? session.name} />
      </header>
      {actions.message || queue.note ? (
        <p role="status" className="fixed top-4 left-1/2 z-40 -translate-x-1/2 rounded-2xl bg-slate-900 px-6 py-3 text-xl font-semibold text-white shadow-lg">
          {actions.message ?? queue.note}
        </p>
      ) : null}
      {today ? (
        <main className="flex min-h-0 flex-1 gap-3">
          <div className="flex min-w-0 flex-1 gap-3 overflow-x-auto">
            {today.children.length === 0 ? <p className="p-6 text-xl text-slate-800 dark:text-slate-200">{t.noChildren}</p> : null}
            {today.children.map((child) => (
              <ChildColumn
                key={child.id}
                child={child}
                tasks={tasksOf(today, child, part)}
                earned={actions.earned?.memberId === child.id ? actions.earned.stars : null}
                onTick={(row) => actions.onTick(child, row)}
                onAsk={() => actions.setPrompt({ kind: "rewards", child })}
              />
            ))}
          </div>
          <SidePanel
            token={session.token}
            today={today}
            timeZone={session.timeZone}
            waiting={waitingOf(today)}
            onParent={actions.onParent}
            onShopping={actions.onShopping}
            onCook={setCooking}
          />
        </main>
      ) : (
        <main className="flex flex-1 items-center justify-center text-2xl text-slate-800 dark:text-slate-200">{day.offline ? t.networkError : t.loading}</main>
      )}
      {dialogs ? <dialogs.WallPrompt prompt={prompt} board={today} onAsk={actions.onAsk} onClose={() => actions.setPrompt(null)} /> : null}
    </div>
  );
}

/** The header's right end: how far behind the wall's day is, and the screen's name. */
function WallStatus({ behind, name }: { behind: string | null; name: string }) {
  return (
    <>
      <p className="ml-auto text-base text-slate-700 dark:text-slate-300" role="status">
        {behind}
      </p>
      <p className="text-base text-slate-700 dark:text-slate-300">{name}</p>
    </>
  );
}

interface IdleCoversProps {
  token: string;
  clock: string;
  off: boolean;
  onWake: () => void;
  idle: boolean;
  onTouched: () => void;
}

/** What covers the wall when nobody uses it (never while the family cooks): the black screen outside its times, else the slideshow once idle. */
function IdleCovers({ token, clock, off, onWake, idle, onTouched }: IdleCoversProps) {
  if (off) {
    // Over everything, so the tap that wakes the screen ticks nothing beneath it.
    return <button type="button" aria-label={t.wake} className="fixed inset-0 z-50 cursor-default bg-black" onClick={onWake} />;
  }
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Slideshow token={token} clock={clock} onEnd={onTouched} />
    </Suspense>
  );
}

/**
 * Dimmed at night or black outside the screen's times; a tap brings the light back for a minute:
 * anywhere on the dimmed wall (the tap goes on to what it touched, as before), only on the black
 * cover when it is off (`wake`, so that tap reaches nothing beneath it).
 */
function useAsleep(state: ScreenState): { now: boolean; wake: () => void } {
  const [awakeUntil, setAwakeUntil] = useState(0);
  const [, redraw] = useState(0);
  const wake = useCallback(() => {
    setAwakeUntil(Date.now() + UNDIM_MS);
    window.setTimeout(() => redraw((n) => n + 1), UNDIM_MS + 100);
  }, []);
  useEffect(() => {
    if (state !== "dim") return;
    window.addEventListener("pointerdown", wake);
    return () => window.removeEventListener("pointerdown", wake);
  }, [state, wake]);
  return { now: state !== "on" && Date.now() > awakeUntil, wake };
}
