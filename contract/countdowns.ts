import type { ScreenCountdown } from "./schemas/kitchen-screen";

/**
 * A countdown's key, unique on the wall: its kind and its item's id ("event:…", "birthday:…",
 * "chore:…"). A board kept from before the kinds has entries without `kind`: they are events.
 * The server orders a day's countdowns by it, so a day's birthdays come before its chores and events.
 */
export function countdownKey(countdown: ScreenCountdown): string {
  if (countdown.kind === "birthday") return `birthday:${countdown.memberId}`;
  if (countdown.kind === "chore") return `chore:${countdown.choreId}`;
  return `event:${countdown.eventId}`;
}
