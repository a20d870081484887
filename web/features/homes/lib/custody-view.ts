import { custodyDays, homeAt, homeOn, nextChange, swapStatus, type Custody } from "@contract/custody";
import type { CustodyPattern, CustodySwap, HomeLink, SwapStatus } from "@contract/schemas/two-homes";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate, weekdayOf } from "@contract/time/zone";

/**
 * What the homes page and the dashboard's card draw of a link, worked out with contract/custody.ts
 * (docs/features/two-homes-pattern.md): nothing here re-implements the pattern, it only names the
 * homes as the caller's ("ours") or the other's.
 */

/** A link's custody as the caller's family sees it; `pattern` may be the form's, not yet saved. Null without a pattern. */
export function custodyOf(link: Pick<HomeLink, "otherFamily" | "exceptions">, ownFamilyId: string, pattern: CustodyPattern | null): Custody | null {
  return pattern ? { pattern, exceptions: link.exceptions, homes: [ownFamilyId, link.otherFamily.id] } : null;
}

/** The date `days` after `date` (before, when negative). */
export const dayAfter = (date: string, days: number) => dateText(addToClock(clockOfDate(date), "days", days));

/** 0 = Sunday … 6 = Saturday, of a YYYY-MM-DD date. */
export const weekdayOfDate = (date: string) => weekdayOf(clockOfDate(date));

/** 07.12: a date the short way, day and month. */
export const shortDate = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;

/** 17:00 → 17.00, the product's way of writing a time. */
export const shownTime = (time: string) => time.replace(":", ".");

export interface PreviewDay {
  date: string;
  /** Where the child sleeps that night: at the caller's home or at the other. */
  ours: boolean;
}

/** The night homes of `count` days from `from`: the preview strip under the pattern form. */
export function previewDays(custody: Custody, ownFamilyId: string, from: string, count = 14): PreviewDay[] {
  return custodyDays(custody, from, dayAfter(from, count - 1)).map((day) => ({ date: day.date, ours: day.home === ownFamilyId }));
}

/** A pattern form's values, checked enough to preview: a known date and a HH:MM time. */
export function previewablePattern(form: CustodyPattern): CustodyPattern | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.startDate) || Number.isNaN(Date.parse(form.startDate))) return null;
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(form.exchangeTime)) return null;
  return form;
}

export interface HomeNow {
  /** Tonight's home (the night home of today) is the caller's. */
  tonightOurs: boolean;
  /** The next move still to come, from now on: the day, and whether the child comes to the caller's home. */
  next: { date: string; toUs: boolean; when: "today" | "tomorrow" | "later" } | null;
}

/**
 * Tonight and the next change for the dashboard: today's exchange counts while it is still ahead
 * (`homeAt` has not moved yet), so at 18:00 on an exchange day the next is the one after.
 */
export function homeNow(custody: Custody, ownFamilyId: string, now: number, timeZone: string): HomeNow {
  const today = familyDate(now, timeZone);
  let change = nextChange(custody, today);
  if (change && change.date === today && homeAt(custody, now, timeZone) === change.home) change = nextChange(custody, dayAfter(today, 1));
  const tomorrow = dayAfter(today, 1);
  return {
    tonightOurs: homeOn(custody, today) === ownFamilyId,
    next: change
      ? { date: change.date, toUs: change.home === ownFamilyId, when: change.date === today ? "today" : change.date === tomorrow ? "tomorrow" : "later" }
      : null,
  };
}

/** The buttons a swap offers the caller: the other home answers an open swap, the proposer withdraws it. */
export function swapActions(swap: Pick<CustodySwap, "status" | "respondBy" | "proposedBy">, ownFamilyId: string, today: string) {
  const status: SwapStatus = swapStatus(swap, today);
  const open = status === "proposed";
  const ours = swap.proposedBy === ownFamilyId;
  return { status, answer: open && !ours, withdraw: open && ours };
}
