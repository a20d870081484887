import { deleteEventMutationOptions } from "../api/delete-event";
import { renameEventMutationOptions } from "../api/rename-event";

/**
 * The calendar page's changes of its rows, in a chunk of their own loaded on first use
 * (changes-on-use.ts beside this file; scripts/vite/chunks.ts). The offline queue registers the
 * same options (web/app/layout/family-writes.ts); the new event's is the dialog's.
 */
export const calendarChanges = {
  rename: renameEventMutationOptions,
  delete: deleteEventMutationOptions,
};
