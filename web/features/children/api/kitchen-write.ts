import { useMutation, useQueryClient } from "@tanstack/react-query";
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

/**
 * Every change on the Børn page: sent, then the kitchen reads (and the members, which a child's
 * profile changes) are read again. Not queued offline: these are a parent's settings, and the
 * server's refusal (its Faroese text) is shown as it comes.
 */
export function useKitchenWrite<T = unknown>(options: { success?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: KitchenCall) => api<T>(call.path, { method: call.method, body: call.body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: resourceKeys.kitchen });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.members });
      if (options.success) toast({ title: options.success });
    },
    onError: (error) =>
      toast({ title: t.errorTitle, description: error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error), variant: "destructive" }),
  });
}
