import {
  createTicketBody,
  supportTicketAnswer,
  supportTicketsAnswer,
  supportTicketsQuery,
  ticketResponseAnswer,
  ticketResponseBody,
} from "@contract/schemas/support";
import { conditionalJson } from "../http/conditional-answer";
import { defineRoute } from "../http/route";
import { userScope } from "../lib/family-versions";
import { appOrigin } from "../lib/origin";
import { createTicket, listTickets, respondToTicket } from "../services/support/tickets";

/**
 * Tickets belong to a user, not a family: a user sees and answers only their own. Changes are
 * announced as `admin_messages_updated` on the owner's family channel (docs/features/support.md#live-updates).
 */
const tag = "support";

export const supportRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/support/tickets",
    summary:
      'The caller\'s own support tickets, each with its responses oldest first: every open one (open or in progress) newest first, then the first page of the closed ones with their count; with `before` (docs/api.md "Paging in headers"), the next page of closed ones.',
    tag,
    access: "signed-in",
    query: supportTicketsQuery,
    answer: {
      status: 200,
      description:
        "An array of tickets. Without `before`: the open ones, then the first page of closed ones, their count in `X-History-Count`; with it: the next page of closed ones. The next page in `Link`.",
      schema: supportTicketsAnswer,
    },
    paging: { rows: "tickets", count: "closedCount" },
    example: { status: 200, foreign: "own" },
    handler: async (c, { caller, query }) =>
      conditionalJson(c, { read: "support-tickets", counters: [[userScope(caller.userId), "support_tickets"]], params: query }, () =>
        listTickets(c.get("db"), caller.userId, query.before),
      ),
  }),
  defineRoute({
    method: "POST",
    path: "/api/support/tickets",
    summary: "Files a support ticket for the caller (open, priority always medium).",
    tag,
    access: "signed-in",
    tells: ["admin_messages_updated"],
    body: createTicketBody,
    answer: {
      status: 201,
      description: "The ticket, with no responses (200 with the stored ticket when its `id` was already used by the caller).",
      schema: supportTicketAnswer,
    },
    errors: { conflict: "The `id` is another user's ticket." },
    example: { body: { subject: "Innrita", description: "Eg kann ikki rita inn á telefonini.", priority: "medium" }, status: 201, foreign: "own" },
    handler: (c, { caller, body }) => createTicket(c.get("db"), caller, body),
  }),
  // An administrator may answer any ticket through this route too, as the API has always allowed;
  // the admin panel itself uses POST /api/admin/support/tickets/:id/responses (English errors).
  defineRoute({
    method: "POST",
    path: "/api/support/tickets/:id/responses",
    summary: "Answers a ticket: the owner their own, an administrator any (an administrator's answer is mailed to the owner).",
    tag,
    access: "signed-in",
    tells: ["admin_messages_updated"],
    body: ticketResponseBody,
    answer: { status: 201, description: "The response.", schema: ticketResponseAnswer },
    errors: { not_found: "No such ticket of the caller's (any ticket for an administrator).", conflict: "The ticket is closed." },
    example: { params: { id: "{ticketId}" }, body: { message: "Takk fyri!" }, status: 201, foreign: [404] },
    handler: (c, { caller, params, body }) => respondToTicket(c.get("db"), caller, { ticketId: params.id, message: body.message, origin: appOrigin(c) }),
  }),
];
