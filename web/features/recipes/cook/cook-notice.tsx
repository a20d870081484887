/** What covers the page while cook mode's recipe is read, or when it could not be: the phones' route and the wall both show it. */
export function CookNotice({ message, failed, closeLabel, onClose }: { message: string; failed: boolean; closeLabel: string; onClose: () => void }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="cook-read"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-white p-6 dark:bg-slate-950"
    >
      <p id="cook-read" role={failed ? "alert" : "status"} className="text-2xl text-slate-900 dark:text-slate-100">
        {message}
      </p>
      <button
        type="button"
        onClick={onClose}
        className="min-h-12 rounded-xl border border-slate-300 px-6 text-lg font-medium text-slate-900 dark:border-slate-600 dark:text-slate-100"
      >
        {closeLabel}
      </button>
    </div>
  );
}
