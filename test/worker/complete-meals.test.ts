import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { completePassedMeals } from "@worker/cron/complete-meals";
import { jobsByCron } from "@worker/cron/index";
import { dinnerMeals, families } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { fanoutSpy } from "@test/helpers/queue";

const at = (instant: string) => Date.parse(instant);

async function familyIn(timeZone: string): Promise<TestUser> {
  const user = await createUser();
  await db.update(families).set({ timeZone }).where(eq(families.id, user.familyId));
  return user;
}

/** A meal stored as it is (the API refuses past days, and these tests live on fixed dates). */
async function meal(user: TestUser, scheduledDate: string) {
  const id = newId();
  await db.insert(dinnerMeals).values({ id, familyId: user.familyId, createdBy: user.id, title: "Døgurði", scheduledDate, createdAt: scheduledDate });
  return id;
}

async function state(id: string) {
  const [row] = await db.select({ completed: dinnerMeals.completed, completedAt: dinnerMeals.completedAt }).from(dinnerMeals).where(eq(dinnerMeals.id, id));
  return row;
}

const run = (now: string) => completePassedMeals({ db, fanout: fanoutSpy().fanout }, at(now));

describe("completePassedMeals", () => {
  it.each([
    // zone, the meal (UTC), the midnight that ends its day in that zone (UTC)
    ["Atlantic/Faroe", "2026-11-22T18:00:00.000Z", "2026-11-23T00:00:00.000Z"],
    ["Pacific/Kiritimati", "2026-11-22T04:00:00.000Z", "2026-11-22T10:00:00.000Z"],
    ["America/Los_Angeles", "2026-11-23T02:00:00.000Z", "2026-11-23T08:00:00.000Z"],
    // Spring forward: 28 March 2027 in Berlin has 23 hours.
    ["Europe/Berlin", "2027-03-28T16:00:00.000Z", "2027-03-28T22:00:00.000Z"],
    // Fall back: 25 October 2026 in Berlin has 25 hours.
    ["Europe/Berlin", "2026-10-25T17:00:00.000Z", "2026-10-25T23:00:00.000Z"],
    // Chile moves its clocks at midnight: 6 September 2026 begins at 01:00.
    ["America/Santiago", "2026-09-05T22:00:00.000Z", "2026-09-06T04:00:00.000Z"],
  ])("in %s a meal at %s stays open until its day ends at %s, then completes at that midnight", async (timeZone, scheduled, midnight) => {
    const user = await familyIn(timeZone);
    const id = await meal(user, scheduled);
    await run(new Date(at(midnight) - 1_000).toISOString());
    expect(await state(id)).toEqual({ completed: false, completedAt: null });
    await run(new Date(at(midnight) + 1_000).toISOString());
    expect(await state(id)).toEqual({ completed: true, completedAt: midnight });
  });

  it("a late run still records the midnight that ended the meal's day", async () => {
    const user = await familyIn("Europe/Berlin");
    const id = await meal(user, "2026-10-25T17:00:00.000Z");
    await run("2026-10-29T12:00:00.000Z");
    expect(await state(id)).toEqual({ completed: true, completedAt: "2026-10-25T23:00:00.000Z" });
  });

  it("leaves today's meals open, earlier ones too, and meals of families whose day has not ended", async () => {
    const faroe = await familyIn("Atlantic/Faroe");
    const hawaii = await familyIn("Pacific/Honolulu");
    const breakfast = await meal(faroe, "2026-11-23T08:00:00.000Z");
    const dinner = await meal(faroe, "2026-11-23T18:00:00.000Z");
    // 22 November 20:00 in Honolulu, which is still 22 November there at the run below.
    const late = await meal(hawaii, "2026-11-23T06:00:00.000Z");
    await run("2026-11-23T09:30:00.000Z");
    for (const id of [breakfast, dinner, late]) expect(await state(id)).toEqual({ completed: false, completedAt: null });
  });

  it("is idempotent: a second run changes nothing, tells nobody, and keeps a meal completed by hand as it was", async () => {
    const user = await familyIn("Atlantic/Faroe");
    const passed = await meal(user, "2026-11-20T18:00:00.000Z");
    const byHand = await meal(user, "2026-11-20T19:00:00.000Z");
    await db.update(dinnerMeals).set({ completed: true, completedAt: "2026-11-20T19:30:00.000Z" }).where(eq(dinnerMeals.id, byHand));

    const first = fanoutSpy();
    await completePassedMeals({ db, fanout: first.fanout }, at("2026-11-23T00:10:00.000Z"));
    expect(first.callsFor(user.familyId)).toEqual([[user.familyId, "dinner_meals_updated"]]);
    expect(await state(passed)).toEqual({ completed: true, completedAt: "2026-11-21T00:00:00.000Z" });

    const again = fanoutSpy();
    await completePassedMeals({ db, fanout: again.fanout }, at("2026-11-23T00:15:00.000Z"));
    expect(again.callsFor(user.familyId)).toEqual([]);
    expect(await state(passed)).toEqual({ completed: true, completedAt: "2026-11-21T00:00:00.000Z" });
    expect(await state(byHand)).toEqual({ completed: true, completedAt: "2026-11-20T19:30:00.000Z" });
  });

  it("tells each affected family once, and no family without a passed meal", async () => {
    const alice = await familyIn("Atlantic/Faroe");
    const bob = await familyIn("Europe/Berlin");
    const carol = await familyIn("Atlantic/Faroe");
    await meal(alice, "2026-11-21T18:00:00.000Z");
    await meal(alice, "2026-11-22T18:00:00.000Z");
    await meal(bob, "2026-11-22T17:00:00.000Z");
    await meal(carol, "2026-11-30T18:00:00.000Z");
    const spy = fanoutSpy();
    const result = await completePassedMeals({ db, fanout: spy.fanout }, at("2026-11-23T06:00:00.000Z"));
    expect(spy.callsFor(alice.familyId)).toEqual([[alice.familyId, "dinner_meals_updated"]]);
    expect(spy.callsFor(bob.familyId)).toEqual([[bob.familyId, "dinner_meals_updated"]]);
    expect(spy.callsFor(carol.familyId)).toEqual([]);
    expect(result.completed).toBeGreaterThanOrEqual(3);
  });

  it("runs on the five-minute trigger", () => {
    expect(jobsByCron["*/5 * * * *"]).toContain(completePassedMeals);
  });
});
