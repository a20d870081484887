import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { helperMessages as h } from "@contract/helper-messages";
import type { ChildCard, HelperEvent, HelperLink, HelperMe } from "@contract/schemas/helpers";
import type { Reminder } from "@contract/schemas/reminders";
import type { ShoppingList } from "@contract/schemas/shopping";
import { apiRoutes } from "@worker/api-routes";
import { endHelperLinks } from "@worker/cron/end-helper-links";
import { helperLinks } from "@worker/db/schema";
import { call, json } from "@test/helpers/api";
import { createUser, dbOf, type TestUser } from "@test/helpers/factories";
import { ALL_POWERS, helperWithDevice, makeHelperLink, openLink } from "@test/helpers/helpers";
import { closedWithin, collect, upgrade } from "@test/helpers/live";
import { ROUTES, splitKey } from "@test/helpers/route-matrix";
import { securityEventsOf } from "@test/helpers/security-events";
import { seedFamily } from "@test/helpers/world";
import { fanoutSpy } from "@test/helpers/queue";
import { addChildMember, linkTwoHomes } from "@test/helpers/two-homes";

/** Helpers' links (docs/features/helpers.md): powers from the route declarations, devices, who did it, the feed and the cards. */

const helperRows = Object.entries(ROUTES).filter(([, route]) => route.access === "helper");
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const as = (token: string) => ({
  get: (path: string) => call("GET", path, { token }),
  send: (method: string, path: string, body?: unknown) => call(method, path, { token, body: body as Record<string, unknown> }),
});

async function eventFor(user: TestUser, title: string, extra: Record<string, unknown> = {}) {
  const start = inAnHour();
  const response = await call("POST", "/api/events", {
    token: user.token,
    body: { title, description: "Bara fyri okkum", startTime: start, endTime: new Date(Date.parse(start) + 3_600_000).toISOString(), ...extra },
  });
  expect(response.status).toBe(201);
  return json<{ id: string }>(response);
}

describe("what a helper's device may call", () => {
  it("every helper route answers as its declaration says: 403 without its power, 403 to a waiting device (but me), 403 to a person's session", async () => {
    const world = await seedFamily();
    for (const [key, route] of helperRows) {
      const { method } = splitKey(key);
      const request = route.request(world);
      const { power, waitingDevice } = apiRoutes.find((each) => `${each.method} ${each.path}` === key)!.options ?? {};
      // A link that gives every power but this route's.
      const others = ALL_POWERS.filter((each) => each !== power);
      if (power) {
        const narrow = await helperWithDevice(world.user, { name: `Uttan ${power}`, powers: others });
        expect((await call(method, request.path, { token: narrow.token, body: request.body })).status, `${key} without ${power}`).toBe(403);
      }
      const waiting = await json<{ token: string; state: string }>(await openLink(world.helper.helperSecret));
      expect(waiting.state).toBe("pending");
      const asWaiting = await call(method, request.path, { token: waiting.token, body: request.body });
      expect(asWaiting.status, `${key} from a waiting device`).toBe(waitingDevice ? route.ownStatus : 403);
      if (!waitingDevice) expect((await json<{ message: string }>(asWaiting)).message).toBe(h.devicePending);
      // Back under the link's cap of devices for the next route.
      const extra = (await devicesOf(world.user, world.helper.helperLinkId)).find(
        (each) => each.state === "pending" && each.id !== world.helper.helperWaitingDeviceId,
      );
      await call("DELETE", `/api/families/${world.user.familyId}/helpers/${world.helper.helperLinkId}/devices/${extra!.id}`, { token: world.user.token });
      expect((await call(method, request.path, { token: world.user.token, body: request.body })).status, `${key} with a person's session`).toBe(403);
    }
  }, 300_000);

  it("every route not declared for helpers refuses a helper's token with 403 and its Faroese text", async () => {
    const world = await seedFamily();
    for (const [key, route] of Object.entries(ROUTES).filter(([, each]) => each.access !== "helper")) {
      const { method } = splitKey(key);
      const request = route.request(world);
      const response = await call(method, request.path, { token: world.helper.helperToken, body: request.body, headers: request.headers });
      expect(response.status, key).toBe(403);
      // A route with plain-text errors answers the text itself.
      const text = await response.text();
      expect(response.headers.get("Content-Type")?.startsWith("application/json") ? (JSON.parse(text) as { message: string }).message : text, key).toBe(
        h.notForHelpers,
      );
    }
  }, 300_000);
});

async function devicesOf(parent: TestUser, linkId: string) {
  const links = await json<HelperLink[]>(await call("GET", `/api/families/${parent.familyId}/helpers`, { token: parent.token }));
  return links.find((link) => link.id === linkId)?.devices ?? [];
}

describe("a helper's link", () => {
  it("is made for a new member by name with a 30-day end, and refuses a member with an account, a child of another family and a past end", async () => {
    const parent = await createUser();
    const other = await createUser();
    const made = await json<{ link: HelperLink; url: string }>(await makeHelperLink(parent, { name: "Amma", powers: ["dinner", "calendar"] }));
    expect(made.url).toMatch(/\/hjalpari#.+~0\d$/);
    expect(made.link).toMatchObject({ name: "Amma", powers: ["calendar", "dinner"], children: null, devices: [], lastUsedAt: null });
    expect(Date.parse(made.link.endsAt!) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const refused = [
      [{ memberId: parent.memberId, powers: ["calendar"] }, h.memberHasAccount],
      [{ name: "Dúgvan", powers: ["cards"], children: [await addChildMember(other, "Sára")] }, h.childInvalid],
      [{ name: "Dúgvan", powers: ["cards"], endsOn: "2020-01-01" }, h.endInvalid],
      [{ name: "Dúgvan", powers: [] }, h.noPowers],
      [{ powers: ["cards"] }, h.nameOrMember],
    ] as const;
    for (const [body, message] of refused) {
      const response = await makeHelperLink(parent, body);
      expect(response.status, message).toBe(400);
      expect((await json<{ message: string }>(response)).message).toBe(message);
    }
    // Nothing of the refused ones was written: one link, and no member "Dúgvan".
    expect(await json<HelperLink[]>(await call("GET", `/api/families/${parent.familyId}/helpers`, { token: parent.token }))).toHaveLength(1);
    const members = await json<{ name: string }[]>(await call("GET", `/api/families/${parent.familyId}/members`, { token: parent.token }));
    expect(members.map((member) => member.name)).not.toContain("Dúgvan");
  });

  it("a forwarded link on a second device waits until a parent lets it in; both are in the family's log", async () => {
    const parent = await createUser();
    const helper = await helperWithDevice(parent);
    const second = await json<{ token: string; state: string }>(await openLink(helper.secret, "Mozilla/5.0 (iPhone) Safari/605.1"));
    expect(second.state).toBe("pending");
    expect((await as(second.token).get("/api/helper/events")).status).toBe(403);
    expect(await json<HelperMe>(await as(second.token).get("/api/helper/me"))).toMatchObject({ name: "Amma", state: "pending" });
    const waiting = (await devicesOf(parent, helper.link.id)).find((device) => device.state === "pending")!;
    expect(waiting.label).toBe("Safari · iPhone");
    expect(
      (await call("POST", `/api/families/${parent.familyId}/helpers/${helper.link.id}/devices/${waiting.id}/let-in`, { token: parent.token })).status,
    ).toBe(204);
    expect((await as(second.token).get("/api/helper/events")).status).toBe(200);
    for (const kind of ["helper_link_created", "helper_link_first_used", "helper_device_waiting", "helper_device_let_in"] as const) {
      expect(await securityEventsOf({ kind }), kind).not.toHaveLength(0);
    }
  });

  it("is refused at once when revoked or past its end, its socket closes, and its feed dies with it", async () => {
    const parent = await createUser();
    const helper = await helperWithDevice(parent);
    const feed = await json<{ url: string }>(await as(helper.token).get("/api/helper/calendar-feed"));
    const feedPath = feed.url.replace(/^https?:\/\/[^/]+/, "");
    expect((await call("GET", feedPath)).status).toBe(200);
    const ticket = await json<{ ticket: string }>(await as(helper.token).send("POST", "/api/helper/live-ticket"));
    const upgraded = await upgrade(ticket.ticket);
    expect(upgraded.status).toBe(101);
    const socket = collect(upgraded.webSocket!);
    const closed = closedWithin(socket.socket, 3_000);
    expect((await call("DELETE", `/api/families/${parent.familyId}/helpers/${helper.link.id}`, { token: parent.token })).status).toBe(204);
    expect(await closed).not.toBeNull();
    const refused = await as(helper.token).get("/api/helper/me");
    expect(refused.status).toBe(401);
    expect((await json<{ message: string }>(refused)).message).toBe(h.linkInvalid);
    expect((await call("GET", feedPath)).status).toBe(404);
    expect((await openLink(helper.secret)).status).toBe(401);
    expect(await securityEventsOf({ kind: "helper_link_revoked" })).not.toHaveLength(0);

    const ended = await helperWithDevice(parent, { name: "Dáið", powers: ["dinner"] });
    const open = await helperWithDevice(parent, { name: "Opið", powers: ["dinner"] });
    await dbOf(parent)
      .update(helperLinks)
      .set({ endsAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(helperLinks.id, ended.link.id));
    expect((await as(ended.token).get("/api/helper/dinner")).status).toBe(401);
    // The job every 5 minutes deletes it with its devices and tells the family; the open link stays.
    const spy = fanoutSpy();
    await endHelperLinks({ db: dbOf(parent), fanout: spy.fanout }, Date.now());
    const left = await json<HelperLink[]>(await call("GET", `/api/families/${parent.familyId}/helpers`, { token: parent.token }));
    expect(left.map((link) => link.id)).toEqual([open.link.id]);
    expect(await dbOf(parent).get<{ n: number }>(sql`SELECT count(*) AS n FROM helper_devices WHERE link_id = ${ended.link.id}`)).toEqual({ n: 0 });
    expect(spy.callsFor(parent.familyId)).toEqual([[parent.familyId, "members_updated"]]);
    expect((await as(open.token).get("/api/helper/dinner")).status).toBe(200);
  });
});

describe("what a helper sees and does", () => {
  it("sees the family's events without descriptions and never a private one; the feed likewise", async () => {
    const parent = await createUser();
    await eventFor(parent, "Svimjing");
    await eventFor(parent, "Loyndarmál", { visibility: "private" });
    const helper = await helperWithDevice(parent);
    const seen = await json<HelperEvent[]>(await as(helper.token).get("/api/helper/events"));
    expect(seen.map((event) => event.title)).toEqual(["Svimjing"]);
    expect(JSON.stringify(seen)).not.toContain("Bara fyri okkum");
    const feed = await json<{ url: string }>(await as(helper.token).get("/api/helper/calendar-feed"));
    const text = await (await call("GET", feed.url.replace(/^https?:\/\/[^/]+/, ""))).text();
    expect(text).toContain("SUMMARY:Svimjing");
    expect(text).not.toContain("Loyndarmál");
    expect(text).not.toContain("Bara fyri okkum");
  });

  it("a link to one child shows only the events about that child or shared through their link, and that child's card", async () => {
    const mum = await createUser();
    const { linkId, mumChild: oli } = await linkTwoHomes({ mum });
    const sara = await addChildMember(mum, "Sára");
    await eventFor(mum, "Foreldrafundur");
    await eventFor(mum, "Óli til tannlækna", { visibility: "shared", sharedLinkId: linkId });
    await eventFor(mum, "Fótbóltur", { forMembers: [sara, oli] });
    await eventFor(mum, "Svimjing hjá Sáru", { forMembers: [sara] });
    await eventFor(mum, "Gáva til Óla", { forMembers: [oli], visibility: "private" });
    for (const [child, allergies] of [
      [oli, "Nøtir"],
      [sara, "Mjólk"],
    ] as const) {
      expect((await call("PUT", `/api/families/${mum.familyId}/child-cards/${child}`, { token: mum.token, body: { allergies } })).status).toBe(200);
    }
    const helper = await helperWithDevice(mum, { name: "Omma", powers: ["calendar", "cards"], children: [oli] });
    expect((await json<HelperEvent[]>(await as(helper.token).get("/api/helper/events"))).map((event) => event.title).sort()).toEqual([
      "Fótbóltur",
      "Óli til tannlækna",
    ]);
    expect((await json<ChildCard[]>(await as(helper.token).get("/api/helper/cards"))).map((card) => card.allergies)).toEqual(["Nøtir"]);
    expect((await json<HelperMe>(await as(helper.token).get("/api/helper/me"))).children.map((child) => child.id)).toEqual([oli]);
  });

  it("ticks a task assigned to them and no other, adds and ticks on the list, and the family's reads carry the helper's name", async () => {
    const parent = await createUser();
    const helper = await helperWithDevice(parent);
    const theirs = await json<Reminder>(
      await call("POST", "/api/reminders", { token: parent.token, body: { title: "Heinta Óla", assignedTo: helper.link.memberId } }),
    );
    const others = await json<Reminder>(await call("POST", "/api/reminders", { token: parent.token, body: { title: "Rudda kamarið" } }));
    expect((await json<Reminder[]>(await as(helper.token).get("/api/helper/tasks"))).map((task) => task.id)).toEqual([theirs.id]);
    expect((await as(helper.token).send("PATCH", `/api/helper/tasks/${others.id}`, { completed: true })).status).toBe(404);
    expect(await json<Reminder>(await as(helper.token).send("PATCH", `/api/helper/tasks/${theirs.id}`, { completed: true }))).toMatchObject({
      completed: true,
      completedByHelper: "Amma",
    });
    const added = await json<{ id: string; addedByHelper: string | null }>(
      await as(helper.token).send("POST", "/api/helper/shopping-items", { name: "Mjólk" }),
    );
    expect(added.addedByHelper).toBe("Amma");
    await as(helper.token).send("PATCH", `/api/helper/shopping-items/${added.id}`, { completed: true });
    const [list] = await json<ShoppingList[]>(await call("GET", `/api/families/${parent.familyId}/shopping-lists`, { token: parent.token }));
    expect(list!.items.find((item) => item.id === added.id)).toMatchObject({ completed: true, addedByHelper: "Amma", completedByHelper: "Amma" });
    // A member's untick and tick name no helper.
    await call("PATCH", `/api/shopping-items/${added.id}`, { token: parent.token, body: { completed: false } });
    const after = await json<{ completedByHelper: string | null }>(
      await call("PATCH", `/api/shopping-items/${added.id}`, { token: parent.token, body: { completed: true } }),
    );
    expect(after.completedByHelper).toBeNull();
    // The tasks read's body is the open tasks and the first page of completed ones (docs/api.md "Paging in headers").
    const tasks = await json<Reminder[]>(await call("GET", `/api/families/${parent.familyId}/reminders`, { token: parent.token }));
    expect(tasks.find((task) => task.id === theirs.id)?.completedByHelper).toBe("Amma");
  });

  it("another family's helper finds none of this family's rows", async () => {
    const victim = await seedFamily();
    const stranger = await helperWithDevice(await createUser());
    const api = as(stranger.token);
    expect((await api.send("PATCH", `/api/helper/tasks/${victim.helper.helperTaskId}`, { completed: true })).status).toBe(404);
    expect((await api.send("PATCH", `/api/helper/shopping-items/${victim.itemId}`, { completed: true })).status).toBe(404);
    for (const path of ["/api/helper/events", "/api/helper/tasks", "/api/helper/shopping", "/api/helper/cards", "/api/helper/dinner"]) {
      const text = await (await api.get(path)).text();
      for (const id of [victim.eventId, victim.itemId, victim.helper.helperTaskId, victim.mealId, victim.user.familyId]) expect(text, path).not.toContain(id);
    }
  });
});

describe("a linked child's card", () => {
  it("is one card for both homes, in two databases: each home's write reaches the other's copy, the later write wins", async () => {
    const { mum, dad, mumChild, dadChild } = await linkTwoHomes();
    expect(mum.db).not.toBe(dad.db);
    const cardsOf = async (home: TestUser) => json<ChildCard[]>(await call("GET", `/api/families/${home.familyId}/child-cards`, { token: home.token }));
    const put = (home: TestUser, child: string, body: Record<string, unknown>) =>
      call("PUT", `/api/families/${home.familyId}/child-cards/${child}`, { token: home.token, body });
    expect((await put(mum, mumChild, { allergies: "Nøtir", bedtime: "19:30" })).status).toBe(200);
    await expect.poll(async () => (await cardsOf(dad))[0]).toMatchObject({ memberId: dadChild, allergies: "Nøtir", bedtime: "19:30" });
    expect((await put(dad, dadChild, { allergies: "Nøtir, egg", contacts: [{ name: "Pápi", phone: "+298 654321" }] })).status).toBe(200);
    await expect
      .poll(async () => (await cardsOf(mum))[0])
      .toMatchObject({ memberId: mumChild, allergies: "Nøtir, egg", bedtime: "", contacts: [{ name: "Pápi", phone: "+298 654321" }] });
  });
});

describe("a child's card", () => {
  it("is written whole by a parent, refuses a bad bedtime, phone or a member with an account, and is never in the family's feed", async () => {
    const parent = await createUser();
    const child = await addChildMember(parent, "Óli");
    const put = (memberId: string, body: Record<string, unknown>) =>
      call("PUT", `/api/families/${parent.familyId}/child-cards/${memberId}`, { token: parent.token, body });
    for (const [body, message] of [
      [{ bedtime: "25:00" }, h.bedtimeInvalid],
      [{ contacts: [{ name: "Pápi", phone: "ring mær" }] }, h.phoneInvalid],
    ] as const) {
      const response = await put(child, body);
      expect(response.status).toBe(400);
      expect((await json<{ message: string }>(response)).message).toBe(message);
    }
    expect((await put(parent.memberId, { allergies: "Eingin" })).status).toBe(400);
    const card = await json<ChildCard>(await put(child, { allergies: "Nøtir", contacts: [{ name: "Pápi", phone: "+298 123456" }], bedtime: "20:00" }));
    expect(card).toMatchObject({ name: "Óli", allergies: "Nøtir", bedtime: "20:00", medicines: "", contacts: [{ name: "Pápi", phone: "+298 123456" }] });
    const rewritten = await json<ChildCard>(await put(child, { notes: "Sovnar við bamsuni" }));
    expect(rewritten).toMatchObject({ allergies: "", notes: "Sovnar við bamsuni", contacts: [] });
    const feed = await json<{ url: string }>(await call("GET", `/api/families/${parent.familyId}/calendar-feed`, { token: parent.token }));
    const text = await (await call("GET", `${feed.url.replace(/^https?:\/\/[^/]+/, "")}&include=events,tasks,meals`)).text();
    expect(text).not.toContain("bamsuni");
    const count = await dbOf(parent).get<{ n: number }>(sql`SELECT count(*) AS n FROM child_cards WHERE family_id = ${parent.familyId}`);
    expect(count?.n).toBe(1);
  });
});
