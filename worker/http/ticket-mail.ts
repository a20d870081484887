import type { Context } from "hono";
import { supportMailTexts } from "@contract/messages";
import type { AppEnv } from "../env";
import { appOrigin } from "../lib/origin";
import { createMailer } from "../services/mailer";
import type { TicketOwner } from "../services/support";
import { afterAnswer } from "./after-answer";

/** Mails the owner an administrator's response, after the answer; a failed mail never fails the response. */
export function mailTicketResponse(c: Context<AppEnv>, owner: TicketOwner, message: string): void {
  const mail = createMailer(c.env, c.get("db")).send({
    to: owner.email,
    subject: supportMailTexts.responseSubject(owner.subject),
    text: supportMailTexts.responseBody(owner.username, owner.subject, message, `${appOrigin(c)}/support`),
  });
  afterAnswer(c, "ticket response mail", mail);
}
