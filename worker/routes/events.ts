import { calendarEventAnswer, createEventBody, eventsAnswer, updateEventBody } from "@contract/schemas/events";
import { defineRoute, familyListRoute } from "../http/route";
import { forbidden } from "../lib/http-error";
import { eventsRead, finishedEventsRead } from "../services/calendar/event-reads";
import { changeEvent, createEvent, deleteEvent } from "../services/calendar/events";

const tag = "calendar";
const notFound = { not_found: "No such event in the caller's family, or another member's private one." };
const writer = (familyId: string, caller: { userId: string; timeZone: string }) => ({ familyId, userId: caller.userId, timeZone: caller.timeZone });

export const eventRoutes = [
  familyListRoute({
    path: "/api/families/:familyId/events",
    summary:
      "Every event not over yet by start (which are upcoming or finished is decided on the family's clock, docs/features/calendar.md), then the first page of the finished ones, latest end first, with their count in `X-History-Count` and the next page in `Link` (docs/api.md \"Paging in headers\"). Another member's private events are left out, so the ETag is the caller's own.",
    tag,
    answer: { status: 200, description: "Open events by start, then the first page of finished ones.", schema: eventsAnswer },
    read: eventsRead,
    paging: { rows: "events", count: "finishedCount", next: "/api/families/:familyId/events/finished" },
  }),
  familyListRoute({
    path: "/api/families/:familyId/events/finished",
    summary: 'The next page of the family\'s finished events, latest end first, after the `before` cursor (docs/api.md "Paging in headers").',
    tag,
    answer: { status: 200, description: "One page of finished events; the next page in `Link`.", schema: eventsAnswer },
    read: finishedEventsRead,
    paging: { rows: "events" },
    example: { query: { before: "2026-05-01T00:00:00.000Z|e" } },
  }),
  defineRoute({
    method: "POST",
    path: "/api/events",
    summary:
      "Creates an event in the caller's family; recurrence none clears recurrenceEnds and daysOfWeek. `visibility` (default family) says who sees it; a shared one names a child's link of the family in `sharedLinkId`.",
    tag,
    access: "family",
    tells: ["events_updated"],
    body: createEventBody,
    answer: { status: 201, description: "The event (200 with the stored event when its `id` was already used by this family).", schema: calendarEventAnswer },
    errors: {
      forbidden: "The caller has no family, or `familyId` / `createdBy` is not theirs.",
      conflict: "The `id` is used by another family.",
      invalid_body: "A field breaks its rule, or a shared event's `sharedLinkId` is not a link of the family.",
    },
    example: {
      body: {
        familyId: "{familyId}",
        createdBy: "{userId}",
        title: "Foreldrafundur",
        description: "Í skúlanum",
        startTime: "2026-09-01T17:00:00.000Z",
        endTime: "2026-09-01T18:00:00.000Z",
        location: "Tórshavn",
        recurrence: "none",
      },
      status: 201,
      foreign: [403],
    },
    handler: async (c, { familyId, caller, body }) => {
      const { familyId: _checkedByTheMount, createdBy, ...event } = body;
      // A client may send it; it is checked, never trusted: the event is the caller's.
      if (createdBy !== undefined && createdBy !== caller.userId) throw forbidden();
      return createEvent(c.get("db"), { familyId, timeZone: caller.timeZone }, caller.userId, event);
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/events/:id",
    summary: "Renames an event, changes who sees it (its creator only), or both.",
    tag,
    access: "family",
    tells: ["events_updated"],
    body: updateEventBody,
    answer: { status: 200, description: "The event as it now is.", schema: calendarEventAnswer },
    errors: {
      ...notFound,
      forbidden: "Only the event's creator changes who sees it.",
      invalid_body: "A field breaks its rule, or a shared event's `sharedLinkId` is not a link of the family.",
    },
    example: { params: { id: "{eventId}" }, body: { title: "Nýtt heiti" }, status: 200, foreign: [404] },
    handler: (c, { familyId, caller, params, body }) => changeEvent(c.get("db"), writer(familyId, caller), params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/events/:id",
    summary: "Deletes an event.",
    tag,
    access: "family",
    tells: ["events_updated"],
    answer: { status: 204, description: "Deleted." },
    errors: notFound,
    example: { params: { id: "{eventId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, caller, params }) => deleteEvent(c.get("db"), writer(familyId, caller), params.id),
  }),
];
