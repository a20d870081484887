import type { Context } from "hono";
import { supportMailTexts } from "@contract/support-messages";
import type { AppEnv } from "../env";
import { appOrigin } from "../lib/origin";
import { createMailer } from "../services/mailer";
import { noticeTicketAnswer } from "../services/push-notices";
import type { TicketOwner } from "../services/support";
import { afterAnswer } from "./after-answer";
import { pushAfterAnswer } from "./push-config";

/**
 * An administrator's response reaches the ticket's owner by mail and by push, after the answer; a
 * failure of either never fails the response.
 */
export function answerTicketOwner(c: Context<AppEnv>, owner: TicketOwner & { ticketId: string }, message: string): void {
  const mail = createMailer(c.env, c.get("db")).send({
    to: owner.email,
    subject: supportMailTexts.responseSubject(owner.subject),
    text: supportMailTexts.responseBody(owner.username, owner.subject, message, `${appOrigin(c)}/support`),
  });
  afterAnswer(c, "ticket response mail", mail);
  pushAfterAnswer(c, "ticket answer push", (deps) => noticeTicketAnswer(deps, { ticketId: owner.ticketId, ownerId: owner.userId, subject: owner.subject }));
}
