import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { LiveMessageType } from "@contract/realtime";
import { toast, type ToastInput } from "@web/components/ui/toast/toast-store";
import { localChanges } from "@web/lib/live";
import { mealQueryRoots } from "./keys";

type ToastText = Omit<ToastInput, "variant">;

interface MealMutationOptions<TVariables, TData, TCache> {
  liveType: LiveMessageType;
  mutationFn: (variables: TVariables) => Promise<TData>;
  optimistic?: { queryKey: QueryKey; apply: (current: TCache, variables: TVariables) => TCache };
  /** null where the screen shows the failure itself. */
  errorToast: ToastText | null;
  successToast?: ToastText;
}

/** After a meal change: meals and the shopping list (a new meal fills it, a deleted one empties it). */
const refreshAfterMealChange: readonly QueryKey[] = [mealQueryRoots.dinnerMeals, mealQueryRoots.shoppingLists];

/**
 * Every meal write: marks the tab's own change, updates the cache at once where asked (rolled
 * back if the server refuses), toasts, and refetches meals and the shopping list afterwards.
 */
export function useMealMutation<TVariables, TData, TCache = never>(options: MealMutationOptions<TVariables, TData, TCache>) {
  const queryClient = useQueryClient();
  const { liveType, mutationFn, optimistic, errorToast, successToast } = options;
  return useMutation({
    mutationFn,
    onMutate: async (variables: TVariables) => {
      localChanges.mark(liveType);
      if (!optimistic) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: optimistic.queryKey });
      const previous = queryClient.getQueryData<TCache>(optimistic.queryKey);
      if (previous !== undefined) queryClient.setQueryData<TCache>(optimistic.queryKey, optimistic.apply(previous, variables));
      return { previous };
    },
    onSuccess: () => {
      if (successToast) toast(successToast);
    },
    onError: (_error, _variables, snapshot) => {
      localChanges.unmark(liveType);
      if (optimistic && snapshot?.previous !== undefined) queryClient.setQueryData<TCache>(optimistic.queryKey, snapshot.previous);
      if (errorToast) toast({ ...errorToast, variant: "destructive" });
    },
    onSettled: () => Promise.all(refreshAfterMealChange.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
