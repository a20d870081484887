import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@web/components/ui/toast/toast-store";
import { ApiError } from "@web/lib/api-client";
import { adminKeys } from "./admin-keys";

interface Toast {
  title: string;
  description?: string;
}

interface AdminMutation<V, R> {
  mutationFn: (variables: V) => Promise<R>;
  /** The success toast, or one made from the answer (a text naming what the server did). */
  success: Toast | ((answer: R) => Toast);
  failure: Toast;
}

/**
 * An admin change: toasts its outcome and refetches every admin read. A failure's description is
 * the server's own text, English on every /api/admin/* route.
 */
export function useAdminMutation<V, R>({ mutationFn, success, failure }: AdminMutation<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => toast(typeof success === "function" ? success(answer) : success),
    onError: (error) =>
      toast({ ...failure, description: (error instanceof ApiError ? error.serverMessage : null) ?? failure.description, variant: "destructive" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.root }),
  });
}
