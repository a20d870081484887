import { describe, expect, it } from "vitest";
import { HISTORY_PAGE } from "@contract/limits";
import type { CompletedRemindersPage, Reminder } from "@contract/schemas/reminders";
import { reminders } from "@worker/db/schema";
import { call } from "../helpers/api";
import { createUser, dbOf, twoFamilies, type TestUser } from "../helpers/factories";
import { countdown, expectBadCursorsRefused, heldPage, insertInChunks, readAllPages } from "../helpers/pages";
import { getRemindersList } from "../helpers/reminders";

const completedPath = (user: Pick<TestUser, "familyId">) => `/api/families/${user.familyId}/reminders/completed`;

/** `count` completed tasks, three to each completion time, and two open ones. */
async function seedTasks(user: TestUser, count: number, start = Date.parse("2026-03-01T12:00:00.000Z")) {
  const times = countdown(count, start, 3);
  const completed = times.map((completedAt, index) => ({
    id: `${user.familyId}-done-${String(index).padStart(3, "0")}`,
    familyId: user.familyId,
    title: `Liðug ${index}`,
    completed: true,
    completedAt,
    createdAt: "2026-01-01T00:00:00.000Z",
  }));
  const open = ["Opin A", "Opin B"].map((title, index) => ({
    id: `${user.familyId}-open-${index}`,
    familyId: user.familyId,
    title,
    createdAt: `2026-01-0${index + 1}T00:00:00.000Z`,
  }));
  await insertInChunks([...completed, ...open], (rows) => dbOf(user).insert(reminders).values(rows));
  // The list's order: newest completion first, ties by id, highest first.
  return completed.sort((a, b) => (a.completedAt === b.completedAt ? (a.id < b.id ? 1 : -1) : a.completedAt < b.completedAt ? 1 : -1)).map((row) => row.id);
}

describe("GET /api/families/:familyId/reminders (bounded)", () => {
  it("answers every open task, the first page of completed ones, their count and the next cursor", async () => {
    const user = await createUser();
    const order = await seedTasks(user, 47);
    const list = await getRemindersList(user);
    expect(list.reminders.filter((reminder) => !reminder.completed).map((reminder) => reminder.title)).toEqual(["Opin A", "Opin B"]);
    const done = list.reminders.filter((reminder) => reminder.completed);
    expect(done.map((reminder) => reminder.id)).toEqual(order.slice(0, HISTORY_PAGE));
    expect(list.completedCount).toBe(47);
    expect(list.nextBefore).toBe(`${done.at(-1)!.completedAt}|${done.at(-1)!.id}`);
  });

  it("answers no cursor when the first page holds every completed task", async () => {
    const user = await createUser();
    await seedTasks(user, HISTORY_PAGE);
    const list = await getRemindersList(user);
    expect(list).toMatchObject({ completedCount: HISTORY_PAGE, nextBefore: null });
    expect(list.reminders).toHaveLength(HISTORY_PAGE + 2);
  });

  it("still answers 304 to the ETag of the answer the phone keeps", async () => {
    const user = await createUser();
    await seedTasks(user, 25);
    const first = await call("GET", `/api/families/${user.familyId}/reminders`, { token: user.token });
    const etag = first.headers.get("ETag")!;
    expect(etag).toBeTruthy();
    const again = await call("GET", `/api/families/${user.familyId}/reminders`, { token: user.token, headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
  });
});

describe("GET /api/families/:familyId/reminders/completed", () => {
  it("pages every completed task exactly once, newest first, even when completions share a time", async () => {
    const user = await createUser();
    const order = await seedTasks(user, 61);
    const all = await readAllPages<Reminder>(user.token, await call("GET", `/api/families/${user.familyId}/reminders`, { token: user.token }));
    expect(all.slice(0, 2).map((reminder) => reminder.title)).toEqual(["Opin A", "Opin B"]);
    expect(all.slice(2).map((reminder) => reminder.id)).toEqual(order);
  });

  it("refuses a before that is no cursor with 400", async () => {
    const user = await createUser();
    await expectBadCursorsRefused(user.token, completedPath(user));
  });

  it("answers another family 403, and nothing of another family by its cursor", async () => {
    const { alice, mallory } = await twoFamilies();
    await seedTasks(alice, 30);
    await seedTasks(mallory, 3, Date.parse("2020-01-01T00:00:00.000Z"));
    const { nextBefore } = await getRemindersList(alice);
    const path = `${completedPath(alice)}?${new URLSearchParams({ before: nextBefore! })}`;
    expect((await call("GET", path, { token: mallory.token })).status).toBe(403);
    // Alice's cursor on Mallory's own list: only Mallory's older tasks.
    const own = await heldPage<CompletedRemindersPage>(
      await call("GET", `${completedPath(mallory)}?${new URLSearchParams({ before: nextBefore! })}`, { token: mallory.token }),
      "reminders",
    );
    expect(own.reminders.map((reminder) => reminder.title).sort()).toEqual(["Liðug 0", "Liðug 1", "Liðug 2"]);
    expect(own.reminders.every((reminder) => reminder.id.startsWith(mallory.familyId))).toBe(true);
  });
});
