import type { ReactNode } from "react";

/** A group of choices with its legend and, under it, the server's refusal that belongs to it. */
export function ChoiceFieldset({ id, legend, error, children }: { id: string; legend: string; error?: string | null; children: ReactNode }) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {children}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A radio button with its label around it, 44 px tall. */
export function RadioField({ id, name, label, checked, onChange }: { id: string; name: string; label: string; checked: boolean; onChange: () => void }) {
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
      <input id={id} type="radio" name={name} className="size-5 accent-brand-700" checked={checked} onChange={onChange} />
      {label}
    </label>
  );
}
