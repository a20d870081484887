import { useCallback, useRef, useState } from "react";

/**
 * A minimal mutation hook for the public screens. TanStack Query stays out of the sign-in route's
 * bundle (its size budget); the signed-in app uses TanStack Query for all server state.
 */
export interface ActionState<O> {
  data: O | undefined;
  error: unknown;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

export interface ActionCallbacks<O> {
  onSuccess?: (data: O) => void;
  onError?: (error: unknown) => void;
}

export function useAction<I, O>(action: (input: I) => Promise<O>) {
  const [state, setState] = useState<ActionState<O>>({
    data: undefined,
    error: null,
    isPending: false,
    isSuccess: false,
    isError: false,
  });
  const pending = useRef(false);

  const run = useCallback(
    async (input: I, callbacks: ActionCallbacks<O> = {}) => {
      if (pending.current) return;
      pending.current = true;
      setState((s) => ({ ...s, isPending: true }));
      try {
        const data = await action(input);
        setState({ data, error: null, isPending: false, isSuccess: true, isError: false });
        callbacks.onSuccess?.(data);
      } catch (error) {
        setState({ data: undefined, error, isPending: false, isSuccess: false, isError: true });
        callbacks.onError?.(error);
      } finally {
        pending.current = false;
      }
    },
    [action],
  );

  return { ...state, run };
}
