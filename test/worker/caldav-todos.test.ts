import type { DAVCalendar, DAVClient } from "tsdav";
import { describe, expect, it } from "vitest";
import { SHOPPING_PURGE_AFTER_MS } from "@contract/limits";
import type { Reminder } from "@contract/schemas/reminders";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { purgeTickedItems } from "@worker/cron/purge-shopping";
import { call, json } from "@test/helpers/api";
import { caldavClient, davRequest, newAppPassword } from "@test/helpers/caldav-client";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { fanoutSpy } from "@test/helpers/queue";
import { getReminders, memberOf, reminderOf } from "@test/helpers/reminders";
import { itemOf, listOf } from "@test/helpers/shopping";
import { phoneTodo, todoIn } from "@test/helpers/vtodo";

/** tsdav's calendar-query asks for VEVENT unless told: a phone's Reminders asks for VTODO. */
const TODO_FILTER = [{ "comp-filter": { _attributes: { name: "VCALENDAR" }, "comp-filter": { _attributes: { name: "VTODO" } } } }];

async function collection(client: DAVClient, slug: string): Promise<DAVCalendar> {
  const found = (await client.fetchCalendars()).find((calendar) => calendar.url.endsWith(`/${slug}/`));
  if (!found) throw new Error(`no collection ${slug}`);
  return found;
}

const objectsOf = (client: DAVClient, calendar: DAVCalendar) => client.fetchCalendarObjects({ calendar, filters: TODO_FILTER });

/** What a sync-collection from `token` reports, as resource names with a minus for a removal. */
async function changesSince(client: DAVClient, calendar: DAVCalendar, token: string | undefined): Promise<string[]> {
  const answers = await client.syncCollection({ url: calendar.url, props: { "d:getetag": {} }, syncLevel: 1, syncToken: token });
  // tsdav answers a multistatus with no response (nothing changed) as one entry without an href.
  return answers
    .filter((answer) => answer.href)
    .map((answer) => `${answer.status === 404 ? "-" : ""}${(answer.href ?? "").split("/").at(-1)}`)
    .sort();
}

const tasksOf = async (user: TestUser, title: string) => (await getReminders(user)).filter((task: Reminder) => task.title.startsWith(title));
const itemsOf = async (user: TestUser): Promise<ShoppingItem[]> =>
  (await json<ShoppingList[]>(await call("GET", `/api/families/${user.familyId}/shopping-lists`, { token: user.token })))[0]?.items ?? [];

describe("tasks over CalDAV with tsdav", () => {
  it("lists the tasks of no one and of each member, and the shopping list, as VTODO collections", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const list = await listOf(user);
    const client = await caldavClient(user);
    const calendars = await client.fetchCalendars();
    const named = (slug: string) => calendars.find((calendar) => calendar.url.endsWith(`/${slug}/`));
    expect(named("tasks")).toMatchObject({ displayName: "Uppgávur", components: ["VTODO"] });
    expect(named(`tasks-${member.id}`)).toMatchObject({ displayName: "Uppgávur: Rókur", components: ["VTODO"] });
    expect(named(`shopping-${list.id}`)).toMatchObject({ displayName: list.name, components: ["VTODO"] });
  });

  it("creates, changes, ticks and deletes a task from the client and the app, each sync reporting exactly that change", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const client = await caldavClient(user);
    const tasks = await collection(client, `tasks-${member.id}`);
    let token = tasks.syncToken;

    const alarm = ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Minni", "TRIGGER:-PT15M", "END:VALARM"];
    const created = await client.createCalendarObject({
      calendar: tasks,
      filename: "phone-task.ics",
      iCalString: phoneTodo("PHONE-1", "SUMMARY:Sláa grasið", ...alarm),
    });
    expect(created.status).toBe(201);
    const [task] = await tasksOf(user, "Sláa");
    expect(task).toMatchObject({ assignedTo: member.id, completed: false });
    expect(await changesSince(client, tasks, token)).toEqual(["phone-task.ics"]);
    token = (await collection(client, `tasks-${member.id}`)).syncToken;

    // A rename in the app: the client reads the new title with its alarm kept, and a sync reports that one resource.
    expect((await call("PATCH", `/api/reminders/${task!.id}`, { token: user.token, body: { title: "Sláa alt grasið" } })).status).toBe(200);
    expect(await changesSince(client, tasks, token)).toEqual(["phone-task.ics"]);
    token = (await collection(client, `tasks-${member.id}`)).syncToken;
    const [object] = await objectsOf(client, tasks);
    const todo = todoIn(object!.data);
    expect(todo.getFirstPropertyValue("summary")).toBe("Sláa alt grasið");
    expect(todo.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString()).toBe("-PT15M");

    // The phone ticks it.
    const ticked = await client.updateCalendarObject({ calendarObject: { ...object!, data: object!.data.replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED") } });
    expect(ticked.ok).toBe(true);
    expect((await tasksOf(user, "Sláa"))[0]).toMatchObject({ completed: true, completedAt: expect.any(String) });
    expect(await changesSince(client, tasks, token)).toEqual(["phone-task.ics"]);
    token = (await collection(client, `tasks-${member.id}`)).syncToken;

    // A stale If-Match (the ETag before the tick) changes nothing.
    const stale = await client.updateCalendarObject({ calendarObject: { ...object!, data: object!.data.replace("Sláa alt grasið", "Stolið") } });
    expect(stale.status).toBe(412);
    expect((await tasksOf(user, "Sláa"))[0]).toMatchObject({ title: "Sláa alt grasið", completed: true });
    expect(await changesSince(client, tasks, token)).toEqual([]);

    const [now] = await objectsOf(client, tasks);
    const deleted = await client.deleteCalendarObject({ calendarObject: now! });
    expect(deleted.status).toBe(204);
    expect(await tasksOf(user, "Sláa")).toEqual([]);
    expect(await changesSince(client, tasks, token)).toEqual(["-phone-task.ics"]);
  });

  it("moves a task to another member's list: a removal in the old one, a change in the new, and the old resource's DELETE deletes nothing", async () => {
    const user = await createUser();
    const anna = await memberOf(user, "Anna");
    const rokur = await memberOf(user, "Rókur");
    const task = await reminderOf(user, { title: "Vaska bilin", assignedTo: anna.id });
    const client = await caldavClient(user);
    const annas = await collection(client, `tasks-${anna.id}`);
    const rokurs = await collection(client, `tasks-${rokur.id}`);
    const [old] = await objectsOf(client, annas);
    // As iOS moves a reminder: the same VTODO written into the new list, then the old resource deleted.
    expect((await client.createCalendarObject({ calendar: rokurs, filename: "moved.ics", iCalString: old!.data })).status).toBe(201);
    expect(await changesSince(client, annas, annas.syncToken)).toEqual([`-${task.id}.ics`]);
    expect(await changesSince(client, rokurs, rokurs.syncToken)).toEqual(["moved.ics"]);
    const gone = await client.deleteCalendarObject({ calendarObject: old! });
    expect([404, 412]).toContain(gone.status);
    expect(await tasksOf(user, "Vaska")).toEqual([expect.objectContaining({ id: task.id, assignedTo: rokur.id })]);
  });

  it("answers a calendar-query with a time range with the tasks it overlaps (RFC 4791 9.9)", async () => {
    const user = await createUser();
    const may = await reminderOf(user, { title: "Í mai", dueDate: "2030-05-10T12:00:00.000Z" });
    await reminderOf(user, { title: "Í juni", dueDate: "2030-06-15T12:00:00.000Z" });
    const undated = await reminderOf(user, { title: "Einaferð" });
    const client = await caldavClient(user);
    const tasks = await collection(client, "tasks");
    const range = { "time-range": { _attributes: { start: "20300501T000000Z", end: "20300601T000000Z" } } };
    const filters = [{ "comp-filter": { _attributes: { name: "VCALENDAR" }, "comp-filter": { _attributes: { name: "VTODO" }, ...range } } }];
    const objects = await client.fetchCalendarObjects({ calendar: tasks, filters });
    // An undated task matches every range: the CREATED the server writes for it is no date the phone sent.
    expect(objects.map((object) => object.url.split("/").at(-1)).sort()).toEqual([`${may.id}.ics`, `${undated.id}.ics`].sort());
  });

  it("answers 404 for another family's task collections and resources, changing nothing", async () => {
    const alice = await createUser();
    const mallory = await createUser();
    const task = await reminderOf(alice, { title: "Leynt" });
    const credentials = await newAppPassword(mallory);
    const base = `/caldav/families/${alice.familyId}/tasks/`;
    expect((await davRequest("PROPFIND", base, credentials, { headers: { Depth: "1" } })).status).toBe(404);
    expect((await davRequest("GET", `${base}${task.id}.ics`, credentials)).status).toBe(404);
    const body = phoneTodo(task.id, "SUMMARY:Stolið");
    expect((await davRequest("PUT", `${base}${task.id}.ics`, credentials, { body, headers: { "Content-Type": "text/calendar" } })).status).toBe(404);
    expect((await davRequest("DELETE", `${base}${task.id}.ics`, credentials)).status).toBe(404);
    expect((await getReminders(alice)).map((reminder) => reminder.title)).toEqual(["Leynt"]);
  });
});

describe("a shopping list over CalDAV with tsdav", () => {
  it("adds '2 l súrmjólk' as 2 l of Súrmjólk, ticks it from the client, and the vanish shows as a removal on the next sync", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const client = await caldavClient(user);
    const shopping = await collection(client, `shopping-${list.id}`);
    let token = shopping.syncToken;

    expect((await client.createCalendarObject({ calendar: shopping, filename: "s1.ics", iCalString: phoneTodo("S-1", "SUMMARY:2 l súrmjólk") })).status).toBe(
      201,
    );
    expect(await itemsOf(user)).toEqual([expect.objectContaining({ name: "Súrmjólk", quantity: 2, unit: "l", completed: false })]);
    expect(await changesSince(client, shopping, token)).toEqual(["s1.ics"]);
    token = (await collection(client, `shopping-${list.id}`)).syncToken;

    const [object] = await objectsOf(client, shopping);
    expect(todoIn(object!.data).getFirstPropertyValue("summary")).toBe("Súrmjólk 2 l");
    await client.updateCalendarObject({ calendarObject: { ...object!, data: object!.data.replace("STATUS:NEEDS-ACTION", "STATUS:COMPLETED") } });
    const [ticked] = await itemsOf(user);
    expect(ticked).toMatchObject({ completed: true, quantity: 2 });
    expect(await changesSince(client, shopping, token)).toEqual(["s1.ics"]);
    token = (await collection(client, `shopping-${list.id}`)).syncToken;

    await purgeTickedItems({ db, fanout: fanoutSpy().fanout }, Date.parse(ticked!.completedAt!) + SHOPPING_PURGE_AFTER_MS + 1_000);
    expect(await changesSince(client, shopping, token)).toEqual(["-s1.ics"]);
    expect(await objectsOf(client, shopping)).toEqual([]);
  });

  it("shows an item the app adds, merges a client's add of the same name, and deletes from the client", async () => {
    const user = await createUser();
    const item = await itemOf(user, "Mjólk");
    const client = await caldavClient(user);
    const shopping = await collection(client, `shopping-${item.listId}`);
    const [seen] = await objectsOf(client, shopping);
    expect(todoIn(seen!.data).getFirstPropertyValue("summary")).toBe("Mjólk");

    expect((await client.createCalendarObject({ calendar: shopping, filename: "more-milk.ics", iCalString: phoneTodo("S-2", "SUMMARY:mjólk") })).status).toBe(
      201,
    );
    expect(await itemsOf(user)).toEqual([expect.objectContaining({ id: item.id, name: "Mjólk", quantity: 2 })]);
    expect(await changesSince(client, shopping, shopping.syncToken)).toEqual(["-more-milk.ics", `${item.id}.ics`]);

    const [merged] = await objectsOf(client, shopping);
    expect(todoIn(merged!.data).getFirstPropertyValue("summary")).toBe("Mjólk × 2");
    expect((await client.deleteCalendarObject({ calendarObject: merged! })).status).toBe(204);
    expect(await itemsOf(user)).toEqual([]);

    // The reverse: the app adds and ticks an item, then deletes it; the client sees each.
    const token = (await collection(client, `shopping-${item.listId}`)).syncToken;
    const bread = await itemOf(user, "Breyð");
    expect((await call("PATCH", `/api/shopping-items/${bread.id}`, { token: user.token, body: { completed: true } })).status).toBe(200);
    expect(await changesSince(client, shopping, token)).toEqual([`${bread.id}.ics`]);
    const [tickedInApp] = await objectsOf(client, shopping);
    expect(todoIn(tickedInApp!.data).getFirstPropertyValue("status")).toBe("COMPLETED");
    expect((await call("DELETE", `/api/shopping-items/${bread.id}`, { token: user.token })).status).toBe(204);
    expect(await changesSince(client, shopping, token)).toEqual([`-${bread.id}.ics`]);
  });
});
