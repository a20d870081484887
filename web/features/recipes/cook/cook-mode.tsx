import { useEffect, useMemo, useRef, useState } from "react";
import type { Recipe } from "@contract/schemas/recipes";
import { timersInStep } from "@contract/recipes/step-timers";
import { useWakeLock } from "@web/components/ui/use-wake-lock";
import { foCook as t } from "@web/i18n/fo/cook";
import { CookHeader, StepButtons } from "./cook-bars";
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
      <CookHeader
        title={recipe.title}
        counter={steps.length > 0 ? t.stepOf(step + 1, steps.length) : null}
        showIngredients={showIngredients}
        onToggleIngredients={() => setShowIngredients((shown) => !shown)}
        onClose={onClose}
      />
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
      <StepButtons atFirst={step === 0} atLast={step >= last} onPrevious={() => go(step - 1)} onNext={() => go(step + 1)} onDone={onDone} />
    </div>
  );
}
