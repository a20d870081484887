import { supportMailTexts } from "@contract/support-messages";
import type { Effect } from "@worker/services/effects";
import { noticeTicketAnswer } from "@worker/services/push/notices";

/** The owner of a ticket, as an answer to it reaches them. */
export interface TicketOwner {
  userId: string;
  familyId: string | null;
  username: string;
  email: string;
  subject: string;
}

/**
 * An administrator's response reaches the ticket's owner by mail and by push, after the answer; a
 * failure of either never fails the response.
 */
export function ticketOwnerEffects(owner: TicketOwner & { ticketId: string }, message: string, origin: string): Effect[] {
  return [
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
}
