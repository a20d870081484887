import { describe, expect, it } from "vitest";
import { ADMIN_PAGE } from "@contract/limits";
import type { AdminTicketPage, AdminUserPage } from "@contract/schemas/admin";
import { ticketPageReads } from "@worker/services/admin/tickets";
import { type UserListKind, userListQuery } from "@worker/services/admin/users";
import { call, errorBody } from "../helpers/api";
import { allPages, expectWellPaged, tiedAt } from "../helpers/admin-pages";
import { heldPage } from "../helpers/pages";
import { createUser, db, dbOf, type TestUser } from "../helpers/factories";
import { queryPlan } from "../helpers/query-plan";

// The admin panel's user lists and ticket list in keyset pages (docs/api.md "Paging in headers").

const CURSOR = "2035-01-01T00:00:00.000Z|some-id";
const HOUR = 60 * 60 * 1000;

interface SeededUser {
  verified?: boolean;
  familyId?: string | null;
  createdAt: string;
}

/**
 * Users straight into the table of the factories' family database (where a `familyId` of theirs
 * is), `count` of them sharing each millisecond in groups of 7 (ties the cursor must break by id).
 */
async function seedUsers(count: number, spec: (index: number) => SeededUser): Promise<string[]> {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  const d1 = db.$client;
  await d1.batch(
    ids.map((id, index) => {
      const { verified = true, familyId = null, createdAt } = spec(index);
      return d1
        .prepare(
          "INSERT INTO users (id, username, email, password_hash, family_id, is_admin, email_verified_at, created_at) VALUES (?1, ?2, ?3, 'x', ?4, 0, ?5, ?6)",
        )
        .bind(id, `p${id.slice(0, 12)}`, `p${id.slice(0, 12)}@example.test`, familyId, verified ? createdAt : null, createdAt);
    }),
  );
  return ids;
}

/** Every user of a list, through its pages: each full but the last. */
const usersOf = async (admin: TestUser, path: string) => {
  const pages = await allPages<AdminUserPage>(admin.token, path, "users");
  for (const page of pages.slice(0, -1)) expect(page.users).toHaveLength(ADMIN_PAGE);
  const rows = pages.flatMap((page) => page.users);
  expectWellPaged(pages, rows, (user) => user.createdAt);
  return rows;
};

describe("the admin user lists' pages", () => {
  it("list every user exactly once, newest first, 50 a page, ties in one millisecond included", async () => {
    const admin = await createUser({ isAdmin: true });
    // Newer than any other user of this file, so they are the list's first 120 rows.
    const seeded = await seedUsers(120, (index) => ({ createdAt: tiedAt(Date.parse("2039-06-01T12:00:00.000Z"))(index) }));
    const first = await heldPage<AdminUserPage>(await call("GET", "/api/admin/users", { token: admin.token }), "users");
    expect(first.users).toHaveLength(ADMIN_PAGE);
    const last = first.users.at(-1)!;
    expect(first.nextBefore).toBe(`${last.createdAt}|${last.id}`);
    const rows = await usersOf(admin, "/api/admin/users");
    expect(rows.map((user) => user.id)).toEqual(expect.arrayContaining([...seeded, admin.id]));
    expect(new Set(rows.slice(0, 120).map((user) => user.id))).toEqual(new Set(seeded));
  });

  it("apply the unverified filter on every page", async () => {
    const admin = await createUser({ isAdmin: true });
    const start = Date.parse("2034-07-01T12:00:00.000Z");
    const unverified = await seedUsers(70, (index) => ({ verified: false, createdAt: tiedAt(start)(index * 2) }));
    const verified = await seedUsers(40, (index) => ({ verified: true, createdAt: tiedAt(start)(index * 2 + 1) }));
    const rows = await usersOf(admin, "/api/admin/users/unverified");
    expect(rows.every((user) => !user.verified)).toBe(true);
    const ids = new Set(rows.map((user) => user.id));
    expect(unverified.every((id) => ids.has(id))).toBe(true);
    expect(verified.some((id) => ids.has(id))).toBe(false);
  });

  it("apply the no-family filter on every page", async () => {
    const admin = await createUser({ isAdmin: true });
    const start = Date.parse("2034-08-01T12:00:00.000Z");
    const familyless = await seedUsers(65, (index) => ({ familyId: null, createdAt: tiedAt(start)(index) }));
    const housed = await seedUsers(40, (index) => ({ familyId: admin.familyId, createdAt: tiedAt(start)(index) }));
    const rows = await usersOf(admin, "/api/admin/users/no-family");
    expect(rows.every((user) => user.familyId === null && user.family === null)).toBe(true);
    const ids = new Set(rows.map((user) => user.id));
    expect(familyless.every((id) => ids.has(id))).toBe(true);
    expect(housed.some((id) => ids.has(id))).toBe(false);
  });

  it("apply today's filter on every page", async () => {
    const admin = await createUser({ isAdmin: true });
    const now = Date.now();
    // Within the last second: today's unless the test runs in the first second of a day.
    const today = await seedUsers(60, (index) => ({ createdAt: tiedAt(now - 100)(index) }));
    const older = await seedUsers(30, (index) => ({ createdAt: tiedAt(now - 3 * 24 * HOUR)(index) }));
    const rows = await usersOf(admin, "/api/admin/users/today");
    const ids = new Set(rows.map((user) => user.id));
    expect(today.every((id) => ids.has(id))).toBe(true);
    expect(older.some((id) => ids.has(id))).toBe(false);
  });

  it("answer the rows older than a cursor that names no row, from its place in the order", async () => {
    const admin = await createUser({ isAdmin: true });
    const seeded = await seedUsers(3, (index) => ({ createdAt: `1990-01-0${index + 1}T00:00:00.000Z` }));
    const page = await heldPage<AdminUserPage>(
      await call("GET", `/api/admin/users?before=${encodeURIComponent("1990-01-03T00:00:00.000Z|0")}`, { token: admin.token }),
      "users",
    );
    expect(page.users.map((user) => user.id)).toEqual([seeded[1], seeded[0]]);
    expect(page.nextBefore).toBeNull();
  });

  it("read each list in order off its own index, with no sort", async () => {
    const indexOf: Record<UserListKind, string> = { all: "users_created", today: "users_created", unverified: "users_verified", "no-family": "users_family" };
    for (const [kind, index] of Object.entries(indexOf) as [UserListKind, string][]) {
      for (const before of [undefined, CURSOR]) {
        const plan = await queryPlan(userListQuery(db, kind, "2035-01-01T00:00:00.000Z", before));
        expect(plan, `${kind} ${before}`).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}\\b`));
        expect(plan, `${kind} ${before}`).not.toMatch(/TEMP B-TREE|SCAN users(?! USING)/);
      }
    }
  });
});

/** Tickets of `owner` straight into the table of their database, sharing milliseconds in groups of 7, each with one response. */
async function seedTickets(owner: TestUser, count: number, start: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => crypto.randomUUID());
  const d1 = dbOf(owner).$client;
  await d1.batch(
    ids.flatMap((id, index) => {
      const at = tiedAt(start)(index);
      return [
        d1
          .prepare(
            "INSERT INTO support_tickets (id, user_id, subject, description, status, priority, created_at, updated_at) VALUES (?1, ?2, ?3, 'd', 'open', 'medium', ?4, ?4)",
          )
          .bind(id, owner.id, `Ticket ${index}`, at),
        d1
          .prepare("INSERT INTO ticket_responses (id, ticket_id, user_id, message, is_admin_response, created_at) VALUES (?1, ?2, ?3, ?4, 0, ?5)")
          .bind(crypto.randomUUID(), id, owner.id, `About ${index}`, at),
      ];
    }),
  );
  return ids;
}

describe("the admin ticket list's pages", () => {
  it("list every ticket exactly once, newest first, 50 a page, ties included, each with its own responses", async () => {
    const admin = await createUser({ isAdmin: true });
    const owner = await createUser();
    const seeded = await seedTickets(owner, 110, Date.parse("2034-09-01T12:00:00.000Z"));
    const pages = await allPages<AdminTicketPage>(admin.token, "/api/admin/support/tickets", "tickets");
    for (const page of pages.slice(0, -1)) expect(page.tickets).toHaveLength(ADMIN_PAGE);
    const tickets = pages.flatMap((page) => page.tickets);
    expectWellPaged(pages, tickets, (ticket) => ticket.createdAt);
    expect(new Set(tickets.map((ticket) => ticket.id))).toEqual(new Set(seeded));
    for (const ticket of tickets) {
      expect(ticket.user).toEqual({ username: owner.username, email: owner.email });
      expect(ticket.responses.map((response) => response.message)).toEqual([`About ${ticket.subject.slice("Ticket ".length)}`]);
    }
  });

  it("reads a later page's tickets and responses off their indexes, never a table scan or a sort", async () => {
    for (const statement of ticketPageReads(db, CURSOR)) {
      const plan = await queryPlan(statement);
      expect(plan).toMatch(/support_tickets_created/);
      expect(plan).not.toMatch(/SCAN support_tickets(?! USING)|SCAN ticket_responses(?! USING)/);
    }
  });
});

describe("the paged lists' refusals", () => {
  const PATHS = [
    "/api/admin/users",
    "/api/admin/users/today",
    "/api/admin/users/unverified",
    "/api/admin/users/no-family",
    "/api/admin/support/tickets",
    "/api/admin/messages",
    "/api/admin/password-resets",
  ];

  it.each(PATHS)("%s answers 400 in English for a before that is not a page's cursor", async (path) => {
    const admin = await createUser({ isAdmin: true });
    for (const before of ["2035-01-01T00:00:00.000Z", "yesterday|abc", "2035-01-01T00:00:00Z|abc", "2035-01-01T00:00:00.000Z|"]) {
      const response = await call("GET", `${path}?before=${encodeURIComponent(before)}`, { token: admin.token });
      expect(response.status, before).toBe(400);
      expect(await errorBody(response)).toMatchObject({ code: "invalid_body", message: "before must be a cursor from the previous page" });
    }
  });

  it.each(PATHS)("%s answers 403 to a family member, also with a cursor", async (path) => {
    const member = await createUser();
    for (const query of ["", `?before=${encodeURIComponent(CURSOR)}`]) {
      const response = await call("GET", `${path}${query}`, { token: member.token });
      expect(response.status).toBe(403);
      expect(await errorBody(response)).toMatchObject({ code: "forbidden", message: "Administrator access required" });
    }
  });
});
