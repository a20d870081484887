import type { TextareaHTMLAttributes } from "react";
import { inputClass } from "@web/components/ui/button";
import { LabelledControl } from "@web/components/ui/field/field";

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled textarea with a hint under its label and its error announced through aria-describedby. */
export function TextArea({ id, label, hint, error, ...props }: TextAreaProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <LabelledControl id={id} label={label}>
      {hint ? (
        <p id={`${id}-hint`} className="mb-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <textarea id={id} className={`${inputClass} py-2`} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...props} />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </LabelledControl>
  );
}
