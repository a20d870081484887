import { useCallback, useMemo, useState } from "react";
import type { RunCallbacks, UsedChange } from "@web/lib/changes/use-change";

/**
 * A change run from one row of a list (a user's Verify, a ticket's status buttons): pending while this
 * row's run is, where `useChange`'s `isPending` says any run of the change is (another row's too).
 */
export function useRowChange<TVariables, TData>({ mutate }: UsedChange<TVariables, TData>) {
  const [running, setRunning] = useState(0);
  const run = useCallback(
    (variables: TVariables, callbacks?: RunCallbacks<TData>) => {
      setRunning((count) => count + 1);
      mutate(variables, {
        ...callbacks,
        onSettled: () => {
          setRunning((count) => count - 1);
          callbacks?.onSettled?.();
        },
      });
    },
    [mutate],
  );
  return useMemo(() => ({ mutate: run, isPending: running > 0 }), [run, running]);
}
