import { createSubscriptionBody, subscriptionAnswer, subscriptionsAnswer, updateSubscriptionBody } from "@contract/schemas/calendar-subscriptions";
import { defineRoute, familyListRoute } from "../http/route";
import { createSubscription, deleteSubscription, subscriptionsRead, updateSubscription } from "../services/outside-calendars/subscriptions";

const tag = "calendar";
const path = "/api/families/:familyId/calendar-subscriptions";
const notFound = { not_found: "No such outside calendar in the caller's family." };

/** Outside calendars (docs/features/outside-calendars.md); their occurrences come with the events read. */
export const calendarSubscriptionRoutes = [
  familyListRoute({
    path,
    summary: "The family's outside calendars (subscribed iCalendar links), oldest first, with when each was last refreshed and why the last refresh failed.",
    tag,
    answer: { status: 200, description: "The subscriptions.", schema: subscriptionsAnswer },
    read: subscriptionsRead,
  }),
  defineRoute({
    method: "POST",
    path,
    summary:
      'Subscribes the family to an outside calendar by its https (or webcal) link; the link is checked (docs/features/outside-calendars.md "Safe fetching") and the first refresh is queued at once.',
    tag,
    access: "family",
    tells: ["events_updated"],
    body: createSubscriptionBody,
    answer: { status: 201, description: "The subscription, not yet refreshed.", schema: subscriptionAnswer },
    errors: {
      invalid_body:
        "The link is refused (not https/webcal, credentials, an IP address, a local name, another port), or a name, colour or member is wrong; the message says which, in Faroese.",
      quota_exceeded: "The family has 10 outside calendars already.",
      rate_limited: "The family asked for 20 refreshes at once (adds and resumes) in the last hour; Retry-After says when the next may be.",
    },
    example: {
      body: { url: "https://calendar.example.com/skulin.ics", name: "Skúlin", color: "#2563eb", memberId: "{memberId}" },
      status: 201,
      foreign: [403],
    },
    handler: (c, { familyId, caller, body }) =>
      createSubscription(c.get("db"), { familyId, userId: caller.userId }, body, {
        policy: { allowLoopback: c.env.LOCAL_DEV === "true" },
        secret: c.env.JWT_SECRET,
      }),
  }),
  defineRoute({
    method: "PATCH",
    path: `${path}/:id`,
    summary: "Renames, recolours, reassigns, pauses or resumes an outside calendar (a resumed one is refreshed at once).",
    tag,
    access: "family",
    tells: ["events_updated"],
    body: updateSubscriptionBody,
    answer: { status: 200, description: "The subscription as it now is.", schema: subscriptionAnswer },
    errors: { ...notFound, rate_limited: "A resume is a refresh at once, counted as the create's are." },
    example: { params: { id: "{subscriptionId}" }, body: { name: "Fótbóltsfelagið", paused: true }, status: 200, foreign: [403] },
    handler: (c, { familyId, params, body }) => updateSubscription(c.get("db"), familyId, params.id, body, c.env.JWT_SECRET),
  }),
  defineRoute({
    method: "DELETE",
    path: `${path}/:id`,
    summary: "Removes an outside calendar and every occurrence imported from it.",
    tag,
    access: "family",
    tells: ["events_updated"],
    answer: { status: 204, description: "Removed." },
    errors: notFound,
    example: { params: { id: "{subscriptionId}" }, status: 204, foreign: [403] },
    handler: (c, { familyId, params }) => deleteSubscription(c.get("db"), familyId, params.id),
  }),
];
