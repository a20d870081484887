import { HELPER_LINKS_PER_FAMILY } from "@contract/helper-limits";
import { childCardAnswer, childCardBody, childCardsAnswer, createdHelperLinkAnswer, createHelperLinkBody, helperLinksAnswer } from "@contract/schemas/helpers";
import { feedQuery } from "@contract/schemas/events";
import { defineRoute, familyListRoute } from "../http/route";
import { auditOf } from "../http/security-log";
import { notFound, RateLimitedError } from "../lib/http-error";
import { clientKey } from "../lib/client";
import { appOrigin } from "../lib/origin";
import { familyDatabaseOf, openDatabaseOfFamily } from "../middleware/db";
import { childCardsRead, putChildCard } from "../services/helpers/cards";
import { helperFeed } from "../services/helpers/helper-feed";
import { createHelperLink, helperLinksRead, letInDevice, removeDevice, revokeHelperLink } from "../services/helpers/links";

/** Helpers' links and the children's cards as the parents see them (docs/features/helpers.md). */

const tag = "helpers";
const linkPath = "/api/families/:familyId/helpers/:id";
const noLink = { not_found: "No such link in the caller's family." };
const noDevice = { not_found: "No such device of that link in the caller's family." };

export const helperLinkRoutes = [
  familyListRoute({
    path: "/api/families/:familyId/helpers",
    summary: "The family's helpers' links, each with its powers, end, last use and devices.",
    tag,
    answer: { status: 200, description: "Oldest first; devices oldest first.", schema: helperLinksAnswer },
    read: helperLinksRead,
  }),
  defineRoute({
    method: "POST",
    path: "/api/families/:familyId/helpers",
    summary: "Makes a helper's link for a member without an account, or a new member by name.",
    tag,
    access: "family",
    tells: ["members_updated"],
    body: createHelperLinkBody,
    answer: { status: 201, description: "The link, and its url with the secret (shown this once).", schema: createdHelperLinkAnswer },
    errors: {
      invalid_body:
        "Neither or both of name and memberId; the member has an account; a child who is not an account-less member; an end in the past or more than a year ahead.",
      not_found: "No such member in the caller's family.",
      quota_exceeded: `The family has ${HELPER_LINKS_PER_FAMILY} links already.`,
    },
    example: { body: { name: "Amma", powers: ["calendar", "tasks", "shopping", "cards", "dinner"] }, status: 201, foreign: "own" },
    handler: (c, { familyId, caller, body }) =>
      createHelperLink(
        { db: c.get("db"), dbName: familyDatabaseOf(c), audit: auditOf(c), origin: appOrigin(c) },
        { familyId, timeZone: caller.timeZone, userId: caller.userId },
        body,
      ),
  }),
  defineRoute({
    method: "DELETE",
    path: linkPath,
    summary: "Revokes a link at once: its devices are refused from their next call and their live sockets close.",
    tag,
    access: "family",
    tells: ["members_updated"],
    answer: { status: 204, description: "Revoked." },
    errors: noLink,
    example: { params: { id: "{helperLinkId}" }, status: 204, foreign: [403] },
    handler: (c, { familyId, params }) => revokeHelperLink(c.get("db"), auditOf(c), familyId, params.id),
  }),
  defineRoute({
    method: "POST",
    path: `${linkPath}/devices/:deviceId/let-in`,
    summary: "Lets in a device that opened the link after its first one.",
    tag,
    access: "family",
    tells: ["members_updated"],
    answer: { status: 204, description: "Let in." },
    errors: { ...noDevice, conflict: "The device is let in already." },
    example: { params: { id: "{helperLinkId}", deviceId: "{helperWaitingDeviceId}" }, status: 204, foreign: [403] },
    handler: (c, { familyId, params }) => letInDevice(c.get("db"), auditOf(c), familyId, params.id, params.deviceId),
  }),
  defineRoute({
    method: "DELETE",
    path: `${linkPath}/devices/:deviceId`,
    summary: "Removes one device of a link, waiting or let in.",
    tag,
    access: "family",
    tells: ["members_updated"],
    answer: { status: 204, description: "Removed." },
    errors: noDevice,
    example: { params: { id: "{helperLinkId}", deviceId: "{helperWaitingDeviceId}" }, status: 204, foreign: [403] },
    handler: (c, { familyId, params }) => removeDevice(c.get("db"), auditOf(c), familyId, params.id, params.deviceId),
  }),
  familyListRoute({
    path: "/api/families/:familyId/child-cards",
    summary: "The children's cards: allergies, medicines, doctor, school, who to call, who may fetch, bedtime, notes.",
    tag,
    answer: { status: 200, description: "One per child that has one.", schema: childCardsAnswer },
    read: childCardsRead,
  }),
  defineRoute({
    method: "PUT",
    path: "/api/families/:familyId/child-cards/:memberId",
    summary: "Writes a child's whole card.",
    tag,
    access: "family",
    tells: ["members_updated"],
    body: childCardBody,
    answer: { status: 200, description: "The card as stored.", schema: childCardAnswer },
    errors: {
      not_found: "No such member in the caller's family.",
      invalid_body: "A field too long, a bad bedtime or phone number; or the member has an account.",
    },
    example: {
      params: { memberId: "{memberId}" },
      body: { allergies: "Nøtir", contacts: [{ name: "Pápi", phone: "+298 123456" }], bedtime: "20:00" },
      status: 200,
      foreign: [403],
    },
    handler: (c, { familyId, caller, params, body }) => putChildCard(c.get("db"), familyId, caller.userId, params.memberId, body),
  }),
  // Public: a phone calendar fetches it without a session; the key in the link is the credential (404 when wrong, revoked or ended).
  defineRoute({
    method: "GET",
    path: `${linkPath}/calendar.ics`,
    summary: "A helper's own calendar (iCalendar, RFC 5545): the events the link shows, never with a description.",
    tag,
    access: "public",
    query: feedQuery,
    answer: { status: 200, description: "`text/calendar; charset=utf-8`." },
    errors: {
      not_found: "No such link, or it was revoked or has ended, does not show the calendar, or the key is wrong.",
      rate_limited: "Too many fetches; see Retry-After.",
    },
    example: { params: { id: "{helperLinkId}" }, query: { key: "made-up" }, status: 404, foreign: "own" },
    handler: async (c, { params, query }) => {
      if (!query.key) throw notFound();
      const [byClient, byKey] = await Promise.all([
        c.env.FEED_PER_CLIENT.limit({ key: clientKey(c.req.header("cf-connecting-ip")) }),
        c.env.FEED_PER_KEY.limit({ key: `helper:${params.id}:${query.key}` }),
      ]);
      if (!byClient.success || !byKey.success) throw new RateLimitedError(60_000);
      await openDatabaseOfFamily(c, params.familyId);
      const text = await helperFeed(c.get("db"), c.env.JWT_SECRET, {
        familyId: params.familyId,
        linkId: params.id,
        key: query.key,
        host: new URL(appOrigin(c)).host,
        appName: c.env.APP_NAME,
      });
      return c.body(text, 200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Disposition": 'inline; filename="calendar.ics"' });
    },
  }),
];
