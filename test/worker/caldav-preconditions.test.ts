import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { DAVCalendar } from "tsdav";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "@worker/api-routes";
import { createApp } from "@worker/app";
import type { DavCollectionKind } from "@worker/caldav/collection";
import { DAV_KINDS } from "@worker/caldav/kinds";
import { purchases } from "@worker/db/schema";
import { ORIGIN } from "@test/helpers/api";
import { caldavClient, newAppPassword } from "@test/helpers/caldav-client";
import { eventOf, eventRow, listedEvents, patchEvent } from "@test/helpers/events";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { SWIMMING } from "@test/helpers/ical-reader";
import { patchReminder, reminderOf, reminderRows } from "@test/helpers/reminders";
import { itemOf, itemRow, listOf, patchItem } from "@test/helpers/shopping";
import { phoneTodo } from "@test/helpers/vtodo";

/**
 * If-Match is part of the write (docs/features/caldav.md "Resources and ETags"): a change that
 * lands after the framework checked the tag and before the kind writes makes the write answer 412
 * and change nothing. The app below runs the real kinds with `between` run at the start of each
 * write, after the check: the race made certain.
 */
let between: (() => Promise<unknown>) | null = null;

const racing = (kind: DavCollectionKind): DavCollectionKind => ({
  ...kind,
  put:
    kind.put &&
    (async (db, caller, slug, name, ics, current, expected) => {
      await between?.();
      return kind.put!(db, caller, slug, name, ics, current, expected);
    }),
  remove:
    kind.remove &&
    (async (db, caller, slug, current, expected) => {
      await between?.();
      return kind.remove!(db, caller, slug, current, expected);
    }),
});

const app = createApp(apiRoutes, DAV_KINDS.map(racing));

async function phone(user: TestUser) {
  const { password } = await newAppPassword(user);
  const authorization = `Basic ${btoa(`${user.username}:${password}`)}`;
  return async (method: string, path: string, headers: Record<string, string> = {}, body?: string) => {
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/caldav/families/${user.familyId}/${path}`, {
      method,
      body,
      headers: { Authorization: authorization, "Content-Type": "text/calendar", ...headers },
    });
    const answer = await app.fetch(request, env, ctx);
    await waitOnExecutionContext(ctx);
    return answer;
  };
}

/** A PUT and a DELETE with the tag just read, each with `change` landing between the check and the write. */
async function raced(send: Awaited<ReturnType<typeof phone>>, path: string, text: string, change: () => Promise<Response>) {
  const statuses: number[] = [];
  for (const [method, body] of [
    ["PUT", text],
    ["DELETE", undefined],
  ] as const) {
    const read = await send("GET", path);
    expect(read.status).toBe(200);
    between = async () => expect((await change()).status).toBe(200);
    statuses.push((await send(method, path, { "If-Match": read.headers.get("ETag")! }, body)).status);
    between = null;
  }
  return statuses;
}

describe("If-Match checked by the write itself", () => {
  it("an event changed in the app between the check and the write: 412 for the PUT and the DELETE, the app's change kept", async () => {
    const alice = await createUser();
    const send = await phone(alice);
    const event = await eventOf(alice, { title: "Foreldrafundur" });
    const phoneText = (await (await send("GET", `calendar/${event.id}.ics`)).text()).replace("SUMMARY:Foreldrafundur", "SUMMARY:Úr telefonini");
    let title = 0;
    const statuses = await raced(send, `calendar/${event.id}.ics`, phoneText, () => patchEvent(alice, event.id, { title: `Appin ${++title}` }));
    expect(statuses).toEqual([412, 412]);
    expect((await listedEvents(alice)).map((e) => e.title)).toEqual(["Appin 2"]);
    expect(await eventRow(event.id)).toBeDefined();
  });

  it("a task changed in the app between the check and the write: 412, nothing changed", async () => {
    const alice = await createUser();
    const send = await phone(alice);
    const task = await reminderOf(alice, { title: "Vaska bilin" });
    let title = 0;
    const statuses = await raced(send, `tasks/${task.id}.ics`, phoneTodo(task.id, "SUMMARY:Úr telefonini", "STATUS:COMPLETED"), () =>
      patchReminder(alice, task.id, { title: `Appin ${++title}` }),
    );
    expect(statuses).toEqual([412, 412]);
    const [row] = await reminderRows(alice.familyId);
    expect(row).toMatchObject({ id: task.id, title: "Appin 2", completed: false, davSource: null });
  });

  it("a shopping item changed in the app between the check and the write: 412, no tick, no purchase recorded", async () => {
    const alice = await createUser();
    const send = await phone(alice);
    const item = await itemOf(alice, "Mjólk");
    const list = await listOf(alice);
    let quantity = 1;
    const statuses = await raced(send, `shopping-${list.id}/${item.id}.ics`, phoneTodo(item.id, "SUMMARY:Mjólk", "STATUS:COMPLETED"), () =>
      patchItem(alice, item.id, { quantity: ++quantity }),
    );
    expect(statuses).toEqual([412, 412]);
    expect(await itemRow(item.id)).toMatchObject({ quantity: 3, completed: false, davSource: null });
    expect(await db.select().from(purchases).where(eq(purchases.itemId, item.id))).toEqual([]);
  });

  it("writes as before when nothing lands in between: the guard holds for a tag just read", async () => {
    const alice = await createUser();
    const send = await phone(alice);
    const item = await itemOf(alice, "Mjólk");
    const list = await listOf(alice);
    const path = `shopping-${list.id}/${item.id}.ics`;
    const etag = (await send("GET", path)).headers.get("ETag")!;
    expect((await send("PUT", path, { "If-Match": etag }, phoneTodo(item.id, "SUMMARY:Mjólk", "STATUS:COMPLETED"))).status).toBe(204);
    expect(await itemRow(item.id)).toMatchObject({ completed: true });
    expect(await db.select().from(purchases).where(eq(purchases.itemId, item.id))).toHaveLength(1);
    const task = await reminderOf(alice, { title: "Vaska bilin" });
    const taskTag = (await send("GET", `tasks/${task.id}.ics`)).headers.get("ETag")!;
    expect((await send("DELETE", `tasks/${task.id}.ics`, { "If-Match": taskTag })).status).toBe(204);
  });

  it("two phones' PUTs with the same If-Match at once (tsdav): one 204, one 412, and the stored text is the winner's", async () => {
    const alice = await createUser();
    const [one, two] = [await caldavClient(alice), await caldavClient(alice)];
    const calendar = (await one.fetchCalendars()).find((found) => found.url.endsWith("/calendar/")) as DAVCalendar;
    await one.createCalendarObject({ calendar, iCalString: SWIMMING, filename: "SWIM-1.ics" });
    const [stored] = await one.fetchCalendarObjects({ calendar });
    const texts = ["Eitt", "Tvey"].map((where) => stored!.data.replace("LOCATION:Svimjihøllin", `LOCATION:${where}`));
    const answers = await Promise.all([
      one.updateCalendarObject({ calendarObject: { ...stored!, data: texts[0]! } }),
      two.updateCalendarObject({ calendarObject: { ...stored!, data: texts[1]! } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 412]);
    const winner = answers.findIndex((answer) => answer.status === 204);
    const [after] = await one.fetchCalendarObjects({ calendar });
    expect(after!.data.trimEnd()).toBe(texts[winner]!.trimEnd());
    expect(after!.etag).toBe(answers[winner]!.headers.get("ETag"));
  });
});
