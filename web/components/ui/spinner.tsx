import { fo } from "@web/i18n/fo";

/** The wheel with its label shown under it: the label is also the page's first contentful paint. */
export function Spinner({ label = fo.common.loading }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-500"
      />
      <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
    </div>
  );
}
