import { setRuleExpander } from "@contract/time/recurrence";
import { expandRule } from "@contract/time/rule-expansion";

/**
 * The Worker's recurrences: contract/time/recurrence.ts with phone rules expanded by ical.js,
 * which the Worker carries anyway for CalDAV (the pages load it only when they draw such an event).
 * Worker code imports the recurrence functions from here, so no caller meets an unexpanded rule.
 */
setRuleExpander(expandRule);

export { eventEndsAt, lastOccurrence, type Occurrence, occurrencesBetween } from "@contract/time/recurrence";
