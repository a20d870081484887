import { and, eq } from "drizzle-orm";
import { families, familyMembers, helperLinks } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { hmacHex, safeEqual } from "@worker/lib/crypto";
import { notFound } from "@worker/lib/http-error";
import { utcStamp } from "@worker/lib/ics";
import { eventParts, feedDocument } from "@worker/services/calendar/feed";
import { linkOpen, type HelperCaller } from "./devices";
import { eventsOfLink } from "./helper-reads";

/**
 * A helper's own calendar feed (docs/features/helpers.md "The helper's feed"): the events the link
 * shows, as the family feed writes them but never with a description; keyed by an HMAC of the
 * link and its own secret, so it dies with the link (revoked or past its end: 404).
 */

const helperFeedKey = (signingSecret: string, linkId: string, feedSecret: string) => hmacHex(signingSecret, `helper-feed:${linkId}:${feedSecret}`);

export const helperFeedUrl = (origin: string, signingSecret: string, helper: Pick<HelperCaller, "familyId" | "linkId" | "feedSecret">) =>
  `${origin}/api/families/${encodeURIComponent(helper.familyId)}/helpers/${encodeURIComponent(helper.linkId)}/calendar.ics?key=${helperFeedKey(signingSecret, helper.linkId, helper.feedSecret)}`;

export async function helperFeed(
  db: Db,
  signingSecret: string,
  request: { familyId: string; linkId: string; key: string; host: string; appName: string },
  now = Date.now(),
): Promise<string> {
  // The key is checked before any event is read.
  const [link] = await db
    .select({
      linkId: helperLinks.id,
      familyId: helperLinks.familyId,
      memberId: helperLinks.memberId,
      powers: helperLinks.powers,
      children: helperLinks.children,
      feedSecret: helperLinks.feedSecret,
      timeZone: families.timeZone,
      name: familyMembers.name,
    })
    .from(helperLinks)
    .innerJoin(families, eq(families.id, helperLinks.familyId))
    .innerJoin(familyMembers, eq(familyMembers.id, helperLinks.memberId))
    .where(and(eq(helperLinks.id, request.linkId), eq(helperLinks.familyId, request.familyId), linkOpen(now)));
  if (!link?.powers.includes("calendar") || !safeEqual(helperFeedKey(signingSecret, link.linkId, link.feedSecret), request.key)) throw notFound();
  const list = (await eventsOfLink(db, link)).map((event) => ({ ...event, description: null }));
  return feedDocument(
    [eventParts(list, { timeZone: link.timeZone, stamp: utcStamp(now), host: request.host })],
    { timeZone: link.timeZone, appName: request.appName },
    now,
  );
}
