import { useMutationState, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { DataOf, VariablesOf } from "./define-change";
import type { ChangeDeclarations, ChangeName } from "./change-names";
import { changeKey } from "./change-key";

/** The change's options: the table and the runner load with a screen's first change, not with its page (docs/bench.md). */
const loadChange = (name: string) => import("./change-table").then((changes) => changes.loadChange(name));

type Variables<N extends ChangeName> = VariablesOf<ChangeDeclarations[N]>;
type Data<N extends ChangeName> = DataOf<ChangeDeclarations[N]>;

/** A screen's own reactions to one run, after the change's own (its cache edits, toasts and refetches). */
export interface RunCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
}

/**
 * Runs a change by its name, as TanStack's `mutate` runs a mutation: the change's own options (optimistic
 * edit, queue, toasts, refetches), loaded on first use. Resolves with the answer; rejects when the change fails.
 */
export async function runChange<N extends ChangeName>(queryClient: QueryClient, name: N, variables: Variables<N>): Promise<Data<N>> {
  const options = await loadChange(name);
  const answered = await queryClient
    .getMutationCache()
    .build(queryClient, options)
    .execute(variables as never);
  return answered.data as Data<N>;
}

/**
 * Resolves once the server has the change or once it is queued for later (the app offline), so a
 * form can close either way; rejects when the server refuses it.
 */
export function runChangeOrQueue<N extends ChangeName>(queryClient: QueryClient, name: N, variables: Variables<N>): Promise<void> {
  return new Promise((resolve, reject) => {
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.mutation?.state.variables !== variables || !event.mutation.state.isPaused) return;
      unsubscribe();
      resolve();
    });
    runChange(queryClient, name, variables).then(
      () => {
        unsubscribe();
        resolve();
      },
      (error: unknown) => {
        unsubscribe();
        reject(error);
      },
    );
  });
}

export interface UsedChange<TVariables, TData> {
  /** Starts loading the change's code: on a screen's first press, focus or key, so a tap's change is in by its click. */
  preload: () => void;
  /** Runs it; a failure is the change's own toast (and `callbacks.onError`). */
  mutate: (variables: TVariables, callbacks?: RunCallbacks<TData>) => void;
  /** Runs it and answers; rejects when the change fails. */
  run: (variables: TVariables) => Promise<TData>;
  /** Resolves once the server has it or it waits offline; rejects when refused. */
  runOrQueue: (variables: TVariables) => Promise<void>;
  /** A run under way (not one waiting offline): a button's pending state. */
  isPending: boolean;
}

/** A change for a screen, by its name (`<feature>/<file>` of web/features/<feature>/changes/<file>.ts). */
export function useChange<N extends ChangeName>(name: N): UsedChange<Variables<N>, Data<N>> {
  const queryClient = useQueryClient();
  const isPending =
    useMutationState({ filters: { mutationKey: changeKey(name), status: "pending", predicate: (mutation) => !mutation.state.isPaused } }).length > 0;
  return useMemo(
    () => ({
      preload: () => {
        loadChange(name).catch(() => undefined);
      },
      mutate: (variables, callbacks) => {
        runChange(queryClient, name, variables)
          .then(
            (data) => callbacks?.onSuccess?.(data),
            (error: unknown) => callbacks?.onError?.(error instanceof Error ? error : new Error(String(error))),
          )
          .finally(() => callbacks?.onSettled?.());
      },
      run: (variables) => runChange(queryClient, name, variables),
      runOrQueue: (variables) => runChangeOrQueue(queryClient, name, variables),
      isPending,
    }),
    [queryClient, name, isPending],
  );
}

/** Props that start loading the changes on the first press, focus or key inside the element that takes them. */
export const preloadOnTouch = (...changes: Pick<UsedChange<never, unknown>, "preload">[]) => {
  const preload = () => {
    for (const change of changes) change.preload();
  };
  return { onPointerDownCapture: preload, onFocusCapture: preload, onKeyDownCapture: preload };
};
