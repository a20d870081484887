import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/components/ui/toast/toast-store";
import { ApiError } from "@web/lib/api-client";
import { adminKeys } from "./admin-keys";

interface AdminMutation<V> {
  mutationFn: (variables: V) => Promise<unknown>;
  success: { title: string; description?: string };
  failure: { title: string; description?: string };
}

/** An admin change: toasts its outcome (the server's English reason on failure) and refetches every admin read. */
export function useAdminMutation<V>({ mutationFn, success, failure }: AdminMutation<V>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => toast(success),
    onError: (error) =>
      toast({ ...failure, description: (error instanceof ApiError ? error.serverMessage : null) ?? failure.description, variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.root }),
  });
}
