import type { ToastInput } from "@web/components/ui/toast/toast-store";
import { ApiError } from "@web/lib/api-client";
import { defineChange, segment, type ChangeCall, type SendContext } from "@web/lib/changes/define-change";
import { adminKeys } from "./admin-keys";
import { withStepUp } from "./step-up";

type ToastText = Omit<ToastInput, "variant">;

/** The write: one call, or (a backup's file, which api() does not carry) the whole exchange. */
type AdminCall<TVariables, TData> =
  | { request: (variables: TVariables) => ChangeCall<TData>; exchange?: never }
  | { exchange: (variables: TVariables) => Promise<TData>; request?: never };

type AdminChange<TVariables, TData> = AdminCall<TVariables, TData> & {
  /** The success toast, or one made from the answer (a text naming what the server did). */
  success: ToastText | ((answer: TData) => ToastText);
  failure: { title: string; description?: string };
};

/**
 * An admin change's declaration: toasts its outcome and refetches every admin read. A failure's
 * description is the server's own text, English on every /api/admin/* route; the failure's own
 * description stands in when the server sent none. A call the server refuses for want of a fresh
 * second-factor check asks for a code and runs again (lib/step-up.ts).
 */
export function adminChange<TVariables = void, TData = void>({ success, failure, ...write }: AdminChange<TVariables, TData>) {
  const once = (variables: TVariables, call: SendContext["call"]) => (write.exchange ? write.exchange(variables) : call(write.request(variables)));
  return defineChange<TVariables, TData>({
    send: (variables, { call }) => withStepUp(() => once(variables, call)),
    successToast: success,
    errorToast: (error) => ({ ...failure, description: (error instanceof ApiError ? error.serverMessage : null) ?? failure.description }),
    invalidates: [adminKeys.root],
  });
}

/** A user's admin route. */
export const adminUserPath = (id: string) => `/api/admin/users/${segment(id)}`;
