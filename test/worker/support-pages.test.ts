import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { HISTORY_PAGE } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { SupportTicket, SupportTicketsList, SupportTicketsPage } from "@contract/schemas/support";
import { supportTickets, ticketResponses } from "@worker/db/schema";
import { call, errorBody } from "../helpers/api";
import { createUser, db, twoFamilies, type TestUser } from "../helpers/factories";
import { countdown, heldPage, insertInChunks, readAllPages } from "../helpers/pages";

const PATH = "/api/support/tickets";
const ticketsList = async (user: TestUser) => heldPage<SupportTicketsList>(await call("GET", PATH, { token: user.token }), "tickets", "closedCount");

/** `closed` closed tickets, three to each time, each with one response; an open and an in-progress one, older than them all. */
async function seedTickets(user: TestUser, closed: number, start = Date.parse("2026-03-01T12:00:00.000Z")) {
  const row = (id: string, status: "open" | "in_progress" | "closed", createdAt: string) => ({
    id,
    userId: user.id,
    subject: id,
    description: "Lýsing",
    status,
    createdAt,
    updatedAt: createdAt,
  });
  const closedRows = countdown(closed, start, 3).map((at, index) => row(`${user.id}-closed-${String(index).padStart(3, "0")}`, "closed", at));
  const open = [row(`${user.id}-open`, "open", "2020-01-01T00:00:00.000Z"), row(`${user.id}-working`, "in_progress", "2020-01-02T00:00:00.000Z")];
  await insertInChunks([...closedRows, ...open], (rows) => db.insert(supportTickets).values(rows));
  const responses = [...closedRows, ...open].map((ticket) => ({
    id: crypto.randomUUID(),
    ticketId: ticket.id,
    userId: user.id,
    message: `Svar til ${ticket.id}`,
    isAdminResponse: true,
    createdAt: ticket.createdAt,
  }));
  await insertInChunks(responses, (rows) => db.insert(ticketResponses).values(rows));
  return closedRows.sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1)).map((ticket) => ticket.id);
}

describe("GET /api/support/tickets (paged)", () => {
  it("answers every open ticket, then the first page of closed ones with their count, each with its responses", async () => {
    const user = await createUser();
    const order = await seedTickets(user, 27);
    const list = await ticketsList(user);
    expect(list.tickets.slice(0, 2).map((ticket) => ticket.status)).toEqual(["in_progress", "open"]);
    const closed = list.tickets.slice(2);
    expect(closed.map((ticket) => ticket.id)).toEqual(order.slice(0, HISTORY_PAGE));
    expect(list.tickets.every((ticket) => ticket.responses.length === 1 && ticket.responses[0]!.message === `Svar til ${ticket.id}`)).toBe(true);
    expect(list.closedCount).toBe(27);
    expect(list.nextBefore).toBe(`${closed.at(-1)!.createdAt}|${closed.at(-1)!.id}`);
  });

  it("pages every closed ticket exactly once, newest first, ties by id, each with its responses", async () => {
    const user = await createUser();
    const order = await seedTickets(user, 50);
    const read = (await readAllPages<SupportTicket>(user.token, await call("GET", PATH, { token: user.token }))).slice(2);
    expect(read.map((ticket) => ticket.id)).toEqual(order);
    expect(read.every((ticket) => ticket.responses.length === 1)).toBe(true);
  });

  it("refuses a before that is no cursor with 400", async () => {
    const user = await createUser();
    for (const before of ["yesterday", "2026-05-01T00:00:00.000Z", "2026-05-01|x"]) {
      const response = await call("GET", `${PATH}?${new URLSearchParams({ before })}`, { token: user.token });
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toMatchObject({ code: "invalid_body", message: m.cursorInvalid });
    }
  });

  it("answers only the caller's own tickets, whatever cursor they send", async () => {
    const { alice, mallory } = await twoFamilies();
    await seedTickets(alice, 25);
    const { nextBefore } = await ticketsList(alice);
    const page = await heldPage<SupportTicketsPage>(
      await call("GET", `${PATH}?${new URLSearchParams({ before: nextBefore! })}`, { token: mallory.token }),
      "tickets",
    );
    expect(page).toEqual({ tickets: [], nextBefore: null });
    expect(await ticketsList(mallory)).toEqual({ tickets: [], closedCount: 0, nextBefore: null });
  });

  it("reads each list off the user's index, in order", async () => {
    for (const closed of [0, 1]) {
      const plan = await env.DB.prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM support_tickets WHERE user_id = ?1 AND ("support_tickets"."status" = 'closed') = ?2 ORDER BY created_at DESC, id DESC LIMIT 21`,
      )
        .bind("u", closed)
        .all<{ detail: string }>();
      expect(plan.results.map((row) => row.detail)).toEqual([
        expect.stringMatching(/^SEARCH support_tickets USING (COVERING )?INDEX support_tickets_user_closed/),
      ]);
    }
  });
});
