import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { taskMessages as t } from "@contract/task-messages";
import type { ReplaceReminderBody } from "@contract/schemas/reminders";
import { purchases, reminders } from "@worker/db/schema";
import { NO_DAV } from "@worker/services/caldav/fields";
import { createReminder, replaceReminder } from "@worker/services/tasks/reminders";
import { replaceShoppingItem } from "@worker/services/shopping/lists";
import { createUser, db, twoFamilies } from "../helpers/factories";
import { memberOf, reminderOf, reminderRows } from "../helpers/reminders";
import { itemOf, itemRow } from "../helpers/shopping";

const whole = (change: Partial<ReplaceReminderBody> = {}): ReplaceReminderBody => ({
  title: "Vaska bilin",
  description: null,
  dueDate: null,
  priority: "medium",
  assignedTo: null,
  completed: false,
  ...change,
});

const row = async (id: string) => (await db.select().from(reminders).where(eq(reminders.id, id)))[0];

describe("replaceReminder (a CalDAV client's whole task)", () => {
  it("replaces every field at once and tells the family", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const task = await reminderOf(user, { title: "Vaska" });
    const due = "2030-05-01T21:59:59.999Z";
    const result = await replaceReminder(
      db,
      user.familyId,
      task.id,
      whole({ title: "Vaska bilin", description: "Úti", dueDate: due, priority: "high", assignedTo: member.id }),
      user.id,
    );
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      title: "Vaska bilin",
      description: "Úti",
      dueDate: due,
      priority: "high",
      assignedTo: member.id,
      assignedMember: { name: "Rókur" },
      completed: false,
    });
    expect(result.effects).toContainEqual({ kind: "tell", familyId: user.familyId, types: ["reminders_updated"] });
    // A new assignee gets the create's push.
    expect(result.effects.filter((effect) => effect.kind === "push")).toHaveLength(1);
  });

  it("pushes nobody when the assignee stays the same", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const task = await reminderOf(user, { title: "Vaska", assignedTo: member.id });
    const result = await replaceReminder(db, user.familyId, task.id, whole({ title: "Vaska bilin", assignedTo: member.id }), user.id);
    expect(result.effects.map((effect) => effect.kind)).toEqual(["tell"]);
  });

  it("completes keeping the first completion time, and reopens a completed task", async () => {
    const user = await createUser();
    const task = await reminderOf(user, { title: "Vaska" });
    const done = await replaceReminder(db, user.familyId, task.id, whole({ completed: true }), user.id);
    expect(done.body.completed).toBe(true);
    const first = done.body.completedAt;
    expect(first).toEqual(expect.any(String));
    const again = await replaceReminder(db, user.familyId, task.id, whole({ title: "Vaska aftur", completed: true }), user.id);
    expect(again.body.completedAt).toBe(first);
    const reopened = await replaceReminder(db, user.familyId, task.id, whole({ completed: false }), user.id);
    expect(reopened.body).toMatchObject({ completed: false, completedAt: null });
    expect(await row(task.id)).toMatchObject({ completed: false, completedAt: null });
  });

  it("refuses another family's member as assignee with 404 and changes nothing", async () => {
    const { alice, mallory } = await twoFamilies();
    const task = await reminderOf(alice, { title: "Vaska" });
    const before = await row(task.id);
    await expect(replaceReminder(db, alice.familyId, task.id, whole({ title: "Annað", assignedTo: mallory.memberId }), alice.id)).rejects.toMatchObject({
      status: 404,
      message: t.assigneeUnknown,
    });
    expect(await row(task.id)).toEqual(before);
  });

  it("answers 404 for another family's task and changes nothing", async () => {
    const { alice, mallory } = await twoFamilies();
    const task = await reminderOf(alice, { title: "Vaska" });
    const before = await row(task.id);
    await expect(replaceReminder(db, mallory.familyId, task.id, whole({ title: "Stolið" }), mallory.id)).rejects.toMatchObject({ status: 404 });
    expect(await row(task.id)).toEqual(before);
  });
});

describe("createReminder completed (a CalDAV client's completed new task)", () => {
  it("stores the task completed at the given time", async () => {
    const user = await createUser();
    const at = "2026-01-02T10:00:00.000Z";
    const result = await createReminder(
      db,
      user.familyId,
      user.id,
      { id: undefined, title: "Gjørt", description: null, dueDate: null, priority: "low", assignedTo: null },
      { completedAt: at, dav: NO_DAV },
    );
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ completed: true, completedAt: at });
    expect(await reminderRows(user.familyId)).toHaveLength(1);
  });
});

describe("replaceShoppingItem (a CalDAV client's whole item)", () => {
  it("replaces name, amount and unit and tells the family", async () => {
    const user = await createUser();
    const item = await itemOf(user, "Mjólk");
    const result = await replaceShoppingItem(db, user.familyId, item.id, { name: "Súrmjólk", quantity: 2, unit: "l", completed: false });
    expect(result.body).toMatchObject({ id: item.id, name: "Súrmjólk", quantity: 2, unit: "l", completed: false });
    expect(result.effects).toEqual([{ kind: "tell", familyId: user.familyId, types: ["shopping_list_updated"] }]);
    expect(await itemRow(item.id)).toMatchObject({ name: "Súrmjólk", nameKey: "súrmjólk", quantity: 2, unit: "l" });
  });

  it("ticks with one purchase, keeps it on a second tick, and unticks it away; a blank unit is none", async () => {
    const user = await createUser();
    const item = await itemOf(user, "Egg");
    const bought = () => db.select().from(purchases).where(eq(purchases.itemId, item.id));
    const ticked = await replaceShoppingItem(db, user.familyId, item.id, { name: "Egg", quantity: 6, unit: "", completed: true });
    expect(ticked.body).toMatchObject({ completed: true, completedAt: expect.any(String), unit: null, quantity: 6 });
    expect(await bought()).toHaveLength(1);
    await replaceShoppingItem(db, user.familyId, item.id, { name: "Egg", quantity: 6, unit: null, completed: true });
    expect(await bought()).toHaveLength(1);
    const unticked = await replaceShoppingItem(db, user.familyId, item.id, { name: "Egg", quantity: 6, unit: null, completed: false });
    expect(unticked.body).toMatchObject({ completed: false, completedAt: null });
    expect(await bought()).toHaveLength(0);
  });

  it("answers 404 for another family's item and changes nothing", async () => {
    const { alice, mallory } = await twoFamilies();
    const item = await itemOf(alice, "Mjólk");
    const before = await itemRow(item.id);
    await expect(replaceShoppingItem(db, mallory.familyId, item.id, { name: "Stolið", quantity: 1, unit: null, completed: true })).rejects.toMatchObject({
      status: 404,
    });
    expect(await itemRow(item.id)).toEqual(before);
  });
});
