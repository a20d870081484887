import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { pushMessages as m } from "@contract/messages";
import { DEFAULT_PUSH_PREFERENCES, type PushPreferences } from "@contract/schemas/push";
import { jobDeps } from "@worker/cron/index";
import { PUSH_ATTEMPTS, retryPushes } from "@worker/cron/push-upkeep";
import { sendTimedPushes } from "@worker/cron/timed-pushes";
import { families, pushRetries, pushSubscriptions } from "@worker/db/schema";
import { familyDb } from "@worker/db/databases";
import { vapidFromEnv } from "@worker/lib/web-push/vapid";
import { call, json } from "../helpers/api";
import { createUser, db, HOME_DATABASE, type TestUser } from "../helpers/factories";
import { newDevice, pushesTo, subscriptionOf, type TestDevice } from "../helpers/push";
import { steppedQueue } from "../helpers/queue";
import { homesOf, linkTwoHomes, setPattern } from "../helpers/two-homes";

const VAPID_PUBLIC_KEY = env.VAPID_PUBLIC_KEY!;
/** The jobs' queued work is delivered through the Worker's real queue handler before each run answers. */
const deps = jobDeps(db, HOME_DATABASE, steppedQueue().fanout, vapidFromEnv(env));
const MINUTE = 60_000;
/** A Wednesday far from the tests' own clock, when the Faroes keep UTC (no summer time in March before the 28th). */
const DAY = "2031-03-05";
const at = (time: string) => Date.parse(`${DAY}T${time}:00.000Z`);
const run = (time: string | number) => sendTimedPushes(deps, typeof time === "number" ? time : at(time));

async function withPhone(user: TestUser, options: { status?: number; failFirst?: number } = {}): Promise<TestDevice> {
  const phone = await newDevice(options);
  expect((await call("POST", "/api/push/subscriptions", { token: user.token, body: subscriptionOf(phone) })).status).toBe(201);
  return phone;
}

const pushes = (device: TestDevice) => pushesTo(device, VAPID_PUBLIC_KEY);
/** The timed ones among a device's pushes (a task assigned to someone is pushed to them too, when it is made). */
const dueTasks = async (device: TestDevice) => (await pushes(device)).filter((push) => push.title === m.taskDueTitle);

async function choose(user: TestUser, changes: Partial<PushPreferences>) {
  const response = await call("PUT", "/api/push/preferences", { token: user.token, body: { ...DEFAULT_PUSH_PREFERENCES, ...changes } });
  expect(response.status).toBe(200);
}

async function family() {
  const parent = await createUser();
  const child = await createUser({ familyId: parent.familyId });
  const stranger = await createUser();
  return { parent, child, stranger, phones: { parent: await withPhone(parent), child: await withPhone(child), stranger: await withPhone(stranger) } };
}

const task = async (user: TestUser, body: Record<string, unknown>) =>
  json<{ id: string }>(await call("POST", "/api/reminders", { token: user.token, body: { title: "Rudda kamarið", ...body } }));

describe("a task due today", () => {
  it("reaches the whole family from the morning hour when nobody is assigned, once, and nobody in another family", async () => {
    const { parent, phones } = await family();
    const { id } = await task(parent, { dueDate: `${DAY}T15:00:00.000Z` });

    await run("06:55");
    expect(await pushes(phones.parent)).toEqual([]);
    await run("07:00");
    await Promise.all([run("07:05"), run("07:05")]);
    await run("23:55");
    const expected = [{ title: m.taskDueTitle, body: "Rudda kamarið", url: "/reminders", tag: `task-due-${id}` }];
    expect(await pushes(phones.parent)).toEqual(expected);
    expect(await pushes(phones.child)).toEqual(expected);
    expect(await pushes(phones.stranger)).toEqual([]);
  });

  it("reaches only its assignee when the assignee has a device, at their own morning hour, and not when they turned it off", async () => {
    const { parent, child, phones } = await family();
    await choose(child, { morningHour: 9 });
    await task(parent, { dueDate: `${DAY}T12:00:00.000Z`, assignedTo: child.memberId });
    await run("08:55");
    expect(await dueTasks(phones.child)).toEqual([]);
    await run("09:00");
    expect(await dueTasks(phones.child)).toHaveLength(1);
    expect(await dueTasks(phones.parent)).toEqual([]);

    await choose(child, { kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds, taskDue: false } });
    await task(parent, { title: "Vaska", dueDate: `${DAY}T12:00:00.000Z`, assignedTo: child.memberId });
    await run("10:00");
    expect(await dueTasks(phones.child)).toHaveLength(1);
  });

  it("is not pushed on another day, when done, or in a zone where it is not today yet", async () => {
    const { parent, phones } = await family();
    await task(parent, { dueDate: `2031-03-06T12:00:00.000Z` });
    const done = await task(parent, { dueDate: `${DAY}T12:00:00.000Z` });
    await call("PATCH", `/api/reminders/${done.id}`, { token: parent.token, body: { completed: true } });
    await run("08:00");
    expect(await pushes(phones.parent)).toEqual([]);

    // In Honolulu (UTC−10) 08:00 UTC on the 6th is still the 5th, 22:00.
    await db.update(families).set({ timeZone: "Pacific/Honolulu" }).where(eq(families.id, parent.familyId));
    await run(Date.parse("2031-03-06T08:00:00.000Z"));
    expect(await pushes(phones.parent)).toEqual([]);
    await run(Date.parse("2031-03-06T17:05:00.000Z"));
    expect(await pushes(phones.parent)).toHaveLength(1);
  });
});

describe("an event starting soon", () => {
  it("reaches the family at each person's lead before it starts, once per occurrence", async () => {
    const { parent, child, phones } = await family();
    await choose(child, { eventLeadMinutes: 60 });
    const event = await json<{ id: string }>(
      await call("POST", "/api/events", {
        token: parent.token,
        body: { title: "Foreldrafundur", startTime: "2031-02-26T17:00:00.000Z", endTime: "2031-02-26T18:00:00.000Z", recurrence: "weekly" },
      }),
    );
    await run("15:55");
    expect(await pushes(phones.child)).toEqual([]);
    await run("16:00");
    await run("16:25");
    expect(await pushes(phones.child)).toHaveLength(1);
    expect(await pushes(phones.parent)).toEqual([]);
    await run("16:30");
    await Promise.all([run("16:45"), run("16:45")]);
    await run("17:00");
    const expected = { title: "Foreldrafundur", body: m.eventSoonBody("17:00"), url: "/calendar", tag: `event-${event.id}-${at("17:00")}` };
    expect(await pushes(phones.parent)).toEqual([expected]);
    expect(await pushes(phones.child)).toEqual([expected]);
    expect(await pushes(phones.stranger)).toEqual([]);

    // The next week's occurrence is another one.
    await run(at("16:30") + 7 * 24 * 60 * MINUTE);
    expect(await pushes(phones.parent)).toHaveLength(2);
  });

  it("is not pushed once it has started, however late the run", async () => {
    const { parent, phones } = await family();
    await call("POST", "/api/events", { token: parent.token, body: { title: "Fundur", startTime: `${DAY}T12:00:00.000Z`, endTime: `${DAY}T13:00:00.000Z` } });
    await run("12:00");
    await run("12:10");
    expect(await pushes(phones.parent)).toEqual([]);
  });
});

describe("tonight's dinner", () => {
  it("reaches the family from each person's afternoon hour, once", async () => {
    const { parent, child, phones } = await family();
    await choose(child, { afternoonHour: 17, kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds } });
    const meal = await json<{ id: string }>(
      await call("POST", "/api/dinner-meals", { token: parent.token, body: { title: "Ræst kjøt", scheduledDate: `${DAY}T18:00:00.000Z` } }),
    );
    await run("15:55");
    await run("16:00");
    await run("16:05");
    const expected = { title: m.dinnerTonightTitle, body: "Ræst kjøt", url: "/dinner", tag: `dinner-${meal.id}` };
    expect(await pushes(phones.parent)).toEqual([expected]);
    expect(await pushes(phones.child)).toEqual([]);
    await run("17:00");
    expect(await pushes(phones.child)).toEqual([expected]);
    expect(await pushes(phones.stranger)).toEqual([]);
  });
});

describe("a linked child's change of home", () => {
  it("reaches both homes the evening before, each in its own database: the one the child leaves and the one the child comes to, once", async () => {
    const { mum, dad, linkId } = await linkTwoHomes({ name: "Óli" });
    // 7-7 from Monday 3 March, mum first: the child comes to dad on the evening of Monday the 10th.
    expect((await setPattern(mum, linkId, { template: "7-7", startDate: "2031-03-03", firstHome: mum.familyId! })).status).toBe(200);
    await vi.waitFor(async () => expect((await homesOf(dad)).links[0]?.pattern?.template).toBe("7-7"), { timeout: 5_000, interval: 50 });
    const [mumPhone, dadPhone] = [await withPhone(mum), await withPhone(dad)];
    const dadDeps = jobDeps(familyDb(env, "DB_01"), "DB_01", steppedQueue().fanout, vapidFromEnv(env));
    const runBoth = async (time: number) => Promise.all([sendTimedPushes(deps, time), sendTimedPushes(dadDeps, time)]);
    const dadsHome = (await homesOf(mum)).links[0]!.otherFamily.name;

    await runBoth(Date.parse("2031-03-08T18:00:00.000Z"));
    await runBoth(Date.parse("2031-03-09T15:55:00.000Z"));
    expect(await pushes(mumPhone)).toEqual([]);
    expect(await pushes(dadPhone)).toEqual([]);
    await runBoth(Date.parse("2031-03-09T16:00:00.000Z"));
    await runBoth(Date.parse("2031-03-09T21:00:00.000Z"));
    const tag = `home-change-${linkId}-2031-03-10`;
    expect(await pushes(mumPhone)).toEqual([{ title: m.homeLeavesTitle("Óli", dadsHome), body: m.homeChangeBody("17:00"), url: "/calendar", tag }]);
    expect(await pushes(dadPhone)).toEqual([{ title: m.homeComesTitle("Óli"), body: m.homeChangeBody("17:00"), url: "/calendar", tag }]);
  });
});

describe("a push service that cannot take a push now", () => {
  it("gets it again from the retry job, never inside the request, until it is taken", async () => {
    const user = await createUser();
    const phone = await withPhone(user, { failFirst: 2 });
    const test = await call("POST", "/api/push/test", { token: user.token });
    expect(await json(test)).toEqual({ sent: 0 });
    expect(await pushes(phone)).toHaveLength(1);
    const subscription = (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, phone.endpoint)))[0]!;
    const retriesOf = () => db.select().from(pushRetries).where(eq(pushRetries.subscriptionId, subscription.id));
    expect(await retriesOf()).toHaveLength(1);

    await retryPushes(deps, Date.now() + 4 * MINUTE);
    expect(await pushes(phone)).toHaveLength(1);
    await retryPushes(deps, Date.now() + 5 * MINUTE + 1000);
    expect(await pushes(phone)).toHaveLength(2);
    expect((await retriesOf())[0]?.attempts).toBe(2);
    await retryPushes(deps, Date.now() + 15 * MINUTE + 1000);
    expect(await pushes(phone)).toHaveLength(3);
    expect(await retriesOf()).toEqual([]);
  });

  it("gives a push up after its attempts; a 410 removes the subscription", async () => {
    const user = await createUser();
    const busy = await withPhone(user, { status: 503 });
    await call("POST", "/api/push/test", { token: user.token });
    let now = Date.now();
    for (let attempt = 1; attempt < PUSH_ATTEMPTS; attempt += 1) {
      now += 2 ** attempt * 5 * MINUTE;
      await retryPushes(deps, now);
    }
    expect(await pushes(busy)).toHaveLength(PUSH_ATTEMPTS);
    expect(await db.select().from(pushRetries)).not.toContainEqual(expect.objectContaining({ payload: expect.stringContaining(busy.name) }));
    await retryPushes(deps, now + 24 * 60 * MINUTE);
    expect(await pushes(busy)).toHaveLength(PUSH_ATTEMPTS);

    const gone = await withPhone(user, { status: 410 });
    await call("POST", "/api/push/test", { token: user.token });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).toEqual([]);
  });
});

describe("GET/PUT /api/push/preferences", () => {
  it("answers the defaults, then what was chosen; a wrong value is refused and changes nothing", async () => {
    const user = await createUser();
    expect(await json(await call("GET", "/api/push/preferences", { token: user.token }))).toEqual(DEFAULT_PUSH_PREFERENCES);
    const chosen = { ...DEFAULT_PUSH_PREFERENCES, kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds, support: false }, morningHour: 6, eventLeadMinutes: 10 };
    expect(await json(await call("PUT", "/api/push/preferences", { token: user.token, body: chosen }))).toEqual(chosen);
    for (const wrong of [{ morningHour: 4 }, { afternoonHour: 21 }, { eventLeadMinutes: 7 }, { kinds: { taskDue: false } }, { extra: 1 }]) {
      const response = await call("PUT", "/api/push/preferences", { token: user.token, body: { ...chosen, ...wrong } });
      expect(response.status).toBe(400);
      expect((await json<{ message: string }>(response)).message).toBe(m.preferencesInvalid);
    }
    expect(await json(await call("GET", "/api/push/preferences", { token: user.token }))).toEqual(chosen);
    expect(await json(await call("GET", "/api/push/preferences", { token: (await createUser()).token }))).toEqual(DEFAULT_PUSH_PREFERENCES);
  });

  it("takes the specs' six kinds from an app that does not know homeChange yet, keeping it on", async () => {
    const user = await createUser();
    const { homeChange: _later, ...specKinds } = DEFAULT_PUSH_PREFERENCES.kinds;
    const older = { ...DEFAULT_PUSH_PREFERENCES, kinds: { ...specKinds, support: false } };
    const response = await call("PUT", "/api/push/preferences", { token: user.token, body: older });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ...older, kinds: { ...older.kinds, homeChange: true } });
    const off = { ...DEFAULT_PUSH_PREFERENCES, kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds, homeChange: false } };
    expect(await json(await call("PUT", "/api/push/preferences", { token: user.token, body: off }))).toEqual(off);
  });

  it("a kind turned off is not pushed when something happens either", async () => {
    const { parent, child, phones } = await family();
    await choose(child, { kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds, taskAssigned: false } });
    await task(parent, { assignedTo: child.memberId });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await pushes(phones.child)).toEqual([]);
  });
});
