import type { QueryClient } from "@tanstack/react-query";
import { createEventMutationOptions } from "@web/features/calendar/api/create-event";
import { deleteEventMutationOptions } from "@web/features/calendar/api/delete-event";
import { renameEventMutationOptions } from "@web/features/calendar/api/rename-event";
import { addShoppingItemMutationOptions } from "@web/features/shopping/api/add-shopping-item";
import { deleteShoppingItemMutationOptions } from "@web/features/shopping/api/delete-shopping-item";
import { renameShoppingItemMutationOptions, toggleShoppingItemMutationOptions } from "@web/features/shopping/api/update-shopping-item";
import { createMemberMutationOptions } from "@web/features/family/api/create-member";
import { deleteMemberMutationOptions } from "@web/features/family/api/delete-member";
import { renameMemberMutationOptions } from "@web/features/family/api/update-member";
import { createDinnerMealMutationOptions } from "@web/features/meals/api/create-dinner-meal";
import { deleteDinnerMealMutationOptions } from "@web/features/meals/api/delete-dinner-meal";
import { completeDinnerMealMutationOptions, renameDinnerMealMutationOptions } from "@web/features/meals/api/update-dinner-meal";
import { createReminderMutationOptions } from "@web/features/tasks/api/create-reminder";
import { deleteReminderMutationOptions } from "@web/features/tasks/api/delete-reminder";
import { completeReminderMutationOptions, renameReminderMutationOptions } from "@web/features/tasks/api/update-reminder";
import { createSupportTicketMutationOptions } from "@web/features/support/api/create-support-ticket";
import { markAdminMessageReadMutationOptions } from "@web/features/support/api/mark-admin-message-read";
import { registerQueuedWrite } from "@web/lib/write-queue";

/**
 * The changes queued while offline and kept across reloads, the family's and the user's own
 * (docs/features/offline.md): each one's options, the same the screens' hooks use, registered under
 * its key before the kept cache is restored.
 */
export function registerFamilyWrites(queryClient: QueryClient): void {
  registerQueuedWrite(queryClient, addShoppingItemMutationOptions);
  registerQueuedWrite(queryClient, toggleShoppingItemMutationOptions);
  registerQueuedWrite(queryClient, renameShoppingItemMutationOptions);
  registerQueuedWrite(queryClient, deleteShoppingItemMutationOptions);
  registerQueuedWrite(queryClient, createReminderMutationOptions);
  registerQueuedWrite(queryClient, completeReminderMutationOptions);
  registerQueuedWrite(queryClient, renameReminderMutationOptions);
  registerQueuedWrite(queryClient, deleteReminderMutationOptions);
  registerQueuedWrite(queryClient, createEventMutationOptions);
  registerQueuedWrite(queryClient, renameEventMutationOptions);
  registerQueuedWrite(queryClient, deleteEventMutationOptions);
  registerQueuedWrite(queryClient, createDinnerMealMutationOptions);
  registerQueuedWrite(queryClient, renameDinnerMealMutationOptions);
  registerQueuedWrite(queryClient, completeDinnerMealMutationOptions);
  registerQueuedWrite(queryClient, deleteDinnerMealMutationOptions);
  registerQueuedWrite(queryClient, createMemberMutationOptions);
  registerQueuedWrite(queryClient, renameMemberMutationOptions);
  registerQueuedWrite(queryClient, deleteMemberMutationOptions);
  registerQueuedWrite(queryClient, createSupportTicketMutationOptions);
  registerQueuedWrite(queryClient, markAdminMessageReadMutationOptions);
}
