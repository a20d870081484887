import { useEffect, useState } from "react";
import { setRuleExpander } from "@contract/time/recurrence";

/**
 * The expansion of a phone's repeat rule (contract/time/rule-expansion.ts, with ical.js), loaded
 * the first time an event with one is drawn: the calendar's first load stays without the library,
 * and events the app's own fields describe never need it (docs/features/calendar.md "Rules from a
 * phone"). Until it is in, such an event is drawn by its approximating fields.
 */
let loading: Promise<void> | null = null;
let loaded = false;

function loadRuleExpansion(): Promise<void> {
  loading ??= import("@contract/time/rule-expansion").then(
    ({ expandRule }) => {
      setRuleExpander(expandRule);
      loaded = true;
    },
    () => {
      // Offline before the chunk was cached: the approximation stays, and the next draw tries again.
      loading = null;
    },
  );
  return loading;
}

/** Whether the events' phone rules are expanded; the caller draws again (and recomputes) when it turns true. */
export function useRuleExpansion(events: readonly { recurrenceRule?: unknown }[]): boolean {
  const needed = events.some((event) => event.recurrenceRule);
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (!needed || ready) return;
    let current = true;
    void loadRuleExpansion().then(() => {
      if (current && loaded) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [needed, ready]);
  return ready;
}
