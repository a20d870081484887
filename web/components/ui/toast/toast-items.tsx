import { useSignals } from "@preact/signals-react/runtime";
import { dismiss, toasts } from "./toast-store";
import { CloseIcon } from "../icon";
import { fo } from "@web/i18n/fo";

/** The toasts themselves, in the toaster's live region: loaded with the first toast (toaster.tsx). */
export function ToastItems() {
  useSignals();
  return toasts.value.map((t) => (
    <div
      key={t.id}
      hidden={!t.open}
      className={
        "pointer-events-auto flex items-start gap-2 rounded-xl border p-4 shadow-lg " +
        (t.variant === "destructive"
          ? "border-red-700 bg-red-600 text-white"
          : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100")
      }
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t.title}</p>
        {t.description ? <p className="mt-1 text-sm opacity-90">{t.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismiss(t.id)}
        aria-label={fo.common.close}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
      >
        <CloseIcon />
      </button>
    </div>
  ));
}
