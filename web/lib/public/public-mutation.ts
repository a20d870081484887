import { useCallback, useRef, useState } from "react";

/**
 * The public screens' writes (sign-in, register, password). They are not declared changes
 * (web/lib/changes) and do not use TanStack's mutations: the sign-in route must not load TanStack Query
 * (its 90 KB gzip budget, which TanStack's mutation code alone, about 9 KB, would break). An endpoint exports its
 * fetcher, its options (`mutationFn` and, if any, `onSuccess`/`onError`/`onSettled`, taking
 * TanStack's first arguments) and one line,
 *
 * ```ts
 * export const useLogin = (config?: PublicMutationHookOptions<typeof loginMutationOptions>) => usePublicMutation(loginMutationOptions, config);
 * ```
 *
 * and a screen gets the part of TanStack's mutation result these screens use, under TanStack's
 * names and meanings: `mutate(variables, { onSuccess, onError, onSettled })`, `reset`, `data`,
 * `error`, `variables`, `status` and its flags. One difference, on purpose: a `mutate` while the
 * last is still under way is ignored, so a second tap on a sign-in button sends nothing twice.
 */
interface PublicMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables) => unknown;
}

type PublicMutationConfig<TData, TVariables> = Omit<PublicMutationOptions<TData, TVariables>, "mutationFn">;

/** What every public mutation hook takes, `useX({ mutationConfig }?)`, typed from the endpoint's options. */
export type PublicMutationHookOptions<TOptions> =
  TOptions extends PublicMutationOptions<infer TData, infer TVariables> ? { mutationConfig?: PublicMutationConfig<TData, TVariables> } : never;

interface PublicMutationState<TData, TVariables> {
  status: "idle" | "pending" | "success" | "error";
  data: TData | undefined;
  error: Error | null;
  variables: TVariables | undefined;
}

interface PublicMutationResult<TData, TVariables> extends PublicMutationState<TData, TVariables> {
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  mutate: (variables: TVariables, callbacks?: PublicMutationConfig<TData, TVariables>) => void;
  reset: () => void;
}

const idle = { status: "idle", data: undefined, error: null, variables: undefined } as const;

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

type Outcome<TData> = { ok: true; data: TData } | { ok: false; error: Error };

/**
 * TanStack's order: the options' `onSuccess` or `onError` (the endpoint's, then the screen's), then
 * their `onSettled`, then the call's own.
 */
async function runCallbacks<TData, TVariables>(
  groups: readonly (readonly (PublicMutationConfig<TData, TVariables> | undefined)[])[],
  variables: TVariables,
  outcome: Outcome<TData>,
): Promise<void> {
  for (const group of groups) {
    for (const callbacks of group) {
      if (outcome.ok) await callbacks?.onSuccess?.(outcome.data, variables);
      else await callbacks?.onError?.(outcome.error, variables);
    }
    for (const callbacks of group) await callbacks?.onSettled?.(outcome.ok ? outcome.data : undefined, outcome.ok ? null : outcome.error, variables);
  }
}

export function usePublicMutation<TData, TVariables>(
  options: PublicMutationOptions<TData, TVariables>,
  { mutationConfig }: { mutationConfig?: PublicMutationConfig<TData, TVariables> } = {},
): PublicMutationResult<TData, TVariables> {
  const [state, setState] = useState<PublicMutationState<TData, TVariables>>(idle);
  const pending = useRef(false);

  const mutate = useCallback(
    (variables: TVariables, callbacks?: PublicMutationConfig<TData, TVariables>) => {
      if (pending.current) return;
      pending.current = true;
      setState({ ...idle, status: "pending", variables });
      const settle = (outcome: Outcome<TData>) => {
        setState(
          outcome.ok
            ? { status: "success", data: outcome.data, error: null, variables }
            : { status: "error", data: undefined, error: outcome.error, variables },
        );
        return runCallbacks([[options, mutationConfig], [callbacks]], variables, outcome);
      };
      options
        .mutationFn(variables)
        .then(
          (data) => settle({ ok: true, data }),
          (error: unknown) => settle({ ok: false, error: toError(error) }),
        )
        // As TanStack's `mutate`: a failure is the state's, not the caller's to catch.
        .catch(() => undefined)
        .finally(() => {
          pending.current = false;
        });
    },
    [options, mutationConfig],
  );

  const reset = useCallback(() => setState(idle), []);
  const { status } = state;
  return {
    ...state,
    isIdle: status === "idle",
    isPending: status === "pending",
    isSuccess: status === "success",
    isError: status === "error",
    mutate,
    reset,
  };
}
