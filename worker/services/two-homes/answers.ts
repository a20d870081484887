import type { CustodyException, CustodySwap, HomeLink } from "@contract/schemas/two-homes";
import type { CustodyTemplate } from "@contract/two-homes-limits";
import type { custodySwaps } from "@worker/db/schema";
import type { ChildLinkRow } from "./homes";

/** A link's rows as one home's answer (docs/features/two-homes.md "What each home sees"). */

export type SwapRow = typeof custodySwaps.$inferSelect;

/** The shared state, as either copy holds it. */
export type LinkState = Pick<ChildLinkRow, "template" | "startDate" | "exchangeTime" | "firstHome" | "exceptions">;

export const exceptionsOf = (state: Pick<LinkState, "exceptions">): CustodyException[] => JSON.parse(state.exceptions) as CustodyException[];

/** A swap still unanswered at the end of its respond-by day (`expires_at`, on the proposing home's clock) reads as expired. */
export function swapAnswer(row: SwapRow, now: string): CustodySwap {
  return {
    id: row.id,
    linkId: row.linkId,
    proposedBy: row.proposedBy,
    from: row.fromDate,
    to: row.toDate,
    home: row.home,
    back: row.backFrom && row.backTo ? { from: row.backFrom, to: row.backTo } : null,
    reason: row.reason,
    respondBy: row.respondBy,
    status: row.status === "proposed" && row.expiresAt <= now ? "expired" : row.status,
    decidedAt: row.decidedAt,
    createdAt: row.createdAt,
  };
}

/** The caller's view: its own member and the other home from its own copy, the shared state from `state` (the host's, when it was just written there). */
export function linkAnswer(
  own: Pick<ChildLinkRow, "id" | "memberId" | "otherFamilyId" | "otherFamilyName" | "createdAt">,
  name: string,
  state: LinkState,
  swaps: readonly SwapRow[],
  now: string,
): HomeLink {
  const pattern =
    state.template && state.startDate && state.exchangeTime && state.firstHome
      ? { template: state.template as CustodyTemplate, startDate: state.startDate, exchangeTime: state.exchangeTime, firstHome: state.firstHome }
      : null;
  return {
    id: own.id,
    memberId: own.memberId,
    name,
    otherFamily: { id: own.otherFamilyId, name: own.otherFamilyName },
    pattern,
    exceptions: exceptionsOf(state),
    swaps: swaps.filter((swap) => swap.linkId === own.id).map((swap) => swapAnswer(swap, now)),
    createdAt: own.createdAt,
  };
}
