import { foQuickAdd } from "@web/i18n/fo/quick-add";
import { CloseIcon } from "./icon";

export interface PreviewChip<K extends string = string> {
  key: K;
  label: string;
}

interface QuickAddPreviewProps<K extends string> {
  /** Named by the input's aria-describedby, so a screen reader hears what was understood. */
  id: string;
  chips: readonly PreviewChip<K>[];
  /** The chip's text goes back into the name or title. */
  onRemove: (key: K) => void;
  className?: string;
}

/**
 * What the quick-add parser understood, under its input: one chip per part, each a button that
 * removes it (docs/features/quick-add.md). Nothing is drawn while nothing is understood.
 */
export function QuickAddPreview<K extends string>({ id, chips, onRemove, className = "" }: QuickAddPreviewProps<K>) {
  const t = foQuickAdd;
  return (
    <div id={id} aria-live="polite" className={`flex flex-wrap items-center gap-2 text-sm empty:hidden ${className}`}>
      {chips.length > 0 ? <span className="text-slate-600 dark:text-slate-400">{t.understood}</span> : null}
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          aria-label={t.remove(chip.label)}
          onClick={() => onRemove(chip.key)}
          className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-100 px-3 font-medium text-brand-800 hover:bg-brand-200 focus-visible:outline-2 focus-visible:outline-brand-700 dark:bg-brand-900 dark:text-brand-100"
        >
          {chip.label}
          <CloseIcon className="size-4" />
        </button>
      ))}
    </div>
  );
}
