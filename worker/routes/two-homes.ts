import { familyDate } from "@contract/time/zone";
import { inviteAnswer } from "@contract/schemas/families";
import {
  acceptHomeLinkBody,
  custodyExceptionBody,
  custodyPatternBody,
  custodySwapBody,
  homeLinkAnswer,
  homeLinkInviteBody,
  homesAnswer,
  swapAnswerBody,
} from "@contract/schemas/two-homes";
import type { AuthContext } from "../env";
import { defineRoute, familyListRoute } from "../http/route";
import { appOrigin } from "../lib/origin";
import { acceptHomeLink, createHomeInvite, endHomeLink } from "../services/two-homes/links";
import { addException, removeException, setPattern } from "../services/two-homes/pattern";
import { homesRead } from "../services/two-homes/read";
import { answerSwap, proposeSwap, withdrawSwap } from "../services/two-homes/swaps";

/** A child's two homes (docs/features/two-homes.md): the link, the custody pattern, one-off days and swaps. */

const tag = "two-homes";
const noLink = { not_found: "No such link in the caller's family." };
const otherHome = { unavailable: "The link's other home, in another database, did not answer: nothing changed; send it again." };
const linkAnswer = { status: 200, description: "The link as the caller's home sees it.", schema: homeLinkAnswer } as const;
const today = (caller: AuthContext) => familyDate(Date.now(), caller.timeZone);
const linkPath = "/api/families/:familyId/home-links/:id";

export const twoHomesRoutes = [
  familyListRoute({
    path: "/api/families/:familyId/homes",
    summary: "The family's linked children (pattern, one-off days, swaps) and the events their other homes shared.",
    tag,
    answer: { status: 200, description: "Links oldest first; the other homes' events by start.", schema: homesAnswer },
    read: homesRead,
  }),
  defineRoute({
    method: "POST",
    path: "/api/families/:familyId/home-links/invites",
    summary: "A one-time code (7 days) inviting a child's other home.",
    tag,
    access: "family",
    body: homeLinkInviteBody,
    answer: { status: 201, description: "The code and its link.", schema: inviteAnswer },
    errors: { not_found: "No such member in the caller's family.", invalid_body: "The member has an account.", conflict: "The child is linked already." },
    example: { body: { memberId: "{memberId}" }, status: 201, foreign: [403] },
    handler: (c, { familyId, caller, body }) => createHomeInvite(c.get("db"), c.env.JWT_SECRET, familyId, caller.userId, body.memberId, appOrigin(c)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/families/:familyId/home-links",
    summary: "Accepts another family's code: the caller's family becomes the child's other home.",
    tag,
    access: "family",
    tells: ["home_links_updated", "members_updated", "kitchen_updated"],
    body: acceptHomeLinkBody,
    options: { primary: true },
    answer: { status: 201, description: "The new link as the caller's home sees it.", schema: homeLinkAnswer },
    errors: {
      invalid_body: "A wrong, used or expired code, or the caller's own family's.",
      conflict: "The child is linked already.",
      not_found: "No such member in the caller's family.",
    },
    example: { body: { code: "{homeInviteCode}" }, status: 201, foreign: [403] },
    handler: (c, { familyId, body }) => acceptHomeLink(c.env, c.get("db"), c.env.JWT_SECRET, familyId, body),
  }),
  defineRoute({
    method: "DELETE",
    path: linkPath,
    summary: "Ends the link: each home keeps its own rows; the shared view goes from both.",
    tag,
    access: "family",
    tells: ["home_links_updated", "events_updated", "kitchen_updated"],
    answer: { status: 204, description: "Ended." },
    errors: noLink,
    example: { params: { id: "{linkId}" }, status: 204, foreign: [403] },
    handler: (c, { familyId, params }) => endHomeLink(c.env, c.get("db"), familyId, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: `${linkPath}/pattern`,
    summary: "Sets the custody pattern: template, start date, exchange time and the first home.",
    tag,
    access: "family",
    tells: ["home_links_updated", "kitchen_updated"],
    body: custodyPatternBody,
    answer: linkAnswer,
    errors: { ...noLink, ...otherHome },
    example: {
      params: { id: "{linkId}" },
      body: { template: "2-2-3", startDate: "2026-12-07", exchangeTime: "17:00", firstHome: "{familyId}" },
      status: 200,
      foreign: [403],
    },
    handler: (c, { familyId, params, body }) => setPattern(c.env, c.get("db"), familyId, params.id, body),
  }),
  defineRoute({
    method: "POST",
    path: `${linkPath}/exceptions`,
    summary: "Adds one-off days (a holiday) at one home.",
    tag,
    access: "family",
    tells: ["home_links_updated", "kitchen_updated"],
    body: custodyExceptionBody,
    answer: { ...linkAnswer, status: 201, description: "The link with the days (200 when its `id` was already added)." },
    errors: { ...noLink, ...otherHome, conflict: "The link holds 100 one-off stretches." },
    example: { params: { id: "{linkId}" }, body: { from: "2026-12-24", to: "2026-12-27", home: "{familyId}", reason: "Jól" }, status: 201, foreign: [403] },
    handler: (c, { familyId, caller, params, body }) => addException(c.env, c.get("db"), familyId, params.id, body, today(caller)),
  }),
  defineRoute({
    method: "DELETE",
    path: `${linkPath}/exceptions/:exceptionId`,
    summary: "Removes one-off days: the pattern holds on them again.",
    tag,
    access: "family",
    tells: ["home_links_updated", "kitchen_updated"],
    answer: linkAnswer,
    errors: { ...noLink, ...otherHome },
    example: { params: { id: "{linkId}", exceptionId: "{exceptionId}" }, status: 200, foreign: [403] },
    handler: (c, { familyId, params }) => removeException(c.env, c.get("db"), familyId, params.id, params.exceptionId),
  }),
  defineRoute({
    method: "POST",
    path: `${linkPath}/swaps`,
    summary: "Proposes a swap to the other home: days for one home, maybe days back, answered by a day.",
    tag,
    access: "family",
    tells: ["home_links_updated", "kitchen_updated"],
    body: custodySwapBody,
    answer: { ...linkAnswer, status: 201, description: "The link with the swap (200 when its `id` was already proposed)." },
    errors: { ...noLink, ...otherHome, conflict: "The `id` is another swap's, or the link keeps 200 swaps." },
    example: {
      params: { id: "{linkId}" },
      body: {
        from: "2030-01-08",
        to: "2030-01-10",
        home: "{familyId}",
        back: { from: "2030-01-15", to: "2030-01-17" },
        reason: "Føðingardagur",
        respondBy: "2030-01-05",
      },
      status: 201,
      foreign: [403],
    },
    handler: (c, { familyId, caller, params, body }) => proposeSwap(c.env, c.get("db"), familyId, params.id, body, caller.timeZone),
  }),
  defineRoute({
    method: "POST",
    path: `${linkPath}/swaps/:swapId/answer`,
    summary: "The other home accepts or refuses a swap by its respond-by day; an accepted swap's days become one-off days.",
    tag,
    access: "family",
    tells: ["home_links_updated", "kitchen_updated"],
    body: swapAnswerBody,
    answer: linkAnswer,
    errors: { ...noLink, ...otherHome, forbidden: "The caller's home proposed it.", conflict: "Answered, withdrawn or expired." },
    example: { params: { id: "{linkId}", swapId: "{swapId}" }, body: { answer: "accept" }, status: 200, foreign: [403] },
    handler: (c, { familyId, params, body }) => answerSwap(c.env, c.get("db"), familyId, params.id, params.swapId, body.answer),
  }),
  defineRoute({
    method: "DELETE",
    path: `${linkPath}/swaps/:swapId`,
    summary: "The proposing home withdraws a swap not yet answered.",
    tag,
    access: "family",
    tells: ["home_links_updated", "kitchen_updated"],
    answer: linkAnswer,
    errors: { ...noLink, ...otherHome, forbidden: "The other home proposed it.", conflict: "Answered, withdrawn or expired." },
    example: { params: { id: "{linkId}", swapId: "{ownSwapId}" }, status: 200, foreign: [403] },
    handler: (c, { familyId, params }) => withdrawSwap(c.env, c.get("db"), familyId, params.id, params.swapId),
  }),
];
