import { env } from "cloudflare:workers";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_PAGE } from "@contract/limits";
import type { AdminMessagePage, PasswordResetPage } from "@contract/schemas/admin";
import { users } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { call } from "../helpers/api";
import { allPages, expectWellPaged, tiedAt } from "../helpers/admin-pages";
import { createUser, db, dbOf, everyFamilyDb, type TestUser } from "../helpers/factories";
import { heldPage } from "../helpers/pages";

// The admin panel's info messages and password resets in keyset pages (docs/api.md "Paging in headers").

/**
 * Messages straight into the tables as the broadcast stores them (the panel's row in the
 * directory, a copy in every family database), sharing milliseconds in groups of 7, every third
 * read by `reader` in their own database.
 */
async function seedMessages(howMany: number, start: number, reader: TestUser): Promise<string[]> {
  const ids = Array.from({ length: howMany }, () => newId());
  for (const d1 of [env.DB, ...everyFamilyDb().map((store) => store.$client)]) {
    await d1.batch(
      ids.map((id, index) =>
        d1.prepare("INSERT INTO admin_messages (id, title, message, created_at) VALUES (?1, ?2, 'text', ?3)").bind(id, `M${index}`, tiedAt(start)(index)),
      ),
    );
  }
  const readerDb = dbOf(reader).$client;
  await readerDb.batch(
    ids.flatMap((id, index) =>
      index % 3 === 0
        ? [readerDb.prepare("INSERT INTO admin_message_reads (message_id, user_id, read_at) VALUES (?1, ?2, ?3)").bind(id, reader.id, tiedAt(start)(index))]
        : [],
    ),
  );
  return ids;
}

/** Security events of `kind` straight into the log of the users' database, sharing milliseconds in groups of 7, by the users in turn. */
async function seedEvents(kind: string, howMany: number, start: number, userIds: string[]): Promise<string[]> {
  const ids = Array.from({ length: howMany }, () => newId());
  const d1 = db.$client;
  await d1.batch(
    ids.map((id, index) =>
      d1
        .prepare("INSERT INTO security_events (id, kind, user_id, client, created_at) VALUES (?1, ?2, ?3, '10.0.0.9', ?4)")
        .bind(id, kind, userIds[index % userIds.length], tiedAt(start)(index)),
    ),
  );
  return ids;
}

describe("the panel's info messages in pages", () => {
  it("list every message exactly once, newest first, 50 a page, ties in one millisecond included, each with its read count", async () => {
    const admin = await createUser({ isAdmin: true });
    const reader = await createUser();
    const seeded = await seedMessages(125, Date.parse("2039-03-01T12:00:00.000Z"), reader);
    const first = await heldPage<AdminMessagePage>(await call("GET", "/api/admin/messages", { token: admin.token }), "messages");
    const last = first.messages.at(-1)!;
    expect(first.nextBefore).toBe(`${last.createdAt}|${last.id}`);

    const pages = await allPages<AdminMessagePage>(admin.token, "/api/admin/messages", "messages");
    for (const page of pages.slice(0, -1)) expect(page.messages).toHaveLength(ADMIN_PAGE);
    const messages = pages.flatMap((page) => page.messages);
    expectWellPaged(pages, messages, (message) => message.createdAt);
    expect(new Set(messages.slice(0, seeded.length).map((message) => message.id))).toEqual(new Set(seeded));

    const perDatabase = await Promise.all(everyFamilyDb().map(async (store) => (await store.select({ n: count() }).from(users))[0]!.n));
    const totalUsers = perDatabase.reduce((sum, n) => sum + n, 0);
    for (const message of messages.filter((each) => seeded.includes(each.id))) {
      const readCount = Number(message.title.slice(1)) % 3 === 0 ? 1 : 0;
      expect(message).toMatchObject({ readCount, totalUsers, readPercentage: Math.round((readCount * 100) / totalUsers) });
    }
  });
});

describe("the completed password resets in pages", () => {
  it("list every completed reset exactly once, newest first, 50 a page, ties included, and no other kind of event", async () => {
    const admin = await createUser({ isAdmin: true });
    const resetters = [await createUser(), await createUser(), await createUser()];
    const ids = resetters.map((user) => user.id);
    const start = Date.parse("2039-04-01T12:00:00.000Z");
    const resets = await seedEvents("reset_completed", 130, start, ids);
    const changes = await seedEvents("password_changed", 40, start, ids);

    const pages = await allPages<PasswordResetPage>(admin.token, "/api/admin/password-resets", "resets");
    expect(pages).toHaveLength(3);
    for (const page of pages.slice(0, -1)) expect(page.resets).toHaveLength(ADMIN_PAGE);
    const listed = pages.flatMap((page) => page.resets);
    expectWellPaged(pages, listed, (reset) => reset.resetAt);
    expect(new Set(listed.map((reset) => reset.id))).toEqual(new Set(resets));
    expect(listed.some((reset) => changes.includes(reset.id))).toBe(false);
    expect(Object.keys(listed[0]!).sort()).toEqual(["email", "id", "resetAt", "userId", "username"]);
    for (const reset of listed) expect(resetters.find((user) => user.id === reset.userId)).toMatchObject({ username: reset.username, email: reset.email });
  });
});
