import { foShopping } from "@web/i18n/fo/shopping";
import { suggestionId } from "./suggestion-list";

interface NameSuggestionsProps {
  id: string;
  options: readonly { name: string }[];
  active: number;
  onPick: (name: string) => void;
}

/** The listbox under the add input; the input keeps focus (and the phone its keyboard) while an option is tapped. */
export function NameSuggestions({ id, options, active, onPick }: NameSuggestionsProps) {
  if (options.length === 0) return null;
  return (
    <div
      id={id}
      role="listbox"
      aria-label={foShopping.suggestionsLabel}
      className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
    >
      {options.map((option, index) => (
        // The keyboard works through the combobox's input (aria-activedescendant), as the pattern wants.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys for its listbox.
        <div
          key={option.name}
          id={suggestionId(index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option.name)}
          className={`flex min-h-11 cursor-pointer items-center px-3 ${index === active ? "bg-brand-50 dark:bg-slate-800" : "hover:bg-slate-50 dark:hover:bg-slate-800/60"}`}
        >
          {option.name}
        </div>
      ))}
    </div>
  );
}
