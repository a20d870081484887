import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CompletedRemindersPage, Reminder, RemindersList } from "@contract/schemas/reminders";
import { apiPage } from "@web/lib/api-client";
import type { QueryConfig } from "@web/lib/hook-config";
import { resourceKeys } from "@web/lib/resource-keys";

/** What a change to one task names: the task, and the family whose cached list it edits. */
export interface ReminderRef {
  familyId: string;
  id: string;
}

export function remindersQueryKey(familyId: string) {
  return [...resourceKeys.reminders, familyId] as const;
}

/** Open tasks whole, the first page of completed ones, their count and the next page's cursor. */
export async function getReminders(familyId: string, signal?: AbortSignal): Promise<RemindersList> {
  const page = await apiPage<Reminder>(`/api/families/${encodeURIComponent(familyId)}/reminders`, { signal });
  return { reminders: page.rows, completedCount: page.historyCount ?? 0, nextBefore: page.nextBefore };
}

/** The completed tasks after `before`, a page at a time ('Vís fleiri'). */
export async function getCompletedReminders(familyId: string, before: string, signal?: AbortSignal): Promise<CompletedRemindersPage> {
  const query = new URLSearchParams({ before });
  const page = await apiPage<Reminder>(`/api/families/${encodeURIComponent(familyId)}/reminders/completed?${query}`, { signal });
  return { reminders: page.rows, nextBefore: page.nextBefore };
}

/** Under the list's key, so whatever refetches the list refetches the older pages too. */
export const completedRemindersQueryKey = (familyId: string) => [...remindersQueryKey(familyId), "completed"] as const;

export function remindersQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: remindersQueryKey(familyId),
    queryFn: ({ signal }) => getReminders(familyId, signal),
  });
}

export function useReminders({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof remindersQueryOptions> }) {
  return useQuery({ ...remindersQueryOptions(familyId), ...queryConfig });
}
