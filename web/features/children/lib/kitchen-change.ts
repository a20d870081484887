import { ApiError } from "@web/lib/api-client";
import { type ChangeCall, type ChangeDeclaration, defineChange } from "@web/lib/changes/define-change";
import { resourceKeys } from "@web/lib/resource-keys";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";

/** A chore or a reward saved over the one it replaces. */
export interface Replacement<TBody> {
  id: string;
  body: TBody;
}

interface KitchenChange<TVariables, TData> {
  request: (variables: TVariables) => ChangeCall<TData>;
  /** The success toast's title: 'Goymt' unless told; null for none. */
  success?: string | null;
}

/**
 * A change of the Børn page: a parent's setting, so never queued offline, and the server's refusal
 * (its Faroese text) shown as it comes. The kitchen reads are read again, and the members, which a
 * child's profile changes: the refresh rule's `kitchen_updated` row does not name them, and a
 * pairing tells nothing.
 */
export function kitchenChange<TVariables, TData>({ request, success = t.saved }: KitchenChange<TVariables, TData>): ChangeDeclaration<TVariables, TData> {
  return defineChange<TVariables, TData>({
    request,
    invalidates: [resourceKeys.kitchen, resourceKeys.members],
    errorToast: (error) => ({ title: t.errorTitle, description: error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error) }),
    ...(success ? { successToast: { title: success } } : {}),
  });
}
