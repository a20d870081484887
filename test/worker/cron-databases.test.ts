import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pushMessages as m } from "@contract/messages";
import { jobDeps } from "@worker/cron/index";
import { FILL_EVENT_ENDS } from "@worker/cron/fill-event-ends";
import { sendTimedPushes } from "@worker/cron/timed-pushes";
import { type FamilyDatabaseName, familyDb } from "@worker/db/databases";
import { dinnerMeals, families, finishedJobs, pushSubscriptions, reminders, sessions, shoppingItems, shoppingLists, users } from "@worker/db/schema";
import { FANOUT_VERSION } from "@worker/fanout/messages";
import { broadcastMessages, cronMessages, everyDatabaseName } from "@worker/fanout/producer";
import worker from "@worker/index";
import { newId } from "@worker/lib/crypto";
import { iso } from "@worker/lib/time";
import { vapidFromEnv } from "@worker/lib/web-push/vapid";
import { newDevice, pushesTo } from "@test/helpers/push";
import { countedRooms, steppedQueue } from "@test/helpers/queue";

const CRON = "*/5 * * * *";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A family of one family database with one user, signed in (or, `signedIn: false`, whose session
 * has expired), written straight into that database: requests still read DB, so the API cannot put
 * rows elsewhere yet.
 */
async function familyIn(name: FamilyDatabaseName, now: number, options: { signedIn?: boolean } = {}) {
  const db = familyDb(env, name);
  const key = newId();
  const [familyId, userId, sessionId] = [`${name}-family-${key}`, `${name}-user-${key}`, `${name}-session-${key}`];
  const at = iso(now - DAY);
  await db.batch([
    db.insert(families).values({ id: familyId, name: `Familja ${name}`, createdAt: at }),
    db.insert(users).values({ id: userId, username: `u${key}`, email: `${key}@databases.test`, passwordHash: "not-a-hash", familyId, createdAt: at }),
    db.insert(sessions).values({ id: sessionId, userId, createdAt: at, expiresAt: iso(now + (options.signedIn === false ? -DAY : 30 * DAY)), lastSeenAt: at }),
  ]);
  return { name, db, familyId, userId, sessionId };
}

type Family = Awaited<ReturnType<typeof familyIn>>;

/** What the five-minute jobs work on: an item ticked 11 minutes ago (to purge) and the day before yesterday's dinner still open (to complete). */
async function withWork({ db, familyId, userId }: Family, now: number) {
  const [listId, itemId, mealId] = [newId(), newId(), newId()];
  const ticked = iso(now - 11 * MINUTE);
  await db.batch([
    db.insert(shoppingLists).values({ id: listId, familyId, name: "Keyp", createdAt: ticked }),
    db.insert(shoppingItems).values({ id: itemId, familyId, listId, name: "Mjólk", nameKey: "mjolk", completed: true, completedAt: ticked, createdAt: ticked }),
    db.insert(dinnerMeals).values({ id: mealId, familyId, createdBy: userId, title: "Ræst kjøt", scheduledDate: iso(now - 2 * DAY), createdAt: ticked }),
  ]);
  return {
    items: async () => (await db.select({ id: shoppingItems.id }).from(shoppingItems).where(eq(shoppingItems.id, itemId))).length,
    mealDone: async () => (await db.select({ completed: dinnerMeals.completed }).from(dinnerMeals).where(eq(dinnerMeals.id, mealId)))[0]?.completed,
  };
}

/** A trigger through the Worker's scheduled handler; its queued messages wait in `queue` until drained. */
async function trigger(queue: ReturnType<typeof steppedQueue>, scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: CRON, scheduledTime }), queue.env, ctx);
  await waitOnExecutionContext(ctx);
}

const marksIn = (name: FamilyDatabaseName) => familyDb(env, name).select().from(finishedJobs).where(eq(finishedJobs.name, FILL_EVENT_ENDS));

afterEach(() => vi.restoreAllMocks());

describe("a cron trigger over several databases", () => {
  it("queues one run per database and runs nothing itself; the queue runs each database's jobs once, on that database's rows", async () => {
    const now = Date.now();
    const [first, second] = [await familyIn("DB_00", now), await familyIn("DB_01", now)];
    const [firstWork, secondWork] = [await withWork(first, now), await withWork(second, now)];
    const rooms = countedRooms();
    const queue = steppedQueue({ FAMILY: rooms.FAMILY });

    await trigger(queue, now);
    expect(everyDatabaseName(queue.env)).toEqual(["DB", "DB_00", "DB_01"]);
    expect(queue.queued()).toEqual(cronMessages(CRON, now, ["DB", "DB_00", "DB_01"]));
    expect([await firstWork.items(), await secondWork.items()]).toEqual([1, 1]);

    await queue.drain();
    // Each database's run was delivered once and not retried: its jobs ran once.
    expect(queue.delivered.filter((message) => message.kind === "cron").map((message) => message.db)).toEqual(["DB", "DB_00", "DB_01"]);
    expect(queue.results.every((result) => result.retryMessages.length === 0)).toBe(true);
    expect([await firstWork.items(), await secondWork.items()]).toEqual([0, 0]);
    expect([await firstWork.mealDone(), await secondWork.mealDone()]).toEqual([true, true]);
    for (const family of [first, second]) expect(rooms.told.get(family.familyId)?.sort()).toEqual(["dinner_meals_updated", "shopping_list_updated"]);
    // A one-time job finished in each database, and each keeps its own mark.
    expect([(await marksIn("DB_00")).length, (await marksIn("DB_01")).length]).toEqual([1, 1]);
  });

  it("a run on one database leaves another's rows alone", async () => {
    const now = Date.now();
    const [firstWork, secondWork] = [await withWork(await familyIn("DB_00", now), now), await withWork(await familyIn("DB_01", now), now)];
    const queue = steppedQueue();
    await queue.fanout.send(cronMessages(CRON, now, ["DB_01"]));
    expect([await firstWork.items(), await secondWork.items()]).toEqual([1, 0]);
  });

  it("drops a message naming a database this deployment does not declare, logged, not retried", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const queue = steppedQueue();
    await queue.queue.sendBatch([
      { body: { v: FANOUT_VERSION, kind: "cron", db: "DB_07", cron: CRON, at: Date.now() } },
      { body: { v: FANOUT_VERSION, kind: "broadcast-page", db: "DB_08", type: "admin_messages_updated", asOf: Date.now(), after: "" } },
    ]);
    await queue.drain();
    expect(queue.results).toHaveLength(1);
    expect(queue.results[0]!.retryMessages).toEqual([]);
    expect(queue.deadLetters).toEqual([]);
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines).toContainEqual(expect.stringMatching(/cron message dropped: this deployment declares no database DB_07/));
    expect(lines).toContainEqual(expect.stringMatching(/broadcast-page message dropped: this deployment declares no database DB_08/));
  });
});

describe("a broadcast over several databases", () => {
  it("reaches every signed-in family of each database exactly once, and no family signed out", async () => {
    const now = Date.now();
    const signedIn = [await familyIn("DB_00", now), await familyIn("DB_01", now)];
    const signedOut = await familyIn("DB_01", now, { signedIn: false });
    const rooms = countedRooms();
    const queue = steppedQueue({ FAMILY: rooms.FAMILY });

    await queue.fanout.send(broadcastMessages("admin_messages_updated", now, everyDatabaseName(queue.env)));

    for (const family of signedIn) expect(rooms.told.get(family.familyId), family.name).toEqual(["admin_messages_updated"]);
    expect(rooms.told.has(signedOut.familyId)).toBe(false);
    expect(queue.delivered.filter((message) => message.kind === "broadcast-page").map((message) => message.db)).toEqual(["DB", "DB_00", "DB_01"]);
  });
});

describe("timed pushes over several databases", () => {
  it("a database's run walks its own families' devices, and its page and push messages name it", async () => {
    const now = Date.parse("2031-03-05T10:00:00.000Z");
    const devices = { DB_00: await newDevice(), DB_01: await newDevice() };
    for (const name of ["DB_00", "DB_01"] as const) {
      const family = await familyIn(name, now);
      const [device, at] = [devices[name], iso(now)];
      await family.db.batch([
        family.db.insert(pushSubscriptions).values({
          id: `${family.familyId}-sub`,
          userId: family.userId,
          sessionId: family.sessionId,
          endpoint: device.endpoint,
          p256dh: device.keys.p256dh,
          auth: device.keys.auth,
          createdAt: at,
          updatedAt: at,
        }),
        family.db
          .insert(reminders)
          .values({ id: `${family.familyId}-task`, familyId: family.familyId, title: "Rudda", dueDate: "2031-03-05T15:00:00.000Z", createdAt: at }),
      ]);
    }
    const queue = steppedQueue();

    await sendTimedPushes(jobDeps(familyDb(env, "DB_00"), "DB_00", queue.fanout, vapidFromEnv(env)), now);

    expect(await pushesTo(devices.DB_00, env.VAPID_PUBLIC_KEY!)).toEqual([
      { title: m.taskDueTitle, body: "Rudda", url: "/reminders", tag: expect.stringMatching(/^task-due-DB_00-family-/) },
    ]);
    expect(await pushesTo(devices.DB_01, env.VAPID_PUBLIC_KEY!)).toEqual([]);
    const walked = queue.delivered.filter((message) => message.kind === "timed-page" || message.kind === "push");
    expect(walked.map((message) => message.kind)).toEqual(expect.arrayContaining(["timed-page", "push"]));
    expect(walked.every((message) => "db" in message && message.db === "DB_00")).toBe(true);
  });
});
