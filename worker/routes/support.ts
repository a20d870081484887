import { Hono, type Context } from "hono";
import { supportMailTexts } from "@contract/messages";
import { createTicketBody, ticketResponseBody } from "@contract/schemas/support";
import type { AppEnv, SignedInEnv } from "../env";
import { notifyFamilyOf } from "../lib/notify";
import { appOrigin } from "../lib/origin";
import { requireAuth } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { createMailer } from "../services/mailer";
import { addTicketResponse, createTicket, listTickets, type TicketOwner } from "../services/support";

/**
 * Tickets belong to a user, not a family: a user sees and answers only their own, an administrator
 * answers any. Changes are announced as `admin_messages_updated` on the owner's family channel
 * (docs/features/support.md#live-updates).
 */

/** Mails the owner an administrator's response, after the answer; a failed mail never fails the response. */
function mailResponse(c: Context<SignedInEnv>, owner: TicketOwner, message: string): void {
  const mail = createMailer(c.env, c.get("db")).send({
    to: owner.email,
    subject: supportMailTexts.responseSubject(owner.subject),
    text: supportMailTexts.responseBody(owner.username, owner.subject, message, `${appOrigin(c)}/support`),
  });
  c.executionCtx.waitUntil(mail.catch((error: unknown) => console.error("ticket response mail failed", error)));
}

export const supportRoutes = new Hono<AppEnv>()
  .get("/api/support/tickets", requireAuth, async (c) => c.json(await listTickets(c.get("db"), c.get("auth").userId)))
  .post("/api/support/tickets", requireAuth, validate("json", createTicketBody), async (c) => {
    const { userId, familyId } = c.get("auth");
    const ticket = await createTicket(c.get("db"), userId, c.req.valid("json"));
    notifyFamilyOf(c, familyId, "admin_messages_updated");
    return c.json(ticket, 201);
  })
  .post("/api/support/tickets/:id/responses", requireAuth, validate("json", ticketResponseBody), async (c) => {
    const { userId, isAdmin } = c.get("auth");
    const { message } = c.req.valid("json");
    const { response, owner } = await addTicketResponse(c.get("db"), { userId, isAdmin }, c.req.param("id"), message);
    notifyFamilyOf(c, owner.familyId, "admin_messages_updated");
    if (isAdmin && owner.userId !== userId) mailResponse(c, owner, message);
    return c.json(response, 201);
  });
