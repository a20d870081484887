import { useEffect, useMemo, useRef, useState } from "react";
import type { Recipe } from "@contract/schemas/recipes";
import { timersInStep } from "@contract/recipes/step-timers";
import { CloseIcon } from "@web/components/ui/icon";
import { useWakeLock } from "@web/components/ui/use-wake-lock";
import { foCook as t } from "@web/i18n/fo/cook";
import { CookIngredients } from "./cook-ingredients";
import { CookStep } from "./cook-step";
import { AlarmBanner, RunningTimers } from "./cook-timers";
import { useCookTimers } from "./use-cook-timers";
import { useStepMoves } from "./use-step-moves";

export interface CookModeProps {
  recipe: Recipe;
  /** The servings cooked; null: as the recipe is written. */
  servings: number | null;
  /** 'Liðugt' on the last step. */
  onDone: () => void;
  onClose: () => void;
}

const bigButton = "min-h-16 flex-1 rounded-2xl px-6 text-2xl font-semibold disabled:cursor-not-allowed disabled:opacity-40 sm:text-3xl";
const quietButton =
  "min-h-12 rounded-xl border border-slate-300 px-4 text-lg font-medium text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";

/** Holds the page behind still while cook mode covers it. */
function useStillPage(): void {
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = before;
    };
  }, []);
}

/**
 * Cook mode (docs/features/cook-mode.md): the recipe one step at a time in large type, its
 * ingredients for the servings cooked, a timer for each duration a step mentions, an alarm when
 * one ends, and the screen kept awake. Full-screen over whatever opened it, and made of React and
 * its own hooks only, so the phones' /dinner and the kitchen screen (an app with no phone
 * providers) both load it as it is.
 */
export function CookMode({ recipe, servings, onDone, onClose }: CookModeProps) {
  const steps = recipe.steps;
  const last = Math.max(steps.length - 1, 0);
  const [step, setStep] = useState(0);
  const [showIngredients, setShowIngredients] = useState(false);
  const stepTimers = useMemo(() => steps.map((text) => timersInStep(text)), [steps]);
  const timers = useCookTimers();
  const frame = useRef<HTMLDivElement>(null);
  useWakeLock();
  useStillPage();
  useEffect(() => frame.current?.focus(), []);

  const go = (to: number) => {
    setShowIngredients(false);
    setStep(Math.min(Math.max(to, 0), last));
  };
  const swipe = useStepMoves({ previous: () => go(step - 1), next: () => go(step + 1), escape: timers.dismiss });
  const cooked = servings ?? recipe.servings;

  return (
    <div
      ref={frame}
      role="dialog"
      aria-modal="true"
      aria-labelledby="cook-title"
      tabIndex={-1}
      className="fixed inset-0 z-50 flex h-dvh flex-col bg-white outline-none dark:bg-slate-950"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-2 sm:px-6 dark:border-slate-800">
        <div className="min-w-0 flex-1">
          <h1 id="cook-title" className="truncate text-lg font-semibold text-slate-900 sm:text-xl dark:text-slate-100">
            {recipe.title}
          </h1>
          {steps.length > 0 ? <p className="text-xl font-bold text-brand-800 sm:text-2xl dark:text-brand-500">{t.stepOf(step + 1, steps.length)}</p> : null}
        </div>
        <button type="button" className={quietButton} onClick={() => setShowIngredients((shown) => !shown)}>
          {showIngredients ? t.steps : t.ingredients}
        </button>
        <button
          type="button"
          aria-label={t.close}
          title={t.close}
          onClick={onClose}
          className="inline-flex size-12 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <CloseIcon width={28} height={28} />
        </button>
      </header>
      <AlarmBanner timers={timers} />
      <RunningTimers timers={timers} />
      <div className="min-h-0 flex-1 touch-pan-y overflow-y-auto overscroll-contain px-4 py-6 sm:px-10 sm:py-10" {...swipe}>
        <div className="mx-auto max-w-4xl">
          {showIngredients || steps.length === 0 ? (
            <div className="space-y-8">
              {steps.length === 0 ? <p className="text-2xl text-slate-700 dark:text-slate-300">{t.noSteps}</p> : null}
              <CookIngredients ingredients={recipe.ingredients} servings={cooked} recipeServings={recipe.servings} />
            </div>
          ) : (
            <CookStep text={steps[step] ?? ""} step={step + 1} stepTimers={stepTimers[step] ?? []} timers={timers} />
          )}
        </div>
      </div>
      <footer className="flex gap-3 border-t border-slate-200 p-3 sm:gap-4 sm:p-4 dark:border-slate-800">
        <button
          type="button"
          aria-label={t.previousLabel}
          disabled={step === 0}
          onClick={() => go(step - 1)}
          className={`${bigButton} border-2 border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`}
        >
          ← {t.previous}
        </button>
        {step < last ? (
          <button
            type="button"
            aria-label={t.nextLabel}
            onClick={() => go(step + 1)}
            className={`${bigButton} bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700`}
          >
            {t.next} →
          </button>
        ) : (
          <button type="button" onClick={onDone} className={`${bigButton} bg-green-700 text-white hover:bg-green-800`}>
            {t.done}
          </button>
        )}
      </footer>
    </div>
  );
}
