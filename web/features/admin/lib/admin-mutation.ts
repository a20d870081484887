import { ApiError } from "@web/lib/api-client";
import { changeOptions } from "@web/lib/mutation-options";
import { adminKeys } from "./admin-keys";
import { withStepUp } from "./step-up";

interface Toast {
  title: string;
  description?: string;
}

interface AdminChange<V, R> {
  mutationFn: (variables: V) => Promise<R>;
  /** The success toast, or one made from the answer (a text naming what the server did). */
  success: Toast | ((answer: R) => Toast);
  failure: Toast;
}

/**
 * An admin change's options (`changeOptions`): toasts its outcome and refetches every admin read.
 * A failure's description is the server's own text, English on every /api/admin/* route; the
 * failure's own description stands in when the server sent none. A call the server refuses for want
 * of a fresh second-factor check asks for a code and runs again (lib/step-up.ts).
 */
export const adminMutationOptions = <V, R>({ mutationFn, success, failure }: AdminChange<V, R>) =>
  changeOptions({
    mutationFn: (variables: V) => withStepUp(() => mutationFn(variables)),
    successToast: success,
    errorToast: (error) => ({ ...failure, description: (error instanceof ApiError ? error.serverMessage : null) ?? failure.description }),
    invalidates: [adminKeys.root],
  });
