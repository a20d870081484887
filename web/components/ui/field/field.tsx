import type { InputHTMLAttributes, ReactNode } from "react";
import { inputClass } from "../button";

/** A control (input, textarea, select) with its label above it. */
export function LabelledControl({ id, label, className = "", children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string | null;
}

/** A labelled input with its error announced through aria-describedby. */
export function TextField({ id, label, error, className = "", ...props }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <LabelledControl id={id} label={label} className={className}>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </LabelledControl>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  label: string;
}

export function CheckboxField({ id, label, className = "", ...props }: CheckboxFieldProps) {
  return (
    <label htmlFor={id} className={`flex min-h-11 cursor-pointer items-center gap-3 text-sm ${className}`}>
      <input id={id} type="checkbox" className="size-5 shrink-0 accent-brand-700" {...props} />
      {label}
    </label>
  );
}

/** A form's error line, announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm text-red-700 dark:text-red-400">
      {children}
    </p>
  );
}
