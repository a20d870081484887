import * as v from "valibot";
import { cursorSchema } from "../paging";
import { apiMessages } from "../messages";
import { supportMessages as m } from "../support-messages";
import { DESCRIPTION_MAX, NAME_MAX, TICKET_STATUSES } from "../limits";
import { clientIdSchema, instantAnswer } from "./common";

/** A required text: trimmed, non-blank ('Vinarliga fyll út øll felt' when missing or blank), at most `max` characters. */
export const requiredText = (max: number, tooLong: string, blank: string = m.fieldsRequired) =>
  v.pipe(v.string(blank), v.trim(), v.minLength(1, blank), v.maxLength(max, tooLong));

export type TicketStatus = (typeof TICKET_STATUSES)[number];

const TICKET_PRIORITIES = ["low", "medium", "high"] as const;

/** priority may be sent, as any of the three; every ticket is stored as medium. */
export const createTicketBody = v.object(
  {
    /** The phone's own id for a ticket written offline (docs/features/offline.md). */
    id: clientIdSchema,
    subject: requiredText(NAME_MAX, m.subjectTooLong),
    description: requiredText(DESCRIPTION_MAX, m.descriptionTooLong),
    priority: v.optional(v.picklist(TICKET_PRIORITIES)),
  },
  // valibot reports a missing key with the object's message.
  m.fieldsRequired,
);
export type CreateTicketBody = v.InferOutput<typeof createTicketBody>;

export const ticketResponseBody = v.object({ message: requiredText(DESCRIPTION_MAX, m.messageTooLong) }, m.fieldsRequired);

/** An administrator's message to every user (the admin routes answer in English). */
export const createAdminMessageBody = v.object(
  {
    title: requiredText(NAME_MAX, m.adminTitleTooLong, m.adminMessageRequired),
    message: requiredText(DESCRIPTION_MAX, m.adminMessageTooLong, m.adminMessageRequired),
  },
  m.adminMessageRequired,
);
export type CreateAdminMessageBody = v.InferOutput<typeof createAdminMessageBody>;

export const ticketResponseAnswer = v.strictObject({ id: v.string(), message: v.string(), createdAt: instantAnswer, isAdminResponse: v.boolean() });
export type TicketResponse = v.InferOutput<typeof ticketResponseAnswer>;

/** A ticket as its owner sees it: responses oldest first. */
export const supportTicketAnswer = v.strictObject({
  id: v.string(),
  subject: v.string(),
  description: v.string(),
  status: v.picklist(TICKET_STATUSES),
  priority: v.picklist(TICKET_PRIORITIES),
  createdAt: instantAnswer,
  responses: v.array(ticketResponseAnswer),
});
export type SupportTicket = v.InferOutput<typeof supportTicketAnswer>;

/**
 * `GET /api/support/tickets` (with or without `before`) answers an array of tickets; the next
 * page of closed ones and their count travel in headers (contract/paging.ts).
 */
export const supportTicketsAnswer = v.array(supportTicketAnswer);

/** A page of the caller's closed tickets (newest first) as a client holds it. */
export interface SupportTicketsPage {
  tickets: SupportTicket[];
  nextBefore: string | null;
}

/** The caller's tickets as a client holds them: every open one, then the first page of the closed ones and their count. */
export interface SupportTicketsList extends SupportTicketsPage {
  closedCount: number;
}

/** The query of `GET /api/support/tickets`: none for the list, `before` for a further page of closed tickets. */
export const supportTicketsQuery = v.object({ before: v.optional(cursorSchema(apiMessages.cursorInvalid)) });

/** What POST /api/admin/messages answers. */
export const adminMessageAnswer = v.strictObject({ id: v.string(), title: v.string(), message: v.string(), createdAt: instantAnswer });
export type AdminMessage = v.InferOutput<typeof adminMessageAnswer>;
export type TicketResponseBody = v.InferInput<typeof ticketResponseBody>;
