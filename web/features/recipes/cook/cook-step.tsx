import type { ReactNode } from "react";
import type { StepTimer } from "@contract/recipes/step-timers";
import { foCook as t } from "@web/i18n/fo/cook";
import { clockText, type CookTimers, secondsLeft } from "./use-cook-timers";

/**
 * The step's type: as large as the text allows, so a short step reads from across the kitchen on
 * the wall's 1024 px (lg); a phone, held nearer, steps down sooner, so a long step's timer buttons
 * stay in view.
 */
function sizeOf(text: string): string {
  if (text.length > 600) return "text-lg lg:text-3xl";
  if (text.length > 300) return "text-xl lg:text-4xl";
  if (text.length > 140) return "text-2xl lg:text-5xl";
  return "text-4xl lg:text-6xl";
}

/** The step's text with each duration it mentions marked. */
function marked(text: string, timers: readonly StepTimer[]): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const timer of timers) {
    parts.push(text.slice(at, timer.start));
    parts.push(
      <strong key={timer.start} className="font-bold text-brand-800 underline decoration-4 underline-offset-8 dark:text-brand-500">
        {timer.text}
      </strong>,
    );
    at = timer.end;
  }
  parts.push(text.slice(at));
  return parts;
}

interface CookStepProps {
  text: string;
  /** The step's number from 1. */
  step: number;
  stepTimers: readonly StepTimer[];
  timers: CookTimers;
}

/** One step in large type, and a button for each duration it mentions ('Byrja 25:00'). */
export function CookStep({ text, step, stepTimers, timers }: CookStepProps) {
  return (
    <div className="space-y-8">
      <p className={`${sizeOf(text)} leading-snug font-medium break-words text-slate-900 dark:text-slate-50`}>{marked(text, stepTimers)}</p>
      {stepTimers.length > 0 ? (
        <div className="flex flex-wrap gap-4">
          {stepTimers.map((stepTimer, index) => {
            const running = timers.timers.find((timer) => timer.step === step && timer.index === index);
            return (
              <button
                key={stepTimer.start}
                type="button"
                disabled={running !== undefined}
                onClick={() => timers.start(step, index, t.timerLabel(stepTimer.text, step), stepTimer.seconds)}
                className="min-h-16 rounded-2xl bg-brand-700 px-6 text-2xl font-semibold tabular-nums text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-800 dark:bg-brand-600 dark:disabled:bg-slate-700 dark:disabled:text-slate-100"
              >
                {running ? t.timerRunning(clockText(secondsLeft(running, timers.now))) : t.startTimer(clockText(stepTimer.seconds))}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
