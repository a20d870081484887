import { custodyDays, type Custody } from "@contract/custody";
import type { HomeLink } from "@contract/schemas/two-homes";
import { addDays } from "./calendar-range";

/**
 * The custody band of the week and month views (docs/features/two-homes.md): for a linked child,
 * which home the child sleeps at each night, read from contract/custody.ts (never worked out here).
 */

/** One day of a child's band: `ours` when the child sleeps at this family's home that night. */
export interface BandDay {
  date: string;
  ours: boolean;
  /** The child changes home that day (the night before was at the other home). */
  exchange: boolean;
}

/** A link's custody as contract/custody.ts takes it, or null while the link has no pattern. */
export function custodyOf(link: HomeLink, ownFamilyId: string): Custody | null {
  if (link.pattern === null) return null;
  return { pattern: link.pattern, exceptions: link.exceptions, homes: [ownFamilyId, link.otherFamily.id] };
}

/** The band from `from` to `to` (both included), by date. */
export function bandDays(custody: Custody, ownFamilyId: string, from: string, to: string): Map<string, BandDay> {
  const nights = custodyDays(custody, addDays(from, -1), to);
  const band = new Map<string, BandDay>();
  nights.forEach((night, index) => {
    if (index === 0) return;
    band.set(night.date, { date: night.date, ours: night.home === ownFamilyId, exchange: night.home !== nights[index - 1]?.home });
  });
  return band;
}

/** A child's band in a view: its name, the other home's name, and the days. */
export interface ChildBand {
  linkId: string;
  name: string;
  otherHome: string;
  days: Map<string, BandDay>;
}

/** The bands of the family's linked children that have a pattern, in the read's order. */
export function childBands(links: readonly HomeLink[], ownFamilyId: string, from: string, to: string): ChildBand[] {
  return links.flatMap((link) => {
    const custody = custodyOf(link, ownFamilyId);
    return custody ? [{ linkId: link.id, name: link.name, otherHome: link.otherFamily.name, days: bandDays(custody, ownFamilyId, from, to) }] : [];
  });
}
