import { CloseIcon } from "@web/components/ui/icon";
import { foCook as t } from "@web/i18n/fo/cook";

const quietButton =
  "min-h-12 rounded-xl border border-slate-300 px-4 text-lg font-medium text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";
const bigButton = "min-h-16 flex-1 rounded-2xl px-6 text-2xl font-semibold disabled:cursor-not-allowed disabled:opacity-40 sm:text-3xl";

interface CookHeaderProps {
  title: string;
  /** 'Stig 2 av 6'; null for a recipe with no steps. */
  counter: string | null;
  showIngredients: boolean;
  onToggleIngredients: () => void;
  onClose: () => void;
}

/** The title and the step counter, the way to the ingredients and back, and 'Lat aftur'. */
export function CookHeader({ title, counter, showIngredients, onToggleIngredients, onClose }: CookHeaderProps) {
  return (
    <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-2 sm:px-6 dark:border-slate-800">
      <div className="min-w-0 flex-1">
        <h1 id="cook-title" className="truncate text-lg font-semibold text-slate-900 sm:text-xl dark:text-slate-100">
          {title}
        </h1>
        {counter === null ? null : <p className="text-xl font-bold text-brand-800 sm:text-2xl dark:text-brand-500">{counter}</p>}
      </div>
      <button type="button" className={quietButton} onClick={onToggleIngredients}>
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
  );
}

interface StepButtonsProps {
  atFirst: boolean;
  atLast: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onDone: () => void;
}

/** 'Fyrra' and 'Næsta' as two big buttons; on the last step 'Liðugt'. */
export function StepButtons({ atFirst, atLast, onPrevious, onNext, onDone }: StepButtonsProps) {
  return (
    <footer className="flex gap-3 border-t border-slate-200 p-3 sm:gap-4 sm:p-4 dark:border-slate-800">
      <button
        type="button"
        aria-label={t.previousLabel}
        disabled={atFirst}
        onClick={onPrevious}
        className={`${bigButton} border-2 border-slate-300 text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`}
      >
        ← {t.previous}
      </button>
      {atLast ? (
        <button type="button" onClick={onDone} className={`${bigButton} bg-green-700 text-white hover:bg-green-800`}>
          {t.done}
        </button>
      ) : (
        <button
          type="button"
          aria-label={t.nextLabel}
          onClick={onNext}
          className={`${bigButton} bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-600 dark:hover:bg-brand-700`}
        >
          {t.next} →
        </button>
      )}
    </footer>
  );
}
