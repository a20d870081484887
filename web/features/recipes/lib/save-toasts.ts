import { ApiError } from "@web/lib/api-client";
import { foRecipesChanges as t } from "@web/i18n/fo/recipes-changes";

/**
 * A recipe's save, new or edited: the toast on success, and on a refusal the server's own words
 * (e.g. the box is full). Functions, read when a save ends: the texts are in the changes' chunk,
 * which imports this module, so they are not there yet while it loads.
 */
export const saveToasts = {
  errorToast: (error: Error) => ({ title: t.errorTitle, description: (error instanceof ApiError && error.serverMessage) || t.saveError }),
  successToast: () => ({ title: t.saved }),
};
