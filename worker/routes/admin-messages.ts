import * as v from "valibot";
import { adminMessageStatsAnswer, adminPageQuery, createdAdminMessageAnswer } from "@contract/schemas/admin";
import { userAdminMessageAnswer, userAdminMessagesQuery } from "@contract/schemas/admin-messages";
import { createAdminMessageBody } from "@contract/schemas/support";
import { conditionalJson } from "../http/conditional-answer";
import { defineRoute } from "../http/route";
import { EVERYONE_SCOPE, userScope } from "../lib/family-versions";
import { auditOf } from "../http/security-log";
import { directoryAndFamilies, unavailableHeaders } from "../services/admin/across-databases";
import { createAdminMessage, deleteAdminMessage, listForUser, listWithReadCounts, markRead } from "../services/admin/messages";

const tag = "admin-messages";

export const adminMessageRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/admin-messages",
    summary:
      'The administrators\' messages to the caller, with whether each is read: the newest 50, the next page in `Link` (docs/api.md "Paging in headers"); conditional, with an ETag (docs/features/conditional-reads.md).',
    tag,
    access: "signed-in",
    query: userAdminMessagesQuery,
    answer: { status: 200, description: "Newest first.", schema: v.array(userAdminMessageAnswer) },
    paging: { rows: "messages" },
    example: { status: 200, foreign: "own" },
    handler: async (c, { caller, query }) =>
      conditionalJson(
        c,
        {
          read: "admin-messages",
          counters: [
            [EVERYONE_SCOPE, "admin_messages"],
            [userScope(caller.userId), "admin_message_reads"],
          ],
          params: query,
        },
        () => listForUser(c.get("db"), caller.userId, query.before),
      ),
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin-messages/:id/read",
    summary: "Marks a message read for the caller.",
    tag,
    access: "signed-in",
    tells: ["admin_messages_updated"],
    answer: { status: 204, description: "Marked read." },
    errors: { not_found: "No such message." },
    example: { params: { id: "00000000-0000-4000-8000-000000000000" }, status: 404, foreign: "own" },
    handler: (c, { caller, params }) => markRead(c.get("db"), caller, params.id),
  }),
  defineRoute({
    method: "POST",
    path: "/api/admin/messages",
    summary: "Sends a message to every user, tells every family's live channel and pushes it to every subscribed phone.",
    tag,
    access: "admin",
    body: createAdminMessageBody,
    answer: {
      status: 201,
      description: "The message; `unavailable` names the family databases that did not get their copy (their users do not see it).",
      schema: createdAdminMessageAnswer,
    },
    // A push to every phone cannot be taken back.
    options: { stepUp: true },
    example: { body: { title: "Viðlíkahald", message: "Skipanin er niðri í kvøld kl. 22." }, status: 201, foreign: [403] },
    handler: (c, { caller, body }) => {
      const { directory, families } = directoryAndFamilies(c.env);
      return createAdminMessage(directory, families, { ...auditOf(c), actorId: caller.userId }, body);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/admin/messages",
    summary: "The info messages, newest first in pages, with how many users have read each.",
    tag,
    access: "admin",
    query: adminPageQuery,
    answer: {
      status: 200,
      description: "A whole percentage, rounded; 50 a page, newest first; the next page in `Link` (none on the last).",
      schema: v.array(adminMessageStatsAnswer),
    },
    paging: { rows: "messages" },
    errors: { invalid_body: "A `before` that is not a page's cursor." },
    example: { status: 200, foreign: [403] },
    handler: async (c, { query }) => {
      const { directory, families } = directoryAndFamilies(c.env);
      const page = await listWithReadCounts(directory, families, query.before);
      return c.json(page, 200, unavailableHeaders(page.unavailable));
    },
  }),
  // A deleted message leaves every user's list, so the dot of an unread one goes too.
  defineRoute({
    method: "DELETE",
    path: "/api/admin/messages/:id",
    summary: "Deletes an info message with every read mark of it, and tells every family's live channel.",
    tag,
    access: "admin",
    answer: { status: 204, description: "Deleted." },
    errors: { not_found: "No such message.", unavailable: "A family database did not answer: the message stays listed; delete it again." },
    example: { params: { id: "00000000-0000-4000-8000-000000000000" }, status: 404, foreign: [403] },
    handler: (c, { params }) => {
      const { directory, families } = directoryAndFamilies(c.env);
      return deleteAdminMessage(directory, families, params.id);
    },
  }),
];
