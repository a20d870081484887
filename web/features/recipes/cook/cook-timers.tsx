import { Icon, type IconProps } from "@web/components/ui/icon";
import { foCook as t } from "@web/i18n/fo/cook";
import { clockText, type CookTimers, isRinging, secondsLeft } from "./use-cook-timers";

const PauseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M8 5v14M16 5v14" />
  </Icon>
);
const PlayIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m7 4 13 8-13 8Z" />
  </Icon>
);
const StopIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="6" y="6" width="12" height="12" rx="1" />
  </Icon>
);

const iconButton =
  "inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/70 text-slate-900 hover:bg-white dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700";

/** The banner while a timer is due: what ended, and the button that silences it. */
export function AlarmBanner({ timers }: { timers: CookTimers }) {
  if (timers.ringing.length === 0) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-4 bg-amber-400 px-4 py-3 text-slate-950 sm:px-6">
      <p className="min-w-0 flex-1 text-2xl font-bold sm:text-3xl">{timers.ringing.map((timer) => t.timeUp(timer.label)).join(" · ")}</p>
      <button type="button" onClick={timers.dismiss} className="min-h-16 rounded-2xl bg-slate-950 px-8 text-2xl font-semibold text-white hover:bg-slate-800">
        {t.dismissAlarm}
      </button>
    </div>
  );
}

/** Every timer started, whichever step is shown: its countdown, pause or go on, and stop. */
export function RunningTimers({ timers }: { timers: CookTimers }) {
  if (timers.timers.length === 0) return null;
  return (
    <ul aria-label={t.timers} className="flex flex-wrap gap-2 border-b border-slate-200 px-4 py-2 sm:px-6 dark:border-slate-800">
      {timers.timers.map((timer) => {
        const paused = timer.endsAt === null;
        const due = isRinging(timer, timers.now);
        return (
          <li
            key={timer.id}
            className={`flex w-full items-center gap-3 rounded-2xl py-1 pr-1 pl-4 sm:w-auto ${due ? "bg-amber-400 text-slate-950" : "bg-slate-100 text-slate-900 dark:bg-slate-900 dark:text-slate-100"}`}
          >
            <span className="min-w-0 flex-1 truncate text-base sm:flex-none">{timer.label}</span>
            <span className="text-3xl font-bold tabular-nums" role="timer">
              {clockText(secondsLeft(timer, timers.now))}
            </span>
            {paused ? <span className="text-base">{t.paused}</span> : null}
            {due ? null : (
              <button
                type="button"
                className={iconButton}
                aria-label={paused ? t.resume(timer.label) : t.pause(timer.label)}
                title={paused ? t.resume(timer.label) : t.pause(timer.label)}
                onClick={() => (paused ? timers.resume(timer.id) : timers.pause(timer.id))}
              >
                {paused ? <PlayIcon width={24} height={24} /> : <PauseIcon width={24} height={24} />}
              </button>
            )}
            <button type="button" className={iconButton} aria-label={t.stop(timer.label)} title={t.stop(timer.label)} onClick={() => timers.stop(timer.id)}>
              <StopIcon width={24} height={24} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
