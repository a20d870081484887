import * as v from "valibot";
import { adminPageQuery, adminTicketAnswer, adminTicketResponseBody, ticketStatusBody } from "@contract/schemas/admin";
import { ticketResponseAnswer } from "@contract/schemas/support";
import { defineRoute } from "../http/route";
import { auditOf } from "../http/security-log";
import { appOrigin } from "../lib/origin";
import { adminDatabases, unavailableHeaders } from "../services/admin/across-databases";
import { databaseOfTicket, rowDatabaseUnavailable } from "../services/admin/row-database";
import { listTicketPage, respondAsAdministrator, setTicketStatus } from "../services/admin/tickets";

/** The panel's support tickets. The owner's phones show every change at once (docs/features/support.md#live-updates). */
const tag = "admin";

export const adminTicketRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/admin/support/tickets",
    summary: "Every support ticket, newest first in keyset pages, with its owner and its responses oldest first.",
    tag,
    access: "admin",
    query: adminPageQuery,
    answer: { status: 200, description: "50 a page, newest first; the next page in `Link` (none on the last).", schema: v.array(adminTicketAnswer) },
    paging: { rows: "tickets" },
    errors: { invalid_body: "A `before` that is not a page's cursor." },
    example: { status: 200, foreign: [403] },
    handler: async (c, { query }) => {
      const page = await listTicketPage(adminDatabases(c.env), query.before);
      return c.json(page, 200, unavailableHeaders(page.unavailable));
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/admin/support/tickets/:id",
    summary: "Sets a ticket's status (open, in_progress or closed, from any other) and tells the owner's family channel.",
    tag,
    access: "admin",
    tells: ["admin_messages_updated"],
    body: ticketStatusBody,
    answer: { status: 200, description: "The ticket as a page of GET /api/admin/support/tickets lists it.", schema: adminTicketAnswer },
    errors: { not_found: "No such ticket.", unavailable: rowDatabaseUnavailable },
    example: { params: { id: "{ticketId}" }, body: { status: "in_progress" }, status: 200, foreign: [403] },
    handler: async (c, { params, body }) => setTicketStatus(await databaseOfTicket(c.env, params.id), params.id, body.status, auditOf(c)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin/support/tickets/:id/responses",
    summary: "An administrator's response to any ticket that is not closed; the owner gets it by mail too.",
    tag,
    access: "admin",
    tells: ["admin_messages_updated"],
    body: adminTicketResponseBody,
    answer: { status: 201, description: "The response, marked as an administrator's.", schema: ticketResponseAnswer },
    errors: { not_found: "No such ticket.", conflict: "The ticket is closed.", unavailable: rowDatabaseUnavailable },
    example: { params: { id: "{ticketId}" }, body: { message: "We are looking into it." }, status: 201, foreign: [403] },
    handler: async (c, { caller, params, body }) =>
      respondAsAdministrator(await databaseOfTicket(c.env, params.id), caller, params.id, body.message, appOrigin(c)),
  }),
];
