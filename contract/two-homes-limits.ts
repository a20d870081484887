/** The numbers of two homes (docs/features/two-homes.md). */
import { HOME_LINKS_PER_FAMILY } from "./limits";

/**
 * The custody templates: a cycle of stretches (nights), alternating between the two homes and
 * starting with the pattern's first home on its start date. "every-other-weekend" is two nights
 * (from a Friday: Friday and Saturday) at the first home every other week, the other twelve at the
 * other home.
 */
export const CUSTODY_TEMPLATES = {
  "7-7": [7, 7],
  "2-2-3": [2, 2, 3, 2, 2, 3],
  "2-2-5-5": [2, 2, 5, 5],
  "5-2-2-5": [5, 2, 2, 5],
  "3-4-4-3": [3, 4, 4, 3],
  "every-other-weekend": [2, 12],
} as const satisfies Record<string, readonly number[]>;
export type CustodyTemplate = keyof typeof CUSTODY_TEMPLATES;
export const CUSTODY_TEMPLATE_NAMES = Object.keys(CUSTODY_TEMPLATES) as CustodyTemplate[];

/** A home link's invite, like the family invite: valid 7 days, usable once. */
export const HOME_LINK_INVITE_DAYS = 7;
/** One-off days (holidays, an accepted swap) a link keeps; the oldest past ones go first. */
export const CUSTODY_EXCEPTIONS_MAX = 100;
/** How long a swap's stretch may be, in days. */
export const CUSTODY_SWAP_DAYS_MAX = 62;
/** Swaps a link keeps (answered ones older than a year are pruned). */
export const CUSTODY_SWAPS_MAX = 200;
/** A swap's or an exception's reason. */
export const CUSTODY_REASON_MAX = 200;
/** Linked children per family: a row cap (FAMILY_ROW_CAPS' `child_links`), so in limits.ts, which is in every route's entry; re-exported here. */
export { HOME_LINKS_PER_FAMILY };
/** The exchange time a pattern starts with. */
export const CUSTODY_EXCHANGE_DEFAULT = "17:00";
