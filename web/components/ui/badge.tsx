import type { ReactNode } from "react";

const tones = {
  brand: "bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100",
  slate: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  green: "bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100",
  red: "bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100",
} as const;

export function Badge({ tone = "slate", children, label }: { tone?: keyof typeof tones; children: ReactNode; label?: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
