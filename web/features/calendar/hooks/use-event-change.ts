import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CalendarEvent } from "@contract/schemas/events";
import { localChanges } from "@web/lib/live";
import { toast } from "@web/components/ui/toast/toast-store";
import { eventsQueryKey } from "../api/get-events";

interface EventChange<Input> {
  send: (input: Input) => Promise<unknown>;
  /** The cached list as it looks once the change is made. */
  apply: (events: CalendarEvent[], input: Input) => CalendarEvent[];
  success: string;
  failure: { title: string; description: string };
}

/**
 * A change to one event, shown at once: the cache changes before the call, rolls back with the
 * spec's toast if the server refuses, and is refetched either way. The tab's own change is marked
 * so its live notice does not refetch twice.
 */
export function useEventChange<Input>(familyId: string, change: EventChange<Input>) {
  const queryClient = useQueryClient();
  const key = eventsQueryKey(familyId);
  return useMutation({
    mutationFn: change.send,
    onMutate: async (input: Input) => {
      localChanges.mark("events_updated");
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CalendarEvent[]>(key);
      if (previous) queryClient.setQueryData(key, change.apply(previous, input));
      return { previous };
    },
    onSuccess: () => toast({ title: change.success }),
    onError: (_error, _input, context) => {
      localChanges.unmark("events_updated");
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast({ ...change.failure, variant: "destructive" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
