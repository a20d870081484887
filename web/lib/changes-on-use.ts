import type { MutationOptions } from "@tanstack/react-query";
import { queryClient } from "./query-client";

/** A page's changes, loaded on use: the endpoints' own options (`changeOptions`, `queuedWrite`), by name. */
export interface ChangesOnUse<Changes> {
  /** Starts loading them: on the page's first press, focus or key, so a tap's change is in by its click. */
  preload(): void;
  /**
   * Runs one as `useMutation`'s `mutate` would: the same options, so the same optimistic edit, queue,
   * toasts and refetches. Resolves with the answer; rejects when the change fails (or cannot load).
   */
  run<TData, TVariables, TContext>(pick: (changes: Changes) => MutationOptions<TData, Error, TVariables, TContext>, variables: TVariables): Promise<TData>;
  /** `run` for a screen that waits for nothing: a failure is the change's own toast. */
  start<TData, TVariables, TContext>(pick: (changes: Changes) => MutationOptions<TData, Error, TVariables, TContext>, variables: TVariables): void;
}

/**
 * The changes a page's first draw does not need (renaming, deleting, ticking, adding…) in a chunk
 * loaded on their first use rather than with the page (docs/bench.md: the first-load budgets). The
 * service worker precaches the chunk, so the first tap works offline as before; a change restored
 * from the offline queue finds the same options through web/app/layout/family-writes.ts.
 */
export function changesOnUse<Changes>(load: () => Promise<Changes>): ChangesOnUse<Changes> {
  let loading: Promise<Changes> | undefined;
  const ready = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // the next use tries again (e.g. after a dropped connection)
      throw error;
    }));
  const run: ChangesOnUse<Changes>["run"] = (pick, variables) =>
    ready().then((changes) => queryClient.getMutationCache().build(queryClient, pick(changes)).execute(variables));
  return {
    preload: () => {
      ready().catch(() => undefined);
    },
    run,
    start: (pick, variables) => {
      run(pick, variables).catch(() => undefined);
    },
  };
}

/** Props that start loading `changes` on the first press, focus or key inside the element that takes them. */
export const preloadOnTouch = ({ preload }: Pick<ChangesOnUse<unknown>, "preload">) => ({
  onPointerDownCapture: preload,
  onFocusCapture: preload,
  onKeyDownCapture: preload,
});
