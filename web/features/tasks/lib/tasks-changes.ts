import { createReminderMutationOptions } from "../api/create-reminder";
import { deleteReminderMutationOptions } from "../api/delete-reminder";
import { completeReminderMutationOptions, renameReminderMutationOptions } from "../api/update-reminder";

/**
 * The tasks page's changes, in a chunk of their own loaded
 * on first use (changes-on-use.ts beside this file; scripts/vite/chunks.ts). The offline queue
 * registers the same options (web/app/layout/family-writes.ts); the new member the form may add is
 * the family page's (web/app/routes/reminders-route.tsx).
 */
export const tasksChanges = {
  create: createReminderMutationOptions,
  complete: completeReminderMutationOptions,
  rename: renameReminderMutationOptions,
  delete: deleteReminderMutationOptions,
};
