import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { taskMessages as t } from "@contract/task-messages";
import type { Reminder } from "@contract/schemas/reminders";
import { reminders } from "@worker/db/schema";
import { call, errorBody, json } from "../helpers/api";
import { createUser, db, twoFamilies } from "../helpers/factories";
import { openLive } from "../helpers/live";
import { DAY_MS, getReminders, isoIn, memberOf, patchReminder, postReminder, reminderOf, reminderRows } from "../helpers/reminders";

describe("POST /api/reminders", () => {
  it("creates a task with every field and answers it with the assignee's name", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur", "Sonur");
    const due = "2030-05-01T21:59:59.999Z";
    const response = await postReminder(user, { title: "  Sláa grasið ", description: "Í garðinum", dueDate: due, priority: "high", assignedTo: member.id });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      id: expect.any(String),
      title: "Sláa grasið",
      description: "Í garðinum",
      dueDate: due,
      priority: "high",
      assignedTo: member.id,
      assignedMember: { name: "Rókur" },
      completed: false,
      completedAt: null,
      completedByHelper: null,
      createdAt: expect.any(String),
    });
  });

  it("defaults to medium priority, no description, no due date and nobody responsible", async () => {
    const user = await createUser();
    const reminder = await reminderOf(user, { title: "Vaska" });
    expect(reminder).toMatchObject({ priority: "medium", description: null, dueDate: null, assignedTo: null, assignedMember: null });
    const created = await reminderOf(user, { title: "Rudda", description: "  ", dueDate: "", assignedTo: null });
    expect(created).toMatchObject({ description: null, dueDate: null, assignedTo: null });
  });

  it("stores a due date sent with an offset as UTC", async () => {
    const user = await createUser();
    const reminder = await reminderOf(user, { title: "Tannlækni", dueDate: "2030-01-02T08:30:00+01:00" });
    expect(reminder.dueDate).toBe("2030-01-02T07:30:00.000Z");
  });

  it.each([
    [{ title: "   " }, t.titleBlank],
    [{}, t.titleBlank],
    [{ title: "x".repeat(201) }, "Í mesta lagi 200 tekin"],
    [{ title: "Ok", priority: "urgent" }, t.priorityInvalid],
    [{ title: "Ok", dueDate: "tomorrow" }, t.dueDateInvalid],
    [{ title: "Ok", dueDate: "2030-02-31T10:00:00Z" }, t.dueDateInvalid],
    [{ title: "Ok", dueDate: "2030-05-01" }, t.dueDateInvalid],
    [{ title: "Ok", dueDate: 1_800_000_000_000 }, t.dueDateInvalid],
    [{ title: "Ok", description: "d".repeat(5001) }, t.descriptionTooLong],
    [{ title: "Ok", assignedTo: 7 }, t.assigneeUnknown],
    [{ title: "Ok", id: "not-a-uuid" }, t.idInvalid],
  ])("refuses %j with 400 and its Faroese message, storing nothing", async (body, message) => {
    const user = await createUser();
    const response = await postReminder(user, body);
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toBe(message);
    expect(await reminderRows(user.familyId)).toEqual([]);
  });

  it("refuses an unknown assignee and another family's member alike, storing nothing", async () => {
    const { alice, mallory } = await twoFamilies();
    const foreign = await memberOf(mallory, "Annar");
    for (const assignedTo of [foreign.id, "00000000-0000-4000-8000-000000000000"]) {
      const response = await postReminder(alice, { title: "Uppgáva", assignedTo });
      expect(response.status).toBe(404);
      expect(await errorBody(response)).toEqual({ message: t.assigneeUnknown, code: "not_found" });
    }
    expect(await reminderRows(alice.familyId)).toEqual([]);
    expect(await reminderRows(mallory.familyId)).toEqual([]);
  });

  it("accepts a client id; replaying the create answers the stored task (200) and adds no second", async () => {
    const user = await createUser();
    const id = crypto.randomUUID();
    const first = await postReminder(user, { id, title: "Offline" });
    expect(first.status).toBe(201);
    const replay = await postReminder(user, { id: id.toUpperCase(), title: "Offline aftur" });
    expect(replay.status).toBe(200);
    expect(await json<Reminder>(replay)).toMatchObject({ id, title: "Offline" });
    expect((await reminderRows(user.familyId)).map((row) => row.id)).toEqual([id]);
  });

  it("answers 409 for a client id another family already used, and changes nothing there", async () => {
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    const id = crypto.randomUUID();
    await reminderOf(alice, { id, title: "Hjá Alice" });
    const clash = await postReminder(mallory, { id, title: "Stolið" });
    expect(clash.status).toBe(409);
    // The answer says only that the id is taken, nothing of the task behind it.
    expect(await errorBody(clash)).toEqual({ message: t.clientIdTaken, code: "conflict" });
    expect((await reminderRows(alice.familyId)).map((row) => row.title)).toEqual(["Hjá Alice"]);
    expect(await reminderRows(mallory.familyId)).toEqual([]);
  });

  it("answers 404 to a replayed create whose task was deleted since, bringing nothing back", async () => {
    const user = await createUser();
    const assignee = await memberOf(user, "Sámal");
    for (const assignedTo of [null, assignee.id]) {
      const id = crypto.randomUUID();
      await reminderOf(user, { id, title: "Offline", assignedTo });
      expect((await call("DELETE", `/api/reminders/${id}`, { token: user.token })).status).toBe(204);
      const replay = await postReminder(user, { id, title: "Offline", assignedTo });
      expect(replay.status).toBe(404);
      expect(await errorBody(replay)).toEqual({ message: m.notFound, code: "not_found" });
    }
    expect(await reminderRows(user.familyId)).toEqual([]);
  });

  it("tells the family's phones reminders_updated", async () => {
    const user = await createUser();
    const live = await openLive(user);
    await reminderOf(user, { title: "Live" });
    expect(await live.next()).toMatchObject({ type: "reminders_updated" });
    live.close();
  });
});

describe("GET /api/families/:familyId/reminders", () => {
  it("answers open tasks by due date (undated last), then completed ones newest completion first", async () => {
    const user = await createUser();
    const later = await reminderOf(user, { title: "Seinni", dueDate: isoIn(3 * DAY_MS) });
    const undated = await reminderOf(user, { title: "Uttan dag" });
    const sooner = await reminderOf(user, { title: "Fyrr", dueDate: isoIn(DAY_MS) });
    const overdue = await reminderOf(user, { title: "Ov seint", dueDate: isoIn(-DAY_MS) });
    const doneFirst = await reminderOf(user, { title: "Liðug fyrst" });
    const doneSecond = await reminderOf(user, { title: "Liðug seinni" });
    await patchReminder(user, doneFirst.id, { completed: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await patchReminder(user, doneSecond.id, { completed: true });
    // A completion stored without its time (older data) sorts by its creation time.
    const legacy = await reminderOf(user, { title: "Gomul" });
    await db.update(reminders).set({ completed: true, completedAt: null, createdAt: "2020-01-01T00:00:00.000Z" }).where(eq(reminders.id, legacy.id));

    const list = await getReminders(user);
    expect(list.map((reminder) => reminder.title)).toEqual(["Ov seint", "Fyrr", "Seinni", "Uttan dag", "Liðug seinni", "Liðug fyrst", "Gomul"]);
    expect([overdue, sooner, later, undated].every((reminder) => list.some((row) => row.id === reminder.id && !row.completed))).toBe(true);
  });

  it("answers the assignee's name on every task, and null for the unassigned", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Turið");
    await reminderOf(user, { title: "Hennara", assignedTo: member.id });
    await reminderOf(user, { title: "Ongin" });
    const list = await getReminders(user);
    expect(list.map((reminder) => [reminder.title, reminder.assignedMember])).toEqual([
      ["Hennara", { name: "Turið" }],
      ["Ongin", null],
    ]);
  });

  it("answers only the caller's family's tasks", async () => {
    const { alice, mallory } = await twoFamilies();
    await reminderOf(alice, { title: "Alice" });
    await reminderOf(mallory, { title: "Mallory" });
    expect((await getReminders(alice)).map((reminder) => reminder.title)).toEqual(["Alice"]);
    expect((await call("GET", `/api/families/${alice.familyId}/reminders`, { token: mallory.token })).status).toBe(403);
  });
});

describe("PATCH /api/reminders/:id", () => {
  it("completes a task and sets completedAt, which a second completion keeps", async () => {
    const user = await createUser();
    const reminder = await reminderOf(user, { title: "Gera liðugt" });
    const before = Date.now();
    const done = await json<Reminder>(await patchReminder(user, reminder.id, { completed: true }));
    expect(done.completed).toBe(true);
    expect(Date.parse(done.completedAt!)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(done.completedAt!)).toBeLessThanOrEqual(Date.now());
    const again = await json<Reminder>(await patchReminder(user, reminder.id, { completed: true }));
    expect(again.completedAt).toBe(done.completedAt);
  });

  it("renames a task (trimmed) and keeps the rest", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Jógvan");
    const reminder = await reminderOf(user, { title: "Gamalt", priority: "low", assignedTo: member.id });
    const response = await patchReminder(user, reminder.id, { title: "  Nýtt  " });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ...reminder, title: "Nýtt" });
  });

  it.each([
    [{ title: " " }, t.titleBlank],
    [{ completed: false }, t.oneReminderChange],
    [{ title: "A", completed: true }, t.oneReminderChange],
    [{}, t.oneReminderChange],
    [{ priority: "high" }, t.oneReminderChange],
  ])("refuses %j with 400 and changes nothing", async (body, message) => {
    const user = await createUser();
    const reminder = await reminderOf(user, { title: "Óbroytt" });
    const response = await patchReminder(user, reminder.id, body);
    expect(response.status).toBe(400);
    expect((await errorBody(response)).message).toBe(message);
    expect((await getReminders(user))[0]).toEqual(reminder);
  });

  it("answers 404 for another family's task and an unknown id, changing nothing", async () => {
    const { alice, mallory } = await twoFamilies();
    const reminder = await reminderOf(alice, { title: "Hjá Alice" });
    for (const id of [reminder.id, crypto.randomUUID()]) {
      expect((await patchReminder(mallory, id, { completed: true })).status).toBe(404);
      expect((await patchReminder(mallory, id, { title: "Stolið" })).status).toBe(404);
    }
    expect((await getReminders(alice))[0]).toEqual(reminder);
  });
});

describe("DELETE /api/reminders/:id", () => {
  it("deletes the family's task; another family's reads as not found and stays", async () => {
    const { alice, mallory } = await twoFamilies();
    const reminder = await reminderOf(alice, { title: "Burtur" });
    expect((await call("DELETE", `/api/reminders/${reminder.id}`, { token: mallory.token })).status).toBe(404);
    expect(await reminderRows(alice.familyId)).toHaveLength(1);
    expect((await call("DELETE", `/api/reminders/${reminder.id}`, { token: alice.token })).status).toBe(204);
    expect(await reminderRows(alice.familyId)).toEqual([]);
    expect((await call("DELETE", `/api/reminders/${reminder.id}`, { token: alice.token })).status).toBe(404);
  });
});
