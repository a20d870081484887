import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * What a screen may add to an endpoint's read, `useX({ queryConfig })`: TanStack's query options
 * except the key, the fetcher and `select`, which the endpoint owns (the key is shared with the
 * refresh rule and the live map; `select` decides the type the hook answers).
 */
export type QueryConfig<TOptions extends (...args: never[]) => object> = Omit<ReturnType<TOptions>, "queryKey" | "queryFn" | "select">;

/**
 * What a screen may add to an endpoint's change, `useX({ mutationConfig })`: its own reactions,
 * run after the endpoint's own, so the cache edits, toasts and refetches stay the same wherever the
 * change is made. `onMutate` stays the endpoint's: its answer is the snapshot the rollback needs.
 */
export type MutationConfig<TData, TVariables> = Pick<UseMutationOptions<TData, Error, TVariables>, "onSuccess" | "onError" | "onSettled">;
