/**
 * What a screen may add to an endpoint's read, `useX({ queryConfig })`: TanStack's query options
 * except the key, the fetcher and `select`, which the endpoint owns (the key is shared with the
 * refresh rule and the live map; `select` decides the type the hook answers).
 */
export type QueryConfig<TOptions extends (...args: never[]) => object> = Omit<ReturnType<TOptions>, "queryKey" | "queryFn" | "select">;
