import { Suspense } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import { lazyPage } from "@web/lib/lazy-page";
import { toasts } from "./toast-store";

/**
 * Most starts show no toast, so the toasts' own code loads with the first one (the service worker
 * has the chunk); the live region is there from the start, so the first is read out like the rest.
 * If the code cannot load, the toast is not drawn (docs/bench.md).
 */
const ToastItems = lazyPage(() =>
  import("./toast-items").then(
    (module) => module.ToastItems,
    () => () => null,
  ),
);

/** Top of the screen on phones, bottom-right from the sm breakpoint. */
export function Toaster() {
  useSignals();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 flex flex-col gap-2 p-3 sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:w-96 sm:p-4"
    >
      {toasts.value.length > 0 ? (
        <Suspense fallback={null}>
          <ToastItems />
        </Suspense>
      ) : null}
    </div>
  );
}
