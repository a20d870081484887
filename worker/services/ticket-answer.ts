import { supportMailTexts } from "@contract/support-messages";
import type { Effect } from "./effects";
import { noticeTicketAnswer } from "./push-notices";
import type { TicketOwner } from "./support";

/**
 * What an administrator's response sets off for the ticket's owner: a mail and a push, after the
 * answer; a failure of either never fails the response.
 */
export const ticketAnswerEffects = (owner: TicketOwner & { ticketId: string }, message: string, origin: string): Effect[] => [
  {
    kind: "mail",
    what: "ticket response mail",
    send: (mailer) =>
      mailer.send({
        to: owner.email,
        subject: supportMailTexts.responseSubject(owner.subject),
        text: supportMailTexts.responseBody(owner.username, owner.subject, message, `${origin}/support`),
      }),
  },
  {
    kind: "push",
    what: "ticket answer push",
    send: (deps) => noticeTicketAnswer(deps, { ticketId: owner.ticketId, ownerId: owner.userId, subject: owner.subject }),
  },
];
