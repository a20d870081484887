import { fo } from "../../i18n/fo";

export function Spinner({ label = fo.common.loading }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-slate-300 border-t-brand-700 dark:border-slate-700 dark:border-t-brand-500"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
