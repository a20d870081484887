import type { CustodyException, CustodyPattern, CustodySwap, SwapStatus } from "./schemas/two-homes";
import { CUSTODY_TEMPLATES } from "./two-homes-limits";
import { addToClock, clockOfDate, daysBetween, instantOf } from "./time/wall-clock";
import { dateText, familyDate } from "./time/zone";

/**
 * Which of a linked child's two homes the child is at (docs/features/two-homes-pattern.md), for the
 * server (pushes, the homes read) and the phones (the month's band, the dashboard) alike. Days are
 * calendar dates on the family's clock, counted as dates, so a daylight-saving change never moves
 * the pattern; only `homeAt` looks at a clock, to place the exchange time.
 */

/** A home is named by its family's id. */
export type Home = string;

/** What decides where the child sleeps. */
export interface Custody {
  pattern: CustodyPattern;
  /** One-off days (holidays, accepted swaps); where they overlap, the later in the array wins. */
  exceptions: readonly CustodyException[];
  /**
   * The link's two family ids, in either order (the caller's own and `otherFamily.id`): the pattern
   * names only its first home, so the other is whichever of these is not that one.
   */
  homes: readonly [Home, Home];
}

export interface CustodyDay {
  date: string;
  home: Home;
}

/** How far ahead `nextChange` looks: past a month an exchange is no longer "coming" news. */
const NEXT_CHANGE_HORIZON_DAYS = 28;

/** The home of the pair that is not `home`. */
export function otherHome(homes: readonly [Home, Home], home: Home): Home {
  return homes[0] === home ? homes[1] : homes[0];
}

const dayAfter = (date: string, days: number) => dateText(addToClock(clockOfDate(date), "days", days));

/**
 * The template's cycle night by night: 0 for a night at the first home, 1 at the other. Every
 * template has an even number of stretches (2-2-3 is written out twice), so each cycle ends at the
 * other home and the next begins again at the first.
 */
const cycles = new Map<string, readonly (0 | 1)[]>();
function cycleOf(template: CustodyPattern["template"]): readonly (0 | 1)[] {
  let cycle = cycles.get(template);
  if (cycle === undefined) {
    cycle = CUSTODY_TEMPLATES[template].flatMap((nights, stretch) => Array<0 | 1>(nights).fill(stretch % 2 === 0 ? 0 : 1));
    cycles.set(template, cycle);
  }
  return cycle;
}

/**
 * The night home of every day from `from` to `to`, both included (none when `to` is earlier).
 * The cycle runs backward from the start date as well as forward, so a month before the pattern
 * began still shows a band. The pattern is laid down first and the exceptions painted over it in
 * array order, so the later of two overlapping ones is the one left; linear in days plus the
 * exceptions' overlap with the range.
 */
export function custodyDays(custody: Custody, from: string, to: string): CustodyDay[] {
  const { pattern, exceptions, homes } = custody;
  const start = clockOfDate(from);
  const count = Math.max(0, daysBetween(start, clockOfDate(to)) + 1);
  const cycle = cycleOf(pattern.template);
  const first = pattern.firstHome;
  const other = otherHome(homes, first);
  const shift = daysBetween(clockOfDate(pattern.startDate), start);
  const nights = Array.from({ length: count }, (_, day) => {
    const index = (((shift + day) % cycle.length) + cycle.length) % cycle.length;
    return cycle[index] === 0 ? first : other;
  });
  for (const exception of exceptions) {
    const last = Math.min(count - 1, daysBetween(start, clockOfDate(exception.to)));
    for (let day = Math.max(0, daysBetween(start, clockOfDate(exception.from))); day <= last; day += 1) nights[day] = exception.home;
  }
  return nights.map((home, day) => ({ date: dateText(addToClock(start, "days", day)), home }));
}

/** The night home of `date`: where the child sleeps that night, the home it has from that day's exchange time on. */
export function homeOn(custody: Custody, date: string): Home {
  return (custodyDays(custody, date, date)[0] as CustodyDay).home;
}

/** Where the child woke up on `date`: the night before's home, which it keeps until the exchange time. */
export function morningHome(custody: Custody, date: string): Home {
  return homeOn(custody, dayAfter(date, -1));
}

/**
 * Where the child is at an instant: on each family date the child changes at the exchange time, so
 * before it the morning home, from it on that day's night home. The exchange is placed as an
 * instant (a time the clocks skip moves on by the gap; a time they repeat is its first instance),
 * so the hour the clocks go back never hands the child back for an hour.
 */
export function homeAt(custody: Custody, instant: number, timeZone: string): Home {
  const date = familyDate(instant, timeZone);
  const [hour, minute] = custody.pattern.exchangeTime.split(":").map(Number);
  const exchange = instantOf({ ...clockOfDate(date), hour: hour ?? 0, minute: minute ?? 0 }, timeZone);
  return instant < exchange ? morningHome(custody, date) : homeOn(custody, date);
}

/** The days from `from` to `to` whose night home differs from the night before, with the home the child goes to. */
export function exchangeDays(custody: Custody, from: string, to: string): CustodyDay[] {
  const days = custodyDays(custody, dayAfter(from, -1), to);
  return days.slice(1).filter((day, index) => day.home !== days[index]?.home);
}

/** The first exchange from `date` on (today's included), within the horizon; null when the child stays put that long. */
export function nextChange(custody: Custody, date: string, horizonDays = NEXT_CHANGE_HORIZON_DAYS): CustodyDay | null {
  return exchangeDays(custody, date, dayAfter(date, horizonDays - 1))[0] ?? null;
}

/**
 * A swap's status as read on `today` (the family's date): a proposal may be answered through its
 * respond-by day, and from the day after it is expired, though the row still says proposed (no
 * cron rewrites it). ISO dates compare as text.
 */
export function swapStatus(swap: Pick<CustodySwap, "status" | "respondBy">, today: string): SwapStatus {
  return swap.status === "proposed" && swap.respondBy < today ? "expired" : swap.status;
}

/**
 * The one-off days an accepted swap becomes: its stretch at its home and, when it asked for days
 * back, those at the other home. The ids come from the swap's, so a replayed acceptance writes the
 * same rows again rather than a second copy.
 */
export function swapExceptions(swap: Pick<CustodySwap, "id" | "from" | "to" | "home" | "back" | "reason">, homes: readonly [Home, Home]): CustodyException[] {
  const given: CustodyException = { id: swap.id, from: swap.from, to: swap.to, home: swap.home, reason: swap.reason, swapId: swap.id };
  if (swap.back === null) return [given];
  return [given, { id: `${swap.id}:back`, from: swap.back.from, to: swap.back.to, home: otherHome(homes, swap.home), reason: swap.reason, swapId: swap.id }];
}
