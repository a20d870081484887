import type { MutationKey } from "@tanstack/react-query";
import { changeKey } from "./change-key";

/**
 * The keys the offline changes had before they were declared as files (cache version 3), and the
 * change each is now: an unsent change kept by that version is replayed by its new declaration,
 * with the same variables. Nothing made offline may be lost to an update (docs/features/offline.md).
 */
export const BEFORE_DECLARATIONS: Record<string, string> = {
  "shopping-items/add": "shopping/add-item",
  "shopping-items/toggle": "shopping/toggle-item",
  "shopping-items/rename": "shopping/rename-item",
  "shopping-items/delete": "shopping/delete-item",
  "reminders/create": "tasks/create-task",
  "reminders/complete": "tasks/complete-task",
  "reminders/rename": "tasks/rename-task",
  "reminders/delete": "tasks/delete-task",
  "events/create": "calendar/create-event",
  "events/rename": "calendar/rename-event",
  "events/delete": "calendar/delete-event",
  "dinner-meals/create": "meals/create-meal",
  "dinner-meals/rename": "meals/rename-meal",
  "dinner-meals/complete": "meals/complete-meal",
  "dinner-meals/delete": "meals/delete-meal",
  "members/create": "family/create-member",
  "members/rename": "family/rename-member",
  "members/delete": "family/delete-member",
  "support-tickets/create": "support/create-ticket",
  "admin-messages/read": "support/mark-message-read",
};

/** An older app's key as today's, or the key as it was when it is not one of those. */
export function keyOfToday(key: MutationKey | undefined): MutationKey | undefined {
  const name = key?.length === 2 ? BEFORE_DECLARATIONS[`${String(key[0])}/${String(key[1])}`] : undefined;
  return name ? changeKey(name) : key;
}
