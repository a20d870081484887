import { eq, inArray } from "drizzle-orm";
import type { DAVCalendar, DAVClient } from "tsdav";
import { describe, expect, it } from "vitest";
import { HISTORY_KEEP_MONTHS } from "@contract/history-limits";
import { jobsByCron } from "@worker/cron/index";
import { HISTORY_ROWS_PER_RUN, historyCutoff, historyDeletes, retireHistory } from "@worker/cron/retire-history";
import { adminMessageReads, adminMessages, dinnerMeals, events, mealIngredients, outbox, reminders } from "@worker/db/schema";
import { storedBroadcast } from "@test/helpers/admin-messages";
import { newId } from "@worker/lib/crypto";
import { caldavClient } from "@test/helpers/caldav-client";
import { emptyDatabase, exportBackup, importBackup, waitingAdmin } from "@test/helpers/backup";
import { davLog, newestDavSeq } from "@test/helpers/dav-log";
import { createUser, db, dbOfFamily, type TestUser } from "@test/helpers/factories";
import { queryPlan } from "@test/helpers/query-plan";
import { snapshotFamily } from "@test/helpers/world";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();
const CUTOFF = Date.parse(historyCutoff(NOW));
/** A day past the rule, and a day short of it. */
const OLD = new Date(CUTOFF - DAY).toISOString();
const YOUNG = new Date(CUTOFF + DAY).toISOString();
const run = (database = db) => retireHistory({ db: database }, NOW);

/** The history rows of one family, each kind by its age: a finished meal with an ingredient, a done task, an event over for good. */
async function history(familyId: string, at: string) {
  const ids = { meal: newId(), task: newId(), event: newId() };
  await db.batch([
    db.insert(dinnerMeals).values({ id: ids.meal, familyId, title: "Ræst kjøt", scheduledDate: at, completed: true, completedAt: at, createdAt: at }),
    db.insert(mealIngredients).values({ id: newId(), familyId, mealId: ids.meal, ingredientName: "Kartøflur" }),
    db.insert(reminders).values({ id: ids.task, familyId, title: "Vaska bilin", completed: true, completedAt: at, createdAt: at }),
    db.insert(events).values({ id: ids.event, familyId, title: "Føðingardagur", startTime: at, endTime: at, endsAt: at, createdAt: at }),
  ]);
  return ids;
}

/** What is still open however old it is: a meal not marked finished, a task not done, a weekly event without end, one whose repeats go on. */
async function stillOpen(familyId: string) {
  const ids = { meal: newId(), task: newId(), endless: newId(), going: newId() };
  const future = new Date(NOW + 30 * DAY).toISOString();
  await db.batch([
    db.insert(dinnerMeals).values({ id: ids.meal, familyId, title: "Fiskur", scheduledDate: OLD, createdAt: OLD }),
    db.insert(reminders).values({ id: ids.task, familyId, title: "Mála húsið", dueDate: OLD, createdAt: OLD }),
    db.insert(events).values({ id: ids.endless, familyId, title: "Venjing", startTime: OLD, endTime: OLD, recurrence: "weekly", endsAt: null, createdAt: OLD }),
    db.insert(events).values({
      id: ids.going,
      familyId,
      title: "Kór",
      startTime: OLD,
      endTime: OLD,
      recurrence: "weekly",
      recurrenceEnds: future,
      endsAt: future,
      createdAt: OLD,
    }),
  ]);
  return ids;
}

const idsIn = async (table: typeof dinnerMeals | typeof reminders | typeof events, ids: string[], database = db) =>
  (await database.select({ id: table.id }).from(table).where(inArray(table.id, ids))).map((row) => row.id).sort();

/** Runs the job until a run deletes nothing, and answers how many runs deleted something. */
async function drain(): Promise<number> {
  for (let runs = 0; ; runs++) {
    const done = await run();
    if (Object.values(done).every((count) => count === 0)) return runs;
  }
}

/** Old events of a family, many at once (one statement). */
async function oldEvents(familyId: string, count: number) {
  await db.$client
    .prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO events (id, family_id, title, start_time, end_time, ends_at, created_at)
     SELECT lower(hex(randomblob(16))), ?1, 'Gamalt', ?3, ?3, ?3, ?3 FROM n`,
    )
    .bind(familyId, count, OLD)
    .run();
}

const familyEvents = async (familyId: string) => (await db.select({ id: events.id }).from(events).where(eq(events.familyId, familyId))).length;

describe("the history job", () => {
  it("runs every five minutes, with a cutoff of HISTORY_KEEP_MONTHS calendar months", () => {
    expect(jobsByCron["*/5 * * * *"]).toContain(retireHistory);
    expect(HISTORY_KEEP_MONTHS).toBe(13);
    expect(historyCutoff(Date.parse("2026-11-24T12:00:00.000Z"))).toBe("2025-10-24T12:00:00.000Z");
  });

  it("deletes finished meals, done tasks and events over for good past the rule, and nothing younger or still open", async () => {
    const user = await createUser();
    const old = await history(user.familyId, OLD);
    const young = await history(user.familyId, YOUNG);
    const open = await stillOpen(user.familyId);
    await run();
    expect(await idsIn(dinnerMeals, [old.meal, young.meal, open.meal])).toEqual([young.meal, open.meal].sort());
    expect(await idsIn(reminders, [old.task, young.task, open.task])).toEqual([young.task, open.task].sort());
    expect(await idsIn(events, [old.event, young.event, open.endless, open.going])).toEqual([young.event, open.endless, open.going].sort());
    // The old meal's ingredients went with it.
    expect(await db.select().from(mealIngredients).where(eq(mealIngredients.mealId, old.meal))).toEqual([]);
  });

  it("touches nothing of a family whose history is young, while another family's old history goes", async () => {
    const [withOld, withYoung] = [await createUser(), await createUser()];
    await history(withOld.familyId, OLD);
    await history(withYoung.familyId, YOUNG);
    await stillOpen(withYoung.familyId);
    const before = await snapshotFamily(withYoung.familyId);
    const davBefore = await davLog(withYoung.familyId);
    await drain();
    expect(await familyEvents(withOld.familyId)).toBe(0);
    expect(await snapshotFamily(withYoung.familyId)).toBe(before);
    expect(await davLog(withYoung.familyId)).toEqual(davBefore);
  });

  it("deletes at most a page per table a run, so a backlog takes several runs, and a further run deletes nothing", async () => {
    await drain();
    const [first, second] = [await createUser(), await createUser()];
    await oldEvents(first.familyId, HISTORY_ROWS_PER_RUN);
    await oldEvents(second.familyId, 150);
    expect((await run()).events).toBe(HISTORY_ROWS_PER_RUN);
    expect((await familyEvents(first.familyId)) + (await familyEvents(second.familyId))).toBe(150);
    expect((await run()).events).toBe(150);
    expect((await run()).events).toBe(0);
    expect((await familyEvents(first.familyId)) + (await familyEvents(second.familyId))).toBe(0);
  });

  it("deletes an administrators' message past the rule with every read mark of it, a younger one stays read, and the outbox's old mails go", async () => {
    const [reader, other] = [await createUser(), await createUser()];
    const [oldMessage, youngMessage, oldMail, youngMail] = [newId(), newId(), newId(), newId()];
    // As the broadcast stores them (the directory's row and each family database's copy); the job runs on the readers' database.
    await storedBroadcast("Gamalt", OLD, oldMessage);
    await storedBroadcast("Nýtt", YOUNG, youngMessage);
    await db.insert(adminMessageReads).values([
      { messageId: oldMessage, userId: reader.id, readAt: OLD },
      { messageId: oldMessage, userId: other.id, readAt: OLD },
      { messageId: youngMessage, userId: reader.id, readAt: YOUNG },
    ]);
    await db.insert(outbox).values([
      { id: oldMail, recipient: "a@example.com", subject: "Nýtt loyniorð", body: "…", createdAt: OLD },
      { id: youngMail, recipient: "a@example.com", subject: "Nýtt loyniorð", body: "…", createdAt: YOUNG },
    ]);
    await run();
    const messages = await db
      .select({ id: adminMessages.id })
      .from(adminMessages)
      .where(inArray(adminMessages.id, [oldMessage, youngMessage]));
    expect(messages).toEqual([{ id: youngMessage }]);
    const reads = await db
      .select()
      .from(adminMessageReads)
      .where(inArray(adminMessageReads.messageId, [oldMessage, youngMessage]));
    expect(reads).toEqual([{ messageId: youngMessage, userId: reader.id, readAt: YOUNG }]);
    expect(
      await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(inArray(outbox.id, [oldMail, youngMail])),
    ).toEqual([{ id: youngMail }]);
  });

  it("takes a read message out in the run that deletes its last read marks", async () => {
    await drain();
    const message = newId();
    await storedBroadcast("Gamalt", OLD, message);
    const readers: TestUser[] = [];
    for (let i = 0; i < 3; i++) readers.push(await createUser());
    await db.insert(adminMessageReads).values(readers.map((user) => ({ messageId: message, userId: user.id, readAt: OLD })));
    expect(await run()).toMatchObject({ reads: 3, messages: 1 });
    expect(await db.select().from(adminMessages).where(eq(adminMessages.id, message))).toEqual([]);
  });

  it("searches each table off an index, oldest first, never a scan or a sort", async () => {
    const [meals, tasks, ended, reads, messages, mails] = historyDeletes(db, historyCutoff(NOW));
    const expected = [
      [meals, "dinner_meals_due"],
      [tasks, "reminders_done_at"],
      [ended, "events_ended"],
      [reads, "sqlite_autoindex_admin_message_reads_1"],
      [messages, "admin_messages_created"],
      [mails, "outbox_created"],
    ] as const;
    for (const [statement, index] of expected) {
      const plan = await queryPlan(statement);
      expect(plan, index).toContain(index);
      expect(plan, index).not.toMatch(/SCAN (dinner_meals|reminders|events|admin_message_reads|admin_messages|outbox)(;|$)/);
      expect(plan, index).not.toContain("TEMP B-TREE");
    }
  });
});

/** The family calendar as tsdav lists it. */
async function familyCalendar(client: DAVClient, user: TestUser): Promise<DAVCalendar> {
  return (await client.fetchCalendars()).find((found) => found.url.endsWith(`/caldav/families/${user.familyId}/calendar/`))!;
}

describe("the history job and CalDAV", () => {
  it("leaves a tombstone for each deleted event, task and meal, and sync-collection reports the event gone", async () => {
    const user = await createUser();
    const old = await history(user.familyId, OLD);
    const client = await caldavClient(user);
    const calendar = await familyCalendar(client, user);
    const before = await newestDavSeq();
    await run();
    const log = await davLog(user.familyId, before);
    expect(log).toContain(`-calendar/${old.event}.ics`);
    expect(log).toContain(`-tasks/${old.task}.ics`);
    expect(log.filter((entry) => entry.includes(old.meal)).at(-1)).toBe(`-dinner/${old.meal}.ics`);
    const answers = await client.syncCollection({ url: calendar.url, props: { "d:getetag": {} }, syncLevel: 1, syncToken: calendar.syncToken! });
    const reported = answers.filter((answer) => answer.href).map((answer) => [answer.href!.split("/").pop(), answer.status]);
    expect(reported).toEqual([[`${old.event}.ics`, 404]]);
  });
});

describe("the history job and backups", () => {
  it("takes a backup holding history past the rule as it is, and the next run applies the rule", async () => {
    const admin = await createUser({ isAdmin: true });
    const user = await createUser();
    const old = await history(user.familyId, OLD);
    const young = await history(user.familyId, YOUNG);
    const text = await (await exportBackup(admin)).text();
    await emptyDatabase();
    expect((await importBackup(await waitingAdmin(admin.username), text)).status).toBe(200);
    // The restore places the family in a family database of its choosing: the job runs there.
    const restored = await dbOfFamily(user.familyId!);
    expect(await idsIn(events, [old.event, young.event], restored)).toEqual([old.event, young.event].sort());
    expect(await idsIn(dinnerMeals, [old.meal, young.meal], restored)).toEqual([old.meal, young.meal].sort());
    await run(restored);
    expect(await idsIn(events, [old.event, young.event], restored)).toEqual([young.event]);
    expect(await idsIn(reminders, [old.task, young.task], restored)).toEqual([young.task]);
    expect(await idsIn(dinnerMeals, [old.meal, young.meal], restored)).toEqual([young.meal]);
  });
});
