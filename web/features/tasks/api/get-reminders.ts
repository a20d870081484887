import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Reminder } from "@contract/schemas/reminders";
import { api } from "@web/lib/api-client";
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

export function getReminders(familyId: string, signal?: AbortSignal): Promise<Reminder[]> {
  return api<Reminder[]>(`/api/families/${encodeURIComponent(familyId)}/reminders`, { signal });
}

export function remindersQueryOptions(familyId: string) {
  return queryOptions({
    queryKey: remindersQueryKey(familyId),
    queryFn: ({ signal }) => getReminders(familyId, signal),
  });
}

export function useReminders({ familyId, queryConfig }: { familyId: string; queryConfig?: QueryConfig<typeof remindersQueryOptions> }) {
  return useQuery({ ...remindersQueryOptions(familyId), ...queryConfig });
}
