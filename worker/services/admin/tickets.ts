import { asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { adminSupportTexts as m } from "@contract/messages";
import type { AdminTicket, AdminTicketPage } from "@contract/schemas/admin";
import type { TicketResponse, TicketStatus } from "@contract/schemas/support";
import { supportTickets, ticketResponses, users } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { HttpError } from "@worker/lib/http-error";
import { type Audit, securityEventQuery } from "@worker/services/security-log";
import { responseColumns, respondToTicket, type TicketCaller, ticketColumns } from "@worker/services/support/tickets";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { iso } from "@worker/lib/time";
import { ADMIN_PAGE_READ, adminPageOf } from "./paging";
import { mergeNewestFirst, type NamedDb, readEvery } from "./across-databases";
import { olderThan } from "@worker/lib/history-page";

const adminTicketColumns = { ...ticketColumns, username: users.username, email: users.email, familyId: users.familyId };

/**
 * The tickets a read covers (`limit` of them newest first: a page, or one by id) and their
 * responses. Exported for the query-plan test.
 */
export function ticketReads(db: Db, where: SQL | undefined, limit: number) {
  const tickets = db
    .select(adminTicketColumns)
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(where)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit);
  // The same tickets' responses, by the ticket index: one statement for all, never one per ticket.
  const ids = db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(where)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit);
  const responses = db
    .select(responseColumns)
    .from(ticketResponses)
    .where(inArray(ticketResponses.ticketId, ids))
    .orderBy(asc(ticketResponses.createdAt), asc(ticketResponses.id));
  return [tickets, responses] as const;
}

/** A page's reads: the tickets after the cursor (one more than a page, whose responses are dropped). */
export const ticketPageReads = (db: Db, before: string | undefined) =>
  ticketReads(db, olderThan(supportTickets.createdAt, supportTickets.id, before), ADMIN_PAGE_READ);

type Reads = ReturnType<typeof ticketReads>;
type TicketRow = Awaited<Reads[0]>[number];
type ResponseRow = Awaited<Reads[1]>[number];

/** Puts each response under its ticket, keeping the responses' time order. */
function assemble(tickets: TicketRow[], responses: ResponseRow[]): (AdminTicket & { familyId: string | null })[] {
  const byTicket = new Map<string, TicketResponse[]>();
  for (const { ticketId, ...response } of responses) {
    const list = byTicket.get(ticketId);
    if (list) list.push(response);
    else byTicket.set(ticketId, [response]);
  }
  return tickets.map(({ username, email, familyId, ...ticket }) => ({
    ...ticket,
    user: { username, email },
    familyId,
    responses: byTicket.get(ticket.id) ?? [],
  }));
}

/**
 * A page of every user's tickets over every database, newest first, each with its owner and its
 * responses oldest first: one D1 round trip per database, in parallel. A ticket, its owner and its
 * responses are in one database, so each database assembles its own before the pages merge.
 */
export async function listTicketPage(databases: readonly NamedDb[], before: string | undefined): Promise<AdminTicketPage> {
  const { answers, unavailable } = await readEvery(databases, async (db) => {
    const [read, responses] = await db.batch(ticketPageReads(db, before));
    return assemble(read, responses);
  });
  const { rows, nextBefore } = adminPageOf(mergeNewestFirst(answers, (ticket) => ticket.createdAt, ADMIN_PAGE_READ));
  return { tickets: rows.map(({ familyId: _family, ...ticket }) => ticket), nextBefore, unavailable };
}

/**
 * Sets a ticket's status (any of the three, from any other) and answers the ticket as it now is;
 * the owner's family is told. The event, the update and the reads are one batch, so the answer is
 * what the update left.
 */
export async function setTicketStatus(db: Db, ticketId: string, status: TicketStatus, audit: Audit, now = Date.now()): Promise<Outcome<AdminTicket>> {
  const owner = sql`(SELECT ${supportTickets.userId} FROM ${supportTickets} WHERE ${supportTickets.id} = ${ticketId})`;
  const exists = sql`EXISTS (SELECT 1 FROM ${supportTickets} WHERE ${supportTickets.id} = ${ticketId})`;
  const [, updated, tickets, responses] = await db.batch([
    securityEventQuery(db, audit, { kind: "ticket_status_changed", userId: owner, detail: { ticketId, status } }, exists, now),
    db
      .update(supportTickets)
      .set({ status, updatedAt: iso(now) })
      .where(eq(supportTickets.id, ticketId))
      .returning({ id: supportTickets.id }),
    ...ticketReads(db, eq(supportTickets.id, ticketId), 1),
  ]);
  const [ticket] = assemble(tickets, responses);
  if (updated.length === 0 || !ticket) throw new HttpError("not_found", m.ticketNotFound);
  const { familyId, ...answer } = ticket;
  return outcome(200, answer, tell(familyId, "admin_messages_updated"));
}

/** An administrator's response from the panel: the family route's response, with the panel's English refusals. */
export const respondAsAdministrator = (db: Db, caller: TicketCaller, ticketId: string, message: string, origin: string): Promise<Outcome<TicketResponse>> =>
  respondToTicket(db, caller, { ticketId, message, origin }, { notFound: m.ticketNotFound, closed: m.ticketClosed });
