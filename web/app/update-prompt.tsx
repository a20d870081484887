import { useSignals } from "@preact/signals-react/runtime";
import { reloadToUpdate, updateWaiting } from "@web/lib/app-update";
import { Button } from "@web/components/ui/button";
import { foUpdate } from "@web/i18n/fo/update";

/** Shown on every screen, signed in or not, while a new version waits for a reload. */
export function UpdatePrompt() {
  useSignals();
  if (!updateWaiting.value) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-2 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-brand-600 bg-white p-3 shadow-lg sm:bottom-4 dark:border-brand-500 dark:bg-slate-800"
    >
      <p className="text-sm font-medium text-slate-900 dark:text-slate-100">{foUpdate.available}</p>
      <Button onClick={reloadToUpdate}>{foUpdate.reload}</Button>
    </div>
  );
}
