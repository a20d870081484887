import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SHOPPING_PURGE_AFTER_MS } from "@contract/limits";
import { caldavTodoMessages as cm } from "@contract/caldav-todo-messages";
import { taskMessages as t } from "@contract/task-messages";
import type { Reminder } from "@contract/schemas/reminders";
import type { ShoppingList } from "@contract/schemas/shopping";
import type { DavCaller, DavCollectionKind, DavObject } from "@worker/caldav/collection";
import { shoppingCollections } from "@worker/caldav/todos/shopping-collections";
import { taskCollections } from "@worker/caldav/todos/task-collections";
import { purgeTickedItems } from "@worker/cron/purge-shopping";
import { purchases, reminders, shoppingItems } from "@worker/db/schema";
import { call, json } from "@test/helpers/api";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { fanoutSpy } from "@test/helpers/queue";
import { getReminders, memberOf, reminderOf } from "@test/helpers/reminders";
import { itemOf, listOf } from "@test/helpers/shopping";
import { phoneTodo, todoIn } from "@test/helpers/vtodo";
import { davLog, newestDavSeq } from "@test/helpers/dav-log";

const ZONE = "Atlantic/Faroe";
const callerOf = (user: TestUser): DavCaller => ({ userId: user.id, username: user.username, familyId: user.familyId, appPasswordId: "test", timeZone: ZONE });

const todoOf = (object: DavObject | undefined) => todoIn(object?.ics ?? "");

const log = davLog;
const newestSeq = newestDavSeq;

/** The kind's collections as the framework reads them: its statement in a D1 batch, its rows read. */
async function collectionsOf(kind: DavCollectionKind, familyId: string) {
  const batched = kind.collections(db, familyId);
  const [result] = await db.$client.batch([batched.statement!]);
  return batched.read(result!.results as Record<string, unknown>[]);
}

const put = (kind: typeof taskCollections, user: TestUser, slug: string, name: string, ics: string, current: DavObject | null = null) =>
  kind.put!(db, callerOf(user), slug, name, ics, current);
const readOne = async (kind: typeof taskCollections, user: TestUser, slug: string, name: string) =>
  (await kind.read(db, user.familyId, slug, { names: [name] }, user.id))[0];

describe("the task collections", () => {
  it("lists `tasks` and one collection per member, named in Faroese, and nothing of another family", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const other = await createUser();
    const infos = await collectionsOf(taskCollections, user.familyId);
    expect(infos.map((info) => [info.slug, info.displayName, info.component])).toEqual([
      ["tasks", "Uppgávur", "VTODO"],
      [`tasks-${user.memberId}`, expect.stringMatching(/^Uppgávur: /), "VTODO"],
      [`tasks-${member.id}`, "Uppgávur: Rókur", "VTODO"],
    ]);
    expect(infos.some((info) => info.slug === `tasks-${other.memberId}`)).toBe(false);
  });

  it("creates a phone's task in a member's collection, seen by the JSON API as assigned to them, and keeps its alarm after an app-side rename", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const slug = `tasks-${member.id}`;
    const ics = phoneTodo("PHONE-UID-1", "SUMMARY:Sláa grasið", "PRIORITY:1", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "END:VALARM");
    const created = await put(taskCollections, user, slug, "phone-1.ics", ics);
    expect(created.status).toBe(201);
    expect(created.effects).toContainEqual({ kind: "tell", familyId: user.familyId, types: ["reminders_updated"] });
    const [task] = (await getReminders(user)).filter((reminder) => reminder.title === "Sláa grasið");
    expect(task).toMatchObject({ assignedTo: member.id, priority: "high", completed: false });
    // The PUT's answer is what the next read answers (its ETag matches).
    expect(await readOne(taskCollections, user, slug, "phone-1.ics")).toMatchObject(created.body);

    expect((await call("PATCH", `/api/reminders/${task!.id}`, { token: user.token, body: { title: "Sláa alt grasið" } })).status).toBe(200);
    const after = await readOne(taskCollections, user, slug, "phone-1.ics");
    expect(after!.etag).not.toBe(created.body.etag);
    const todo = todoOf(after);
    expect(todo.getFirstPropertyValue("summary")).toBe("Sláa alt grasið");
    expect(todo.getFirstPropertyValue("uid")).toBe("PHONE-UID-1");
    expect(todo.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString()).toBe("-PT15M");
  });

  it("reads an app task under its id, changes it from the phone (complete, reopen) and deletes it", async () => {
    const user = await createUser();
    const task = await reminderOf(user, { title: "Vaska", priority: "low" });
    const name = `${task.id}.ics`;
    const current = await readOne(taskCollections, user, "tasks", name);
    expect(todoOf(current).getFirstPropertyValue("uid")).toBe(task.id);
    const before = await newestSeq();
    const done = await put(taskCollections, user, "tasks", name, current!.ics.replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED"), current!);
    expect(done.status).toBe(200);
    expect((await getReminders(user)).find((reminder) => reminder.id === task.id)).toMatchObject({ completed: true, completedAt: expect.any(String) });
    expect(await log(user.familyId, before)).toEqual([`tasks/${name}`]);
    // A phone can untick: the task is open again (the app itself offers no way back).
    await put(taskCollections, user, "tasks", name, current!.ics, done.body);
    expect((await getReminders(user)).find((reminder) => reminder.id === task.id)).toMatchObject({ completed: false, completedAt: null });

    const removed = await taskCollections.remove!(db, callerOf(user), "tasks", current!);
    expect(removed.status).toBe(204);
    expect((await getReminders(user)).some((reminder) => reminder.id === task.id)).toBe(false);
    expect((await log(user.familyId, before)).at(-1)).toBe(`-tasks/${name}`);
  });

  it("moves a task to another member's collection by its UID; the phone's following DELETE of the old resource deletes nothing", async () => {
    const user = await createUser();
    const anna = await memberOf(user, "Anna");
    const rokur = await memberOf(user, "Rókur");
    const task = await reminderOf(user, { title: "Vaska bilin", assignedTo: anna.id });
    const oldName = `${task.id}.ics`;
    const old = await readOne(taskCollections, user, `tasks-${anna.id}`, oldName);
    const before = await newestSeq();
    // iOS writes the moved reminder under a name of its own in the new list, then deletes the old one.
    const moved = await put(taskCollections, user, `tasks-${rokur.id}`, "moved.ics", old!.ics);
    expect(moved.status).toBe(201);
    expect(await log(user.familyId, before)).toEqual([`-tasks-${anna.id}/${oldName}`, `tasks-${rokur.id}/moved.ics`]);
    expect(await readOne(taskCollections, user, `tasks-${anna.id}`, oldName)).toBeUndefined();
    await expect(taskCollections.remove!(db, callerOf(user), `tasks-${anna.id}`, old!)).rejects.toMatchObject({ status: 404 });
    const tasks = await getReminders(user);
    expect(tasks.filter((reminder) => reminder.title === "Vaska bilin")).toEqual([
      expect.objectContaining({ id: task.id, assignedTo: rokur.id, assignedMember: { name: "Rókur" } }),
    ]);
    // The same name moved back: one row still.
    await put(taskCollections, user, `tasks-${anna.id}`, oldName, moved.body.ics);
    expect((await db.select().from(reminders).where(eq(reminders.familyId, user.familyId))).map((row) => [row.id, row.assignedTo, row.davName])).toEqual([
      [task.id, anna.id, null],
    ]);
  });

  it("refuses with 409, changing nothing, a new resource under a name another task holds and a UID another task holds", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const first = await put(taskCollections, user, "tasks", "a.ics", phoneTodo("U-A", "SUMMARY:A"));
    const second = await put(taskCollections, user, "tasks", "b.ics", phoneTodo("U-B", "SUMMARY:B"));
    const rows = async () => db.select().from(reminders).where(eq(reminders.familyId, user.familyId));
    const before = await rows();
    await expect(put(taskCollections, user, `tasks-${member.id}`, "a.ics", phoneTodo("U-C", "SUMMARY:C"))).rejects.toMatchObject({
      status: 409,
      message: cm.nameTaken,
    });
    // RFC 4791's no-uid-conflict, naming the task that holds the UID.
    await expect(put(taskCollections, user, "tasks", "b.ics", phoneTodo("U-A", "SUMMARY:B"), second.body)).rejects.toMatchObject({
      status: 409,
      message: cm.uidTaken,
      condition: `<c:no-uid-conflict><d:href>/caldav/families/${user.familyId}/tasks/a.ics</d:href></c:no-uid-conflict>`,
    });
    expect(await rows()).toEqual(before);
    expect(first.status).toBe(201);
  });

  it("refuses a blank SUMMARY with 400 and stores nothing", async () => {
    const user = await createUser();
    await expect(put(taskCollections, user, "tasks", "x.ics", phoneTodo("U-BLANK", "SUMMARY: "))).rejects.toMatchObject({ status: 400, message: t.titleBlank });
    expect(await db.select().from(reminders).where(eq(reminders.familyId, user.familyId))).toEqual([]);
  });

  it("keeps another family out: nothing read, its member's collection 404, its task's UID makes a task of one's own", async () => {
    const alice = await createUser();
    const mallory = await createUser();
    const task = await reminderOf(alice, { title: "Leynt" });
    const name = `${task.id}.ics`;
    expect(await taskCollections.read(db, mallory.familyId, "tasks", {}, mallory.id)).toEqual([]);
    expect(await taskCollections.read(db, mallory.familyId, "tasks", { names: [name] }, mallory.id)).toEqual([]);
    const own = await readOne(taskCollections, alice, "tasks", name);
    await expect(taskCollections.remove!(db, callerOf(mallory), "tasks", own!)).rejects.toMatchObject({ status: 404 });
    await expect(put(taskCollections, mallory, `tasks-${alice.memberId}`, "x.ics", phoneTodo("U-X", "SUMMARY:Inn"))).rejects.toMatchObject({
      status: 404,
      message: t.assigneeUnknown,
    });
    // The same UID in Mallory's own collection is a new task of Mallory's family: Alice's is untouched.
    await put(taskCollections, mallory, "tasks", name, own!.ics.replace("SUMMARY:Leynt", "SUMMARY:Stolið"));
    expect((await getReminders(alice)).map((reminder: Reminder) => reminder.title)).toEqual(["Leynt"]);
    expect((await getReminders(mallory)).map((reminder: Reminder) => reminder.title)).toEqual(["Stolið"]);
  });
});

describe("the shopping collections", () => {
  it("lists one collection per list by its name", async () => {
    const user = await createUser();
    const list = await listOf(user);
    expect(await collectionsOf(shoppingCollections, user.familyId)).toEqual([
      { slug: `shopping-${list.id}`, displayName: list.name, color: expect.stringMatching(/^#[0-9A-F]{6}$/), component: "VTODO", readOnly: false },
    ]);
  });

  it("reads a phone's '2 l súrmjólk' through the quick-add parser as 2 l of Súrmjólk", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const created = await put(shoppingCollections, user, `shopping-${list.id}`, "s.ics", phoneTodo("S-1", "SUMMARY:2 l súrmjólk"));
    expect(created.status).toBe(201);
    const answer = await json<ShoppingList[]>(await call("GET", `/api/families/${user.familyId}/shopping-lists`, { token: user.token }));
    expect(answer[0]!.items).toEqual([expect.objectContaining({ name: "Súrmjólk", quantity: 2, unit: "l", completed: false })]);
    expect(todoOf(created.body).getFirstPropertyValue("summary")).toBe("Súrmjólk 2 l");
    expect(await readOne(shoppingCollections, user, `shopping-${list.id}`, "s.ics")).toMatchObject(created.body);
  });

  it("merges a phone's new item into the open item of the same name: the phone's resource is logged removed, the item changed", async () => {
    const user = await createUser();
    const item = await itemOf(user, "Mjólk", 2);
    const slug = `shopping-${item.listId}`;
    const before = await newestSeq();
    const added = await put(shoppingCollections, user, slug, "phone-milk.ics", phoneTodo("S-2", "SUMMARY:mjólk"));
    expect(added.status).toBe(201);
    expect((await db.select().from(shoppingItems).where(eq(shoppingItems.familyId, user.familyId))).map((row) => [row.name, row.quantity])).toEqual([
      ["Mjólk", 3],
    ]);
    expect(await log(user.familyId, before)).toEqual([`${slug}/${item.id}.ics`, `-${slug}/phone-milk.ics`]);
    expect(await readOne(shoppingCollections, user, slug, "phone-milk.ics")).toBeUndefined();
  });

  it("ticks and unticks from the phone with the purchase record, and the 10-minute vanish is a removal in the log", async () => {
    const user = await createUser();
    const item = await itemOf(user, "Egg", 6);
    const slug = `shopping-${item.listId}`;
    const name = `${item.id}.ics`;
    const current = await readOne(shoppingCollections, user, slug, name);
    expect(todoOf(current).getFirstPropertyValue("summary")).toBe("Egg × 6");
    const ticked = await put(shoppingCollections, user, slug, name, current!.ics.replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED"), current!);
    const row = (await db.select().from(shoppingItems).where(eq(shoppingItems.id, item.id)))[0]!;
    expect(row).toMatchObject({ completed: true, quantity: 6, name: "Egg" });
    expect(await db.select().from(purchases).where(eq(purchases.itemId, item.id))).toHaveLength(1);
    expect(todoOf(ticked.body).getFirstPropertyValue("status")).toBe("COMPLETED");

    const before = await newestSeq();
    await purgeTickedItems({ db, fanout: fanoutSpy().fanout }, Date.parse(row.completedAt!) + SHOPPING_PURGE_AFTER_MS + 1_000);
    expect(await log(user.familyId, before)).toEqual([`-${slug}/${name}`]);
  });

  it("adds an item a phone creates already ticked, then ticks it with its purchase; a phone's task created done is stored done", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const slug = `shopping-${list.id}`;
    const created = await put(shoppingCollections, user, slug, "t.ics", phoneTodo("S-T", "SUMMARY:Egg × 6", "STATUS:COMPLETED"));
    expect(created.status).toBe(201);
    const [row] = await db.select().from(shoppingItems).where(eq(shoppingItems.familyId, user.familyId));
    expect(row).toMatchObject({ name: "Egg", quantity: 6, completed: true, davName: "t.ics", davUid: "S-T" });
    expect(await db.select().from(purchases).where(eq(purchases.itemId, row!.id))).toHaveLength(1);
    expect(await readOne(shoppingCollections, user, slug, "t.ics")).toMatchObject(created.body);

    await put(taskCollections, user, "tasks", "done.ics", phoneTodo("T-D", "SUMMARY:Gjørt", "COMPLETED:20260302T100000Z"));
    expect((await getReminders(user)).find((reminder) => reminder.title === "Gjørt")).toMatchObject({ completed: true, completedAt: expect.any(String) });
  });

  it("keeps another family out of a list", async () => {
    const alice = await createUser();
    const mallory = await createUser();
    const item = await itemOf(alice, "Mjólk");
    const slug = `shopping-${item.listId}`;
    expect(await shoppingCollections.read(db, mallory.familyId, slug, {}, mallory.id)).toEqual([]);
    await expect(put(shoppingCollections, mallory, slug, "x.ics", phoneTodo("S-X", "SUMMARY:Brøð"))).rejects.toMatchObject({ status: 404 });
    const own = await readOne(shoppingCollections, alice, slug, `${item.id}.ics`);
    await expect(shoppingCollections.remove!(db, callerOf(mallory), slug, own!)).rejects.toMatchObject({ status: 404 });
    expect(await db.select().from(shoppingItems).where(eq(shoppingItems.familyId, mallory.familyId))).toEqual([]);
  });
});
