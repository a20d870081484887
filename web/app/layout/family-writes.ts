import type { QueryClient } from "@tanstack/react-query";
import { registerAddShoppingItem } from "@web/features/shopping/api/add-shopping-item";
import { registerDeleteShoppingItem } from "@web/features/shopping/api/delete-shopping-item";
import { registerUpdateShoppingItem } from "@web/features/shopping/api/update-shopping-item";
import { registerCreateReminder } from "@web/features/tasks/api/create-reminder";
import { registerDeleteReminder } from "@web/features/tasks/api/delete-reminder";
import { registerUpdateReminder } from "@web/features/tasks/api/update-reminder";

/** The changes queued while offline and kept across reloads (docs/features/offline.md). */
export function registerFamilyWrites(queryClient: QueryClient): void {
  registerAddShoppingItem(queryClient);
  registerUpdateShoppingItem(queryClient);
  registerDeleteShoppingItem(queryClient);
  registerCreateReminder(queryClient);
  registerUpdateReminder(queryClient);
  registerDeleteReminder(queryClient);
}
