import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventEndsAt } from "@contract/time/recurrence";
import { FILL_EVENT_ENDS, fillEventEnds } from "@worker/cron/fill-event-ends";
import { jobsByCron, jobsToRun } from "@worker/cron/index";
import { purgeTickedItems } from "@worker/cron/purge-shopping";
import { events, families, finishedJobs } from "@worker/db/schema";
import { forgetFinishedJobs } from "@worker/lib/backup/statements";
import { newId } from "@worker/lib/crypto";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { expectIndexedPlan } from "@test/helpers/query-plan";

// Recurring events with an end stored before events.ends_at existed (migration 0028 left them NULL).

interface OldEvent {
  startTime: string;
  endTime: string;
  recurrence: "none" | "daily" | "weekly" | "monthly" | "yearly";
  recurrenceEnds: string | null;
  daysOfWeek?: string | null;
}

/** An event stored as a row from before migration 0028 is: ends_at NULL. */
async function oldEvent(user: TestUser, times: OldEvent): Promise<string> {
  const id = newId();
  await db.insert(events).values({
    id,
    familyId: user.familyId,
    createdBy: user.id,
    title: "Venjing",
    ...times,
    daysOfWeek: times.daysOfWeek ?? null,
    endsAt: null,
    createdAt: times.startTime,
  });
  return id;
}

/** A daily event of 10:00–12:00 UTC until 9 March, in a family whose zone the runtime does not know. */
async function unknownZoneEvent(): Promise<string> {
  const user = await createUser();
  await db.update(families).set({ timeZone: "Atlantic/Nowhere" }).where(eq(families.id, user.familyId));
  return oldEvent(user, {
    startTime: "2026-03-02T10:00:00.000Z",
    endTime: "2026-03-02T12:00:00.000Z",
    recurrence: "daily",
    recurrenceEnds: "2026-03-09T10:00:00.000Z",
  });
}

const endsAtOf = async (id: string) => (await db.select({ endsAt: events.endsAt }).from(events).where(eq(events.id, id)))[0]?.endsAt;
const run = () => fillEventEnds({ db });

describe("fillEventEnds", () => {
  it("fills the end of the last occurrence of old recurring events with an end, on each family's clock, and leaves the others", async () => {
    const faroe = await createUser();
    const newYork = await createUser();
    await db.update(families).set({ timeZone: "America/New_York" }).where(eq(families.id, newYork.familyId));

    // Weekly on Tuesdays and Thursdays, ending between the Faroes' autumn clock change (25 October)
    // and New York's (1 November): the last Thursday's local start is an hour later in UTC only in the Faroes.
    const weekly = {
      startTime: "2026-10-06T16:00:00.000Z",
      endTime: "2026-10-06T17:30:00.000Z",
      recurrence: "weekly" as const,
      recurrenceEnds: "2026-10-30T23:00:00.000Z",
      daysOfWeek: "2,4",
    };
    const monthly = {
      startTime: "2026-01-31T10:00:00.000Z",
      endTime: "2026-01-31T11:00:00.000Z",
      recurrence: "monthly" as const,
      recurrenceEnds: "2026-04-30T12:00:00.000Z",
    };
    const endless = { startTime: "2026-01-01T08:00:00.000Z", endTime: "2026-01-01T09:00:00.000Z", recurrence: "daily" as const, recurrenceEnds: null };
    const ids = {
      weeklyFaroe: await oldEvent(faroe, weekly),
      weeklyNewYork: await oldEvent(newYork, weekly),
      monthly: await oldEvent(faroe, monthly),
      endless: await oldEvent(faroe, endless),
    };

    const { filled } = await run();
    expect(filled).toBeGreaterThanOrEqual(3);
    const expected = (times: OldEvent, zone: string) =>
      eventEndsAt({ ...times, daysOfWeek: times.daysOfWeek ? times.daysOfWeek.split(",").map(Number) : null }, zone);
    expect(await endsAtOf(ids.weeklyFaroe)).toBe(expected(weekly, "Atlantic/Faroe"));
    expect(await endsAtOf(ids.weeklyNewYork)).toBe(expected(weekly, "America/New_York"));
    expect(await endsAtOf(ids.weeklyFaroe)).toBe("2026-10-29T18:30:00.000Z");
    expect(await endsAtOf(ids.weeklyNewYork)).toBe("2026-10-29T17:30:00.000Z");
    // The 31st clamped to 30 April, 10:00–11:00 local, summer time in the Faroes (UTC+1).
    expect(await endsAtOf(ids.monthly)).toBe("2026-04-30T10:00:00.000Z");
    expect(await endsAtOf(ids.endless)).toBeNull();

    // A second run finds nothing left to fill.
    expect(await run()).toEqual({ filled: 0 });
    expect(await endsAtOf(ids.endless)).toBeNull();
  });

  it("gives an event whose family zone the runtime does not know the latest end it can have, so it is not read again", async () => {
    const id = await unknownZoneEvent();
    await run();
    expect(await endsAtOf(id)).toBe("2026-03-09T12:00:00.000Z");
    expect(await run()).toEqual({ filled: 0 });
  });

  it("reads its work list off the partial index, never the whole events table", async () => {
    const plan = await expectIndexedPlan(
      "SELECT events.id FROM events INNER JOIN families ON families.id = events.family_id WHERE events.ends_at IS NULL AND events.recurrence_ends IS NOT NULL LIMIT 500",
    );
    expect(plan).toContain("events_ends_unknown");
  });

  it("runs with the five-minute jobs", () => {
    expect(jobsByCron["*/5 * * * *"]).toContain(fillEventEnds);
  });

  it("marks itself finished in the run that leaves no row to fill, and from then on the five-minute trigger skips it", async () => {
    await db.delete(finishedJobs);
    const user = await createUser();
    const times = {
      startTime: "2026-05-04T08:00:00.000Z",
      endTime: "2026-05-04T09:00:00.000Z",
      recurrence: "daily" as const,
      recurrenceEnds: "2026-05-08T08:00:00.000Z",
    };
    await oldEvent(user, times);
    await oldEvent(user, times);
    const marks = () => db.select({ name: finishedJobs.name }).from(finishedJobs);
    const now = Date.parse("2026-06-01T00:00:00.000Z");

    // A full page may leave rows behind: not finished yet.
    expect(await fillEventEnds({ db }, now, 1)).toEqual({ filled: 1 });
    expect(await marks()).toEqual([]);
    expect(await jobsToRun(db, "*/5 * * * *")).toContain(fillEventEnds);

    // Fewer rows than a page: every row is filled, and the mark goes in the same batch.
    expect(await fillEventEnds({ db }, now, 2)).toEqual({ filled: 1 });
    expect(await marks()).toEqual([{ name: FILL_EVENT_ENDS }]);
    const jobs = await jobsToRun(db, "*/5 * * * *");
    expect(jobs).not.toContain(fillEventEnds);
    expect(jobs).toContain(purgeTickedItems);
  });

  it("runs again in a database without its mark, as a restored one is (finished_jobs is never in a backup)", async () => {
    await db.insert(finishedJobs).values({ name: FILL_EVENT_ENDS, finishedAt: "2026-06-01T00:00:00.000Z" }).onConflictDoNothing();
    expect(await jobsToRun(db, "*/5 * * * *")).not.toContain(fillEventEnds);
    await db.delete(finishedJobs);
    expect(await jobsToRun(db, "*/5 * * * *")).toContain(fillEventEnds);
  });

  it("runs once more after a restore, which forgets the marks: the file may hold events it fills", async () => {
    const restored = await unknownZoneEvent();
    await db.insert(finishedJobs).values({ name: FILL_EVENT_ENDS, finishedAt: "2026-06-01T00:00:00.000Z" }).onConflictDoNothing();
    await db.run(sql.raw(forgetFinishedJobs().sql));
    expect(await jobsToRun(db, "*/5 * * * *")).toContain(fillEventEnds);
    await run();
    expect(await endsAtOf(restored)).toBe("2026-03-09T12:00:00.000Z");
    expect(await jobsToRun(db, "*/5 * * * *")).not.toContain(fillEventEnds);
  });
});
