import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { HISTORY_PAGE, TICKET_PRIORITY } from "@contract/limits";
import { apiMessages } from "@contract/messages";
import { type CursorRow, pageOf, splitCursor } from "@contract/paging";
import type { CreateTicketBody, SupportTicket, SupportTicketsList, SupportTicketsPage, TicketResponse } from "@contract/schemas/support";
import { supportMessages } from "@contract/support-messages";
import { taskMessages as t } from "@contract/task-messages";
import { supportTickets, ticketResponses, users } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { newId } from "@worker/lib/crypto";
import { olderThan } from "@worker/lib/history-page";
import { HttpError } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { createdOrReplayed, type Outcome, outcome, tell } from "@worker/services/effects";
import { type TicketOwner, ticketOwnerEffects } from "./ticket-answer";

/** Who is acting on a ticket: its owner, or any administrator. */
export interface TicketCaller {
  userId: string;
  isAdmin: boolean;
}

/** A ticket's own columns, as every ticket read answers them (the admin panel's too). */
export const ticketColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  description: supportTickets.description,
  status: supportTickets.status,
  priority: supportTickets.priority,
  createdAt: supportTickets.createdAt,
};

export const responseColumns = {
  id: ticketResponses.id,
  ticketId: ticketResponses.ticketId,
  message: ticketResponses.message,
  createdAt: ticketResponses.createdAt,
  isAdminResponse: ticketResponses.isAdminResponse,
};

/** Written as support_tickets_user_closed indexes it, so each list reads off that index in order. */
const isClosed = sql`(${supportTickets.status} = 'closed')`;

/**
 * The caller's tickets of one kind, newest first: the open ones (open or in progress) whole, the
 * closed ones a page at a time (one row more than a page, so the page knows a next follows),
 * after `before` when given.
 */
function ticketsSelect(db: Db, userId: string, closed: boolean, before?: CursorRow) {
  const where = and(eq(supportTickets.userId, userId), sql`${isClosed} = ${closed ? 1 : 0}`, olderThan(supportTickets.createdAt, supportTickets.id, before));
  const select = db.select(ticketColumns).from(supportTickets).where(where).orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  return closed ? select.limit(HISTORY_PAGE + 1) : select;
}

/** The responses of the tickets those selects read, oldest first. */
function responsesSelect(db: Db, tickets: ReturnType<typeof ticketsSelect>[]) {
  const ids = (select: ReturnType<typeof ticketsSelect>) => db.select({ id: sql`id` }).from(select.as("listed"));
  return db
    .select(responseColumns)
    .from(ticketResponses)
    .where(or(...tickets.map((select) => inArray(ticketResponses.ticketId, ids(select)))))
    .orderBy(asc(ticketResponses.createdAt), asc(ticketResponses.id));
}

type TicketRow = Omit<SupportTicket, "responses">;
type ResponseRow = TicketResponse & { ticketId: string };

const withResponses = (tickets: TicketRow[], responses: ResponseRow[]): SupportTicket[] =>
  tickets.map((ticket) => ({
    ...ticket,
    responses: responses.filter((response) => response.ticketId === ticket.id).map(({ ticketId: _ticket, ...response }) => response),
  }));

function closedPage(rows: TicketRow[]) {
  return pageOf(rows, HISTORY_PAGE, (ticket) => ({ at: ticket.createdAt, id: ticket.id }));
}

/**
 * The caller's own tickets, each with its responses oldest first, in one D1 round trip: every open
 * one (open or in progress), newest first, then the first page of the closed ones, newest first,
 * with their count and the cursor of the next page. With `before`, the next page of closed tickets.
 */
export async function listTickets(db: Db, userId: string, before?: string): Promise<SupportTicketsList | SupportTicketsPage> {
  if (before !== undefined) {
    const closed = ticketsSelect(db, userId, true, splitCursor(before));
    const [rows, responses] = await db.batch([closed, responsesSelect(db, [closed])]);
    const page = closedPage(rows);
    return { tickets: withResponses(page.rows, responses), nextBefore: page.nextBefore };
  }
  const open = ticketsSelect(db, userId, false);
  const closed = ticketsSelect(db, userId, true);
  const [openRows, closedRows, [counted], responses] = await db.batch([
    open,
    closed,
    db
      .select({ count: count() })
      .from(supportTickets)
      .where(and(eq(supportTickets.userId, userId), sql`${isClosed} = 1`)),
    responsesSelect(db, [open, closed]),
  ]);
  const page = closedPage(closedRows);
  return { tickets: withResponses([...openRows, ...page.rows], responses), closedCount: counted?.count ?? 0, nextBefore: page.nextBefore };
}

/**
 * Files a ticket for the caller; it starts open, and its priority is always medium. Under the
 * phone's client id when it sends one: a replay answers the stored ticket with 200 and tells nobody,
 * an id another user's ticket holds 409. Tickets go only with their user, so no id needs
 * remembering. A new ticket is announced on the owner's family channel.
 */
export async function createTicket(db: Db, owner: { userId: string; familyId: string | null }, input: CreateTicketBody): Promise<Outcome<SupportTicket>> {
  const { userId } = owner;
  const now = iso(Date.now());
  const id = input.id ?? newId();
  const [inserted, [stored], responses] = await db.batch([
    db
      .insert(supportTickets)
      .values({ id, userId, subject: input.subject, description: input.description, status: "open", priority: TICKET_PRIORITY, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: supportTickets.id }),
    db
      .select({ ...ticketColumns, userId: supportTickets.userId })
      .from(supportTickets)
      .where(eq(supportTickets.id, id)),
    db.select(responseColumns).from(ticketResponses).where(eq(ticketResponses.ticketId, id)).orderBy(asc(ticketResponses.createdAt), asc(ticketResponses.id)),
  ]);
  if (stored?.userId !== userId) throw new HttpError("conflict", t.clientIdTaken);
  const { userId: _owner, ...ticket } = stored;
  const answer = { ...ticket, responses: responses.map(({ ticketId: _ticket, ...response }) => response) };
  return createdOrReplayed(answer, inserted.length > 0, owner.familyId, "admin_messages_updated");
}

/** The ticket's owner, for the live notice and the mail after a response. */

/** A ticket the caller may answer: their own, or any ticket for an administrator. */
const answerable = (caller: TicketCaller, ticketId: string): SQL =>
  caller.isAdmin ? eq(supportTickets.id, ticketId) : and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, caller.userId))!;

/** The refusals of a response, in the language of the route that takes it. */
export interface ResponseRefusals {
  notFound: string;
  closed: string;
}

const familyRefusals: ResponseRefusals = { notFound: apiMessages.notFound, closed: supportMessages.ticketClosed };

/**
 * Adds a response to a ticket that is not closed. The closed check is in the same statement as the
 * insert, so a ticket closed at the same moment takes no further response. Another user's ticket
 * reads as not found; a closed one answers 409.
 */
export async function addTicketResponse(
  db: Db,
  caller: TicketCaller,
  ticketId: string,
  message: string,
  refusals: ResponseRefusals = familyRefusals,
): Promise<{ response: TicketResponse; owner: TicketOwner }> {
  const now = iso(Date.now());
  const open = and(answerable(caller, ticketId), ne(supportTickets.status, "closed"));
  const [touched, inserted, owners] = await db.batch([
    db.update(supportTickets).set({ updatedAt: now }).where(open).returning({ id: supportTickets.id }),
    db
      .insert(ticketResponses)
      .select(
        db
          .select(
            fullRow(ticketResponses, {
              id: newId(),
              ticketId: supportTickets.id,
              // An administrator's account may be in another family database than the ticket (docs/features/several-databases.md): then no one is named.
              userId: sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${caller.userId})`,
              message,
              isAdminResponse: caller.isAdmin,
              createdAt: now,
            }),
          )
          .from(supportTickets)
          .where(open),
      )
      .returning({
        id: ticketResponses.id,
        message: ticketResponses.message,
        createdAt: ticketResponses.createdAt,
        isAdminResponse: ticketResponses.isAdminResponse,
      }),
    db
      .select({
        userId: users.id,
        familyId: users.familyId,
        username: users.username,
        email: users.email,
        subject: supportTickets.subject,
        status: supportTickets.status,
      })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .where(answerable(caller, ticketId))
      .limit(1),
  ]);
  const [row] = owners;
  if (!row) throw new HttpError("not_found", refusals.notFound);
  const response = inserted[0];
  if (!response || touched.length === 0) throw new HttpError("conflict", refusals.closed);
  const { status: _status, ...owner } = row;
  return { response, owner };
}

/**
 * Answers a ticket (addTicketResponse): the owner's family is told, and an administrator's answer to
 * someone else's ticket reaches its owner by mail and push; `origin` is the app's, for the mail's link.
 */
export async function respondToTicket(
  db: Db,
  caller: TicketCaller,
  response: { ticketId: string; message: string; origin: string },
  refusals: ResponseRefusals = familyRefusals,
): Promise<Outcome<TicketResponse>> {
  const { ticketId, message, origin } = response;
  const answered = await addTicketResponse(db, caller, ticketId, message, refusals);
  const { owner } = answered;
  const toOwner = caller.isAdmin && owner.userId !== caller.userId ? ticketOwnerEffects({ ...owner, ticketId }, message, origin) : [];
  return outcome(201, answered.response, tell(owner.familyId, "admin_messages_updated"), ...toOwner);
}
