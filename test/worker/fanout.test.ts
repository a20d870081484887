import { env } from "cloudflare:workers";
import { eq, inArray, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pushMessages as m } from "@contract/messages";
import { purgeTickedItems } from "@worker/cron/purge-shopping";
import { jobDeps } from "@worker/cron/index";
import { sendTimedPushes, TIMED_PAGE_FAMILIES } from "@worker/cron/timed-pushes";
import { tellRoom } from "@worker/durable/stubs";
import { consumeFanout, consumerDeps, retryDelaySeconds } from "@worker/fanout/consumer";
import { pushRetries, pushSubscriptions, reminders, shoppingItems, shoppingLists } from "@worker/db/schema";
import { vapidFromEnv } from "@worker/lib/web-push/vapid";
import { FAMILIES_PER_MESSAGE, FANOUT_VERSION, type FanoutMessage, PUSHES_PER_MESSAGE, ROWS_PER_PAGE } from "@worker/fanout/messages";
import { broadcastMessages, notifyMessages, pushEveryoneMessages } from "@worker/fanout/producer";
import { noticeAdminMessage } from "@worker/services/push/notices";
import { call } from "@test/helpers/api";
import { createUser, db, HOME_DATABASE, type TestUser } from "@test/helpers/factories";
import { newDevice, pushesTo, subscriptionOf, type TestDevice } from "@test/helpers/push";
import { CONSUMER, countedRooms, fanoutSpy, steppedQueue } from "@test/helpers/queue";

const DAY_MS = 24 * 60 * 60 * 1000;
let seedRun = 0;

/**
 * `count` families, each with one user signed in (a session that has not expired; `expired`: one
 * that has), written straight into D1 in three statements. Their ids share a prefix and sort
 * in order, so a test knows exactly which families it made.
 */
async function seedFamilies(count: number, options: { expired?: boolean } = {}): Promise<string[]> {
  const prefix = `fan${Date.now().toString(36)}${(seedRun++).toString(36)}`;
  const now = new Date().toISOString();
  const expiresAt = new Date(Date.now() + (options.expired ? -DAY_MS : 30 * DAY_MS)).toISOString();
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)`;
  const home = env[HOME_DATABASE]!;
  await home.batch([
    home.prepare(`${numbers} INSERT INTO families (id, name, created_at) SELECT printf('%s-f%05d', ?2, i), 'Fanout ' || i, ?3 FROM n`).bind(count, prefix, now),
    home
      .prepare(
        `${numbers} INSERT INTO users (id, username, email, password_hash, family_id, created_at)
       SELECT printf('%s-u%05d', ?2, i), printf('%s%05d', ?2, i), printf('%s%05d@fanout.test', ?2, i), 'not-a-hash', printf('%s-f%05d', ?2, i), ?3 FROM n`,
      )
      .bind(count, prefix, now),
    home
      .prepare(
        `${numbers} INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at)
       SELECT printf('%s-s%05d', ?2, i), printf('%s-u%05d', ?2, i), ?3, ?4, ?3 FROM n`,
      )
      .bind(count, prefix, now, expiresAt),
  ]);
  return Array.from({ length: count }, (_, index) => `${prefix}-f${String(index + 1).padStart(5, "0")}`);
}

/** Every family with a session alive now, read plainly (not through the page reader under test). */
async function signedInNow(): Promise<string[]> {
  const { results } = await env[HOME_DATABASE]!.prepare(
    "SELECT DISTINCT users.family_id AS id FROM sessions JOIN users ON users.id = sessions.user_id WHERE users.family_id IS NOT NULL AND sessions.expires_at > ?",
  )
    .bind(new Date().toISOString())
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

const delivered = (queue: ReturnType<typeof steppedQueue>) => queue.results.length;

describe("a broadcast to every family with someone signed in", () => {
  it("reaches each of 5,000 families through the queue, a page at a time, with a failed batch retried and nothing lost", async () => {
    const families = await seedFamilies(5000);
    const signedOut = await seedFamilies(30, { expired: true });
    const unlucky = families[2345]!;
    const rooms = countedRooms(new Map([[unlucky, 1]]));
    const queue = steppedQueue({ FAMILY: rooms.FAMILY }, 4);
    const expected = await signedInNow();

    await queue.fanout.send(broadcastMessages("admin_messages_updated", Date.now(), [HOME_DATABASE]));

    // Every family signed in was told, the seeded 5,000 among them, and none signed out.
    const told = [...rooms.told.keys()];
    expect(new Set(told)).toEqual(new Set(expected));
    for (const familyId of families) expect(rooms.told.get(familyId)?.length, familyId).toBeGreaterThanOrEqual(1);
    for (const familyId of signedOut) expect(rooms.told.has(familyId)).toBe(false);
    expect([...rooms.told.values()].flat().every((type) => type === "admin_messages_updated")).toBe(true);

    // Exactly one batch failed, for one message: the notify chunk holding the unlucky family. It
    // was retried with a delay and then delivered; its other rooms heard the notice twice (harmless).
    const failed = queue.results.filter((result) => result.retryMessages.length > 0);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.retryMessages).toHaveLength(1);
    expect(queue.deadLetters).toEqual([]);
    expect(rooms.told.get(unlucky)).toEqual(["admin_messages_updated"]);
    const twice = [...rooms.told].filter(([, types]) => types.length === 2).map(([familyId]) => familyId);
    expect(twice).toHaveLength(FAMILIES_PER_MESSAGE - 1);
    expect([...rooms.told.values()].every((types) => types.length <= 2)).toBe(true);

    // No invocation did more than a page: batches of at most max_batch_size messages, each message
    // a page read or at most FAMILIES_PER_MESSAGE rooms.
    const pages = Math.floor(expected.length / ROWS_PER_PAGE) + 1;
    const notifies = Math.ceil(expected.length / FAMILIES_PER_MESSAGE);
    expect(queue.sentCount()).toBe(pages + notifies);
    expect(delivered(queue)).toBeGreaterThanOrEqual(Math.ceil((pages + notifies) / CONSUMER.maxBatchSize));
    // 5,000 real rooms, each its own SQLite storage: minutes on a loaded 2-core machine.
  }, 600_000);

  it("drops a message of another version or beyond its bounds without retrying it, and dead-letters one that always fails", async () => {
    const [familyId] = await seedFamilies(1);
    const rooms = countedRooms(new Map([[familyId!, Number.POSITIVE_INFINITY]]));
    const queue = steppedQueue({ FAMILY: rooms.FAMILY });
    const tooMany = Array.from({ length: FAMILIES_PER_MESSAGE + 1 }, (_, index) => `family-${index}`);
    await queue.queue.sendBatch([
      { body: { v: FANOUT_VERSION + 1, kind: "notify", type: "admin_messages_updated", familyIds: [familyId] } as unknown as FanoutMessage },
      { body: { v: FANOUT_VERSION, kind: "notify", type: "admin_messages_updated", familyIds: tooMany } },
      { body: { v: FANOUT_VERSION, kind: "notify", type: "no_such_type", familyIds: [familyId] } as unknown as FanoutMessage },
    ]);
    await queue.drain();
    expect(queue.results).toHaveLength(1);
    expect(queue.results[0]!.retryMessages).toEqual([]);
    expect(rooms.told.size).toBe(0);

    await queue.fanout.send(notifyMessages("admin_messages_updated", [familyId!]));
    expect(queue.deadLetters.map((message) => [message.body, message.attempts])).toEqual([
      [{ v: FANOUT_VERSION, kind: "notify", type: "admin_messages_updated", familyIds: [familyId] }, CONSUMER.maxRetries + 1],
    ]);
    expect(queue.results.slice(1).map((result) => result.retryMessages.length)).toEqual(Array(CONSUMER.maxRetries + 1).fill(1));
  });
});

describe("the consumer's retry", () => {
  it("retries a failed message with a delay that doubles with each attempt, acknowledging the others of its batch", async () => {
    const [familyId] = await seedFamilies(1);
    const rooms = countedRooms(new Map([[familyId!, 1]]));
    const outcomes: string[] = [];
    const message = (id: string, attempts: number, familyIds: string[]) => ({
      id,
      attempts,
      timestamp: new Date(),
      body: notifyMessages("dinner_meals_updated", familyIds)[0],
      ack: () => outcomes.push(`${id} acked`),
      retry: (options?: QueueRetryOptions) => outcomes.push(`${id} retried in ${options?.delaySeconds} s`),
    });
    // A batch as Cloudflare hands it over; its messages record what the consumer decided.
    const batch = { queue: "familyhub-fanout", messages: [message("a", 3, [familyId!]), message("b", 1, [familyId!])] } as unknown as MessageBatch;
    await consumeFanout(batch, { ...consumerDeps(env), tell: (id, type) => tellRoom({ FAMILY: rooms.FAMILY }, id, type) });
    expect(outcomes).toEqual([`a retried in ${retryDelaySeconds(3)} s`, "b acked"]);
    expect([retryDelaySeconds(1), retryDelaySeconds(2), retryDelaySeconds(3), retryDelaySeconds(10)]).toEqual([5, 10, 20, 120]);
    expect(rooms.told.get(familyId!)).toEqual(["dinner_meals_updated"]);
  });
});

describe("cron notices", () => {
  it("a purge over 120 families queues notify chunks of at most 50 rooms, and each family's room hears it once", async () => {
    const families = await seedFamilies(120);
    const tickedAt = new Date(Date.now() - 11 * 60 * 1000).toISOString();
    // Ten families a statement: D1 binds at most 100 parameters.
    for (let start = 0; start < families.length; start += 10) {
      const some = families.slice(start, start + 10);
      await db.batch([
        db.insert(shoppingLists).values(some.map((familyId) => ({ id: `${familyId}-list`, familyId, name: "Keyp", createdAt: tickedAt }))),
        db.insert(shoppingItems).values(
          some.map((familyId) => ({
            id: `${familyId}-item`,
            familyId,
            listId: `${familyId}-list`,
            name: "Mjólk",
            nameKey: "mjolk",
            completed: true,
            completedAt: tickedAt,
            createdAt: tickedAt,
          })),
        ),
      ]);
    }
    const spy = fanoutSpy();
    const rooms = countedRooms();
    const queue = steppedQueue({ FAMILY: rooms.FAMILY });
    const result = await purgeTickedItems(
      { db, fanout: { send: (messages) => Promise.all([spy.fanout.send(messages), queue.fanout.send(messages)]).then(() => {}) } },
      Date.now(),
    );

    expect(result.families).toBeGreaterThanOrEqual(120);
    expect(spy.messages.every((message) => message.kind === "notify" && message.familyIds.length <= FAMILIES_PER_MESSAGE)).toBe(true);
    expect(spy.messages).toHaveLength(Math.ceil(result.families / FAMILIES_PER_MESSAGE));
    for (const familyId of families) expect(rooms.told.get(familyId)).toEqual(["shopping_list_updated"]);
    expect(
      await db
        .select()
        .from(shoppingItems)
        .where(like(shoppingItems.familyId, `${families[0]!.slice(0, -6)}%`)),
    ).toEqual([]);
  });
});

describe("push delivery through the queue", () => {
  const VAPID_PUBLIC_KEY = env.VAPID_PUBLIC_KEY!;

  async function phones(user: TestUser, count: number, options: { status?: number } = {}): Promise<TestDevice[]> {
    const devices: TestDevice[] = [];
    for (let index = 0; index < count; index += 1) {
      const device = await newDevice(options);
      expect((await call("POST", "/api/push/subscriptions", { token: user.token, body: subscriptionOf(device) })).status).toBe(201);
      devices.push(device);
    }
    return devices;
  }

  it("a push to everyone goes in chunks of at most 50 devices, once to each, and a device that cannot take it now is left to the retry job", async () => {
    // 51 devices, more than one push message holds, at most ten per user (PUSH_SUBSCRIPTIONS_PER_USER).
    const devices: TestDevice[] = [];
    for (const count of [10, 10, 10, 10, 10, 1]) devices.push(...(await phones(await createUser(), count)));
    const [busy] = await phones(await createUser(), 1, { status: 503 });
    const subscriptions = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
    const queue = steppedQueue();

    await noticeAdminMessage({ fanout: queue.fanout, databases: [HOME_DATABASE] }, { id: "message-1", title: "Viðlíkahald" });

    const expected = { title: m.adminMessageTitle, body: "Viðlíkahald", url: "/support", tag: "admin-message-message-1" };
    for (const device of devices) expect(await pushesTo(device, VAPID_PUBLIC_KEY)).toEqual([expected]);
    // Every delivery was acknowledged: the 503 is kept in push_retries, not retried by the queue.
    expect(queue.results.every((result) => result.retryMessages.length === 0)).toBe(true);
    const busyRow = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscriptionOf(busy!).endpoint));
    expect(await db.select({ id: pushRetries.id }).from(pushRetries).where(eq(pushRetries.subscriptionId, busyRow[0]!.id))).toHaveLength(1);
    // One page message, then push messages of at most PUSHES_PER_MESSAGE devices each.
    expect(queue.sentCount()).toBe(1 + Math.ceil(subscriptions.length / PUSHES_PER_MESSAGE));
  }, 120_000);

  it("a push message names its devices by id: a device ended before delivery is skipped", async () => {
    const carol = await createUser();
    const [kept, ended] = await phones(carol, 2);
    const ids = await db
      .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, [subscriptionOf(kept!).endpoint, subscriptionOf(ended!).endpoint]));
    const queue = steppedQueue();
    const payload = { title: "T", body: "B", url: "/", tag: "t" };
    await queue.queue.send({ v: FANOUT_VERSION, kind: "push", db: HOME_DATABASE, sends: [{ payload, subscriptionIds: ids.map((row) => row.id) }] });
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, subscriptionOf(ended!).endpoint));
    await queue.drain();
    expect(await pushesTo(kept!, VAPID_PUBLIC_KEY)).toEqual([payload]);
    expect(await pushesTo(ended!, VAPID_PUBLIC_KEY)).toEqual([]);
  });

  it("the push-everyone page skips users who turned support pushes off", async () => {
    const dan = await createUser();
    const [phone] = await phones(dan, 1);
    const response = await call("PUT", "/api/push/preferences", {
      token: dan.token,
      body: {
        kinds: { taskAssigned: true, taskDue: true, eventSoon: true, dinnerTonight: true, shoppingTrip: true, support: false },
        morningHour: 7,
        afternoonHour: 16,
        eventLeadMinutes: 30,
      },
    });
    expect(response.status).toBe(200);
    const queue = steppedQueue();
    await queue.fanout.send(pushEveryoneMessages("support", { title: "T", body: "B", url: "/", tag: "quiet" }, [HOME_DATABASE]));
    expect(await pushesTo(phone!, VAPID_PUBLIC_KEY)).toEqual([]);
  });

  it("timed pushes walk the families a page of 100 per message, claim each notice once and deliver it once, however often the cron runs", async () => {
    const families = await seedFamilies(TIMED_PAGE_FAMILIES + 30);
    const prefix = families[0]!.slice(0, -6);
    const devices = await Promise.all(families.map(() => newDevice()));
    const now = Date.parse("2031-03-05T10:00:00.000Z");
    const iso = new Date(now).toISOString();
    for (let start = 0; start < families.length; start += 10) {
      const indexes = Array.from({ length: Math.min(10, families.length - start) }, (_, offset) => start + offset);
      const number = (index: number) => String(index + 1).padStart(5, "0");
      await db.batch([
        db.insert(pushSubscriptions).values(
          indexes.map((index) => ({
            id: `${prefix}sub${number(index)}`,
            userId: `${prefix}u${number(index)}`,
            sessionId: `${prefix}s${number(index)}`,
            endpoint: devices[index]!.endpoint,
            p256dh: devices[index]!.keys.p256dh,
            auth: devices[index]!.keys.auth,
            createdAt: iso,
            updatedAt: iso,
          })),
        ),
        db.insert(reminders).values(
          indexes.map((index) => ({
            id: `${prefix}task${number(index)}`,
            familyId: families[index]!,
            title: "Rudda",
            dueDate: "2031-03-05T15:00:00.000Z",
            createdAt: iso,
          })),
        ),
      ]);
    }
    const queue = steppedQueue();
    const deps = jobDeps(db, HOME_DATABASE, queue.fanout, vapidFromEnv(env));

    await Promise.all([sendTimedPushes(deps, now), sendTimedPushes(deps, now + 60_000)]);
    await sendTimedPushes(deps, now + 5 * 60_000);

    for (const [index, device] of devices.entries()) {
      expect(await pushesTo(device, VAPID_PUBLIC_KEY), families[index]).toEqual([
        { title: m.taskDueTitle, body: "Rudda", url: "/reminders", tag: `task-due-${prefix}task${String(index + 1).padStart(5, "0")}` },
      ]);
    }
    const pages = queue.delivered.filter((message) => message.kind === "timed-page");
    // Three runs, each walking at least two pages (other tests' families have devices too).
    expect(pages.length).toBeGreaterThanOrEqual(6);
    expect(
      queue.delivered
        .filter((message) => message.kind === "push")
        .every((message) => message.sends.flatMap((send) => send.subscriptionIds).length <= PUSHES_PER_MESSAGE),
    ).toBe(true);
  }, 120_000);
});
