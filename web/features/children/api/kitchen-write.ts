import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { api, ApiError } from "@web/lib/api-client";
import { resourceKeys } from "@web/lib/resource-keys";
import { toast } from "@web/components/ui/toast/toast-store";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";

/** One call of the parents' side: method, path and body. */
export interface KitchenCall {
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
}

/** What a screen runs: `mutate(call, { onSuccess }?)`, and whether a call is under way. */
export interface KitchenWrite<T> {
  mutate: (call: KitchenCall, callbacks?: { onSuccess?: (data: T) => void }) => void;
  isPending: boolean;
}

/**
 * Every change on the Børn page: sent, then the kitchen reads (and the members, which a child's
 * profile changes) are read again. Not queued offline: these are a parent's settings, and the
 * server's refusal (its Faroese text) is shown as it comes. A plain call rather than TanStack's
 * `useMutation`, which the page's first load would otherwise fetch in the mutations chunk only for
 * this (docs/bench.md).
 */
export function useKitchenWrite<T = unknown>(options: { success?: string } = {}): KitchenWrite<T> {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(0);
  const mutate: KitchenWrite<T>["mutate"] = (call, callbacks) => {
    setSending((count) => count + 1);
    api<T>(call.path, { method: call.method, body: call.body })
      .then(
        (data) => {
          void queryClient.invalidateQueries({ queryKey: resourceKeys.kitchen });
          void queryClient.invalidateQueries({ queryKey: resourceKeys.members });
          if (options.success) toast({ title: options.success });
          callbacks?.onSuccess?.(data);
        },
        (error: unknown) =>
          toast({
            title: t.errorTitle,
            description: error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error),
            variant: "destructive",
          }),
      )
      .finally(() => setSending((count) => count - 1));
  };
  return { mutate, isPending: sending > 0 };
}
