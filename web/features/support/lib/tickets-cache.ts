import { TICKET_PRIORITY } from "@contract/limits";
import type { SupportTicket } from "@contract/schemas/support";

/** What a new question sends; `id` is the client's own, so a replayed send files it once. */
export interface NewTicket {
  id: string;
  subject: string;
  description: string;
}

/** The ticket as the server will answer it, drawn first (the list is newest first) while it waits. */
export function pendingTicket({ id, subject, description }: NewTicket, createdAt: string): SupportTicket {
  return { id, subject, description, status: "open", priority: TICKET_PRIORITY, createdAt, responses: [] };
}

/** The ticket first (open tickets come before the closed ones, each newest first), in place of any earlier copy of it. */
export const withTicket = (tickets: readonly SupportTicket[], ticket: SupportTicket): SupportTicket[] => [
  ticket,
  ...tickets.filter((existing) => existing.id !== ticket.id),
];
