import { useState, type KeyboardEvent } from "react";
import { INGREDIENT_NAME_MAX } from "@contract/limits";
import { Button, IconButton, inputClass } from "@web/components/ui/button";
import { CloseIcon } from "@web/components/ui/icon";
import { foMeals } from "@web/i18n/fo/meals";
import { addIngredient } from "../lib/meal-form";

interface ExistingIngredientsProps {
  choices: readonly string[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** Texts of reads that failed; the rest of the form still works. */
  errors: readonly string[];
}

/** A choice among the ingredients the family already buys (shopping list and statistics). */
export function ExistingIngredients({ choices, selected, onChange, errors }: ExistingIngredientsProps) {
  const t = foMeals;
  const toggle = (name: string, on: boolean) => onChange(on ? [...selected, name] : selected.filter((entry) => entry !== name));
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t.existingLabel}</legend>
      {errors.map((error) => (
        <p key={error} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ))}
      {choices.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.existingEmpty}</p>
      ) : (
        <ul className="max-h-40 overflow-y-auto rounded-lg border border-slate-200 px-2 dark:border-slate-700">
          {choices.map((name) => (
            <li key={name}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                <input type="checkbox" className="size-5 accent-brand-700" checked={selected.includes(name)} onChange={(e) => toggle(name, e.target.checked)} />
                {name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

interface NewIngredientsProps {
  added: readonly string[];
  onChange: (added: string[]) => void;
}

/** New ingredients typed in: Enter or the button adds; blanks and repeats are ignored. */
export function NewIngredients({ added, onChange }: NewIngredientsProps) {
  const t = foMeals;
  const [typed, setTyped] = useState("");
  const add = () => {
    onChange(addIngredient(added, typed));
    setTyped("");
  };
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the ingredient instead of submitting the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }
  return (
    <div>
      <label htmlFor="meal-new-ingredient" className="mb-1 block text-sm font-medium">
        {t.newIngredientLabel}
      </label>
      <div className="flex gap-2">
        <input
          id="meal-new-ingredient"
          className={`${inputClass} min-w-0 flex-1`}
          placeholder={t.newIngredientPlaceholder}
          autoComplete="off"
          enterKeyHint="enter"
          maxLength={INGREDIENT_NAME_MAX}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} disabled={!typed.trim()}>
          {t.addIngredient}
        </Button>
      </div>
      {added.length > 0 ? (
        <ul aria-label={t.chosenLabel} className="mt-2 flex flex-wrap gap-2">
          {added.map((name) => (
            <li key={name} className="inline-flex items-center rounded-full bg-brand-50 pl-3 text-sm text-brand-900 dark:bg-brand-900 dark:text-brand-50">
              {name}
              <IconButton label={t.removeIngredient(name)} onClick={() => onChange(added.filter((entry) => entry !== name))}>
                <CloseIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
