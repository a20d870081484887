import { asc, eq, sql } from "drizzle-orm";
import type { Homes } from "@contract/schemas/two-homes";
import { childLinks, custodySwaps, familyMembers, otherHomeEvents } from "@worker/db/schema";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { readDaysOfWeek } from "../calendar/event-rows";
import { linkAnswer, type SwapRow } from "./answers";

/**
 * `GET /api/families/:familyId/homes` (docs/features/two-homes.md "What each home sees"): the
 * family's linked children with their patterns, one-off days and swaps, and the events the other
 * homes shared, from the family's own copies only: one D1 round trip, whichever database the other
 * homes are in.
 */

const linksSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        id: childLinks.id,
        memberId: childLinks.memberId,
        name: sql<string>`${familyMembers.name}`,
        otherFamilyId: childLinks.otherFamilyId,
        otherFamilyName: childLinks.otherFamilyName,
        template: childLinks.template,
        startDate: childLinks.startDate,
        exchangeTime: childLinks.exchangeTime,
        firstHome: childLinks.firstHome,
        exceptions: childLinks.exceptions,
        createdAt: childLinks.createdAt,
      }),
    )
    .from(childLinks)
    .innerJoin(familyMembers, eq(familyMembers.id, childLinks.memberId))
    .where(eq(childLinks.familyId, param("familyId")))
    .orderBy(asc(childLinks.createdAt), asc(childLinks.id)),
);

const swapsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        id: custodySwaps.id,
        familyId: custodySwaps.familyId,
        linkId: custodySwaps.linkId,
        proposedBy: custodySwaps.proposedBy,
        fromDate: custodySwaps.fromDate,
        toDate: custodySwaps.toDate,
        home: custodySwaps.home,
        backFrom: custodySwaps.backFrom,
        backTo: custodySwaps.backTo,
        reason: custodySwaps.reason,
        respondBy: custodySwaps.respondBy,
        expiresAt: custodySwaps.expiresAt,
        status: custodySwaps.status,
        decidedAt: custodySwaps.decidedAt,
        revision: custodySwaps.revision,
        createdAt: custodySwaps.createdAt,
      }),
    )
    .from(custodySwaps)
    .where(eq(custodySwaps.familyId, param("familyId")))
    .orderBy(asc(custodySwaps.linkId), asc(custodySwaps.createdAt)),
);

const otherEventsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        id: otherHomeEvents.id,
        linkId: otherHomeEvents.linkId,
        originFamilyId: otherHomeEvents.originFamilyId,
        originFamilyName: otherHomeEvents.originFamilyName,
        title: otherHomeEvents.title,
        startTime: otherHomeEvents.startTime,
        endTime: otherHomeEvents.endTime,
        location: otherHomeEvents.location,
        recurrence: otherHomeEvents.recurrence,
        recurrenceEnds: otherHomeEvents.recurrenceEnds,
        daysOfWeek: otherHomeEvents.daysOfWeek,
      }),
    )
    .from(otherHomeEvents)
    .where(eq(otherHomeEvents.familyId, param("familyId")))
    .orderBy(asc(otherHomeEvents.startTime), asc(otherHomeEvents.id)),
);

export const homesRead = defineFamilyRead({
  selects: [linksSelect, swapsSelect, otherEventsSelect] as const,
  answer: ([links, swaps, events]): Homes => {
    // A swap expires at an instant (the end of its respond-by day on the proposer's clock); the phones read a kept answer by the same day (contract/custody.ts swapStatus).
    const now = new Date().toISOString();
    return {
      links: links.map((link) => linkAnswer(link, link.name, link, swaps as SwapRow[], now)),
      otherHomeEvents: events.map(({ originFamilyId, originFamilyName, daysOfWeek, ...event }) => ({
        ...event,
        home: { id: originFamilyId, name: originFamilyName },
        daysOfWeek: readDaysOfWeek(daysOfWeek),
      })),
    };
  },
});
