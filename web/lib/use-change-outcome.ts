import { useCallback, useMemo, useState } from "react";
import type { RunCallbacks, UsedChange } from "./changes/use-change";

/**
 * A change whose screen shows its last run's answer or failure itself (a new invite's link, a device's
 * secret, 'the test went to 2 devices'): `useChange`'s change, with that run's `data` and `error`
 * until the next run or `reset`.
 */
export function useChangeOutcome<TVariables, TData>(change: UsedChange<TVariables, TData>, callbacks?: RunCallbacks<TData>) {
  const [outcome, setOutcome] = useState<{ data?: TData; error?: Error }>({});
  const { mutate: run, isPending } = change;
  const { onSuccess, onError, onSettled } = callbacks ?? {};
  const mutate = useCallback(
    (variables: TVariables) => {
      setOutcome({});
      run(variables, {
        onSuccess: (data) => {
          setOutcome({ data });
          onSuccess?.(data);
        },
        onError: (error) => {
          setOutcome({ error });
          onError?.(error);
        },
        onSettled,
      });
    },
    [run, onSuccess, onError, onSettled],
  );
  const reset = useCallback(() => setOutcome({}), []);
  return useMemo(() => ({ mutate, reset, isPending, data: outcome.data, error: outcome.error ?? null }), [mutate, reset, isPending, outcome]);
}
