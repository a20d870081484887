import { useMutation, type UseMutationOptions, type UseMutationResult } from "@tanstack/react-query";
import type { MutationConfig } from "./hook-config";

/**
 * What every mutation hook takes, `useX({ mutationConfig }?)`, typed from the endpoint's options:
 * `MutationHookOptions<typeof deleteEventMutationOptions>`.
 */
export type MutationHookOptions<TOptions> =
  TOptions extends UseMutationOptions<infer TData, Error, infer TVariables, infer _TSnapshot> ? { mutationConfig?: MutationConfig<TData, TVariables> } : never;

/** The chained callbacks: the endpoint's first, awaited as TanStack awaits them, then the screen's. */
function withConfig<TData, TVariables, TSnapshot>(
  options: UseMutationOptions<TData, Error, TVariables, TSnapshot>,
  config: MutationConfig<TData, TVariables>,
): UseMutationOptions<TData, Error, TVariables, TSnapshot> {
  return {
    ...options,
    onSuccess: async (data, variables, snapshot, context) => {
      await options.onSuccess?.(data, variables, snapshot, context);
      await config.onSuccess?.(data, variables, snapshot, context);
    },
    onError: async (error, variables, snapshot, context) => {
      await options.onError?.(error, variables, snapshot, context);
      await config.onError?.(error, variables, snapshot, context);
    },
    onSettled: async (data, error, variables, snapshot, context) => {
      await options.onSettled?.(data, error, variables, snapshot, context);
      await config.onSettled?.(data, error, variables, snapshot, context);
    },
  };
}

/**
 * The hook under every endpoint's mutation hook. An endpoint file exports its fetcher, its options
 * (`changeOptions`, or `queuedWrite` for a change that waits offline) and one line:
 *
 * ```ts
 * export const useDeleteEvent = (hook?: MutationHookOptions<typeof deleteEventMutationOptions>) => useEndpointMutation(deleteEventMutationOptions, hook);
 * ```
 *
 * and a screen gets TanStack's own mutation result, with `mutate(variables, callbacks?)`.
 */
export function useEndpointMutation<TData, TVariables, TSnapshot>(
  options: UseMutationOptions<TData, Error, TVariables, TSnapshot>,
  { mutationConfig }: { mutationConfig?: MutationConfig<TData, TVariables> } = {},
): UseMutationResult<TData, Error, TVariables, TSnapshot> {
  return useMutation(mutationConfig ? withConfig(options, mutationConfig) : options);
}
