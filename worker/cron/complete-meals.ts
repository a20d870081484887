import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate, isKnownZone } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { dinnerMeals, families } from "../db/schema";
import { notifyMessages } from "../fanout/producer";
import { iso } from "../lib/time";
import type { JobDeps } from "./purge-shopping";

/** A family-local day of open meals in one zone: completed at the midnight that ends it. */
interface PassedDay {
  timeZone: string;
  start: string;
  midnight: string;
}

const utcIso = (instant: string) => iso(Date.parse(instant));

/**
 * The local days, per zone, that hold open meals and have ended. Meals are found by the minute
 * they start (no zone in use today shifts by less than a minute), so a whole family-day of
 * meals in one zone, most often all the dinners of yesterday, is one row.
 */
function passedDays(rows: readonly { timeZone: string; minute: string }[], now: number): PassedDay[] {
  const days = new Map<string, PassedDay>();
  for (const { timeZone, minute } of rows) {
    if (!isKnownZone(timeZone)) continue;
    const day = familyDate(`${minute}:00Z`, timeZone);
    if (day >= familyDate(now, timeZone)) continue;
    const next = dateText(addToClock(clockOfDate(day), "days", 1));
    days.set(`${timeZone} ${day}`, { timeZone, start: utcIso(startOfFamilyDay(day, timeZone)), midnight: utcIso(startOfFamilyDay(next, timeZone)) });
  }
  return [...days.values()];
}

/**
 * Completes the open meals whose day has ended in their family's time zone, each at the midnight
 * that ended its day (so a late run still records the right time), and tells each affected family
 * (through the fan-out queue).
 * Idempotent: only open meals change, so a second run finds nothing.
 */
export async function completePassedMeals(deps: Pick<JobDeps, "db" | "fanout">, now: number): Promise<{ completed: number; families: number }> {
  const { db } = deps;
  // Any meal whose day has ended began before now; today's earlier meals are sorted out per zone.
  const candidates = await db
    .selectDistinct({ timeZone: families.timeZone, minute: sql<string>`substr(${dinnerMeals.scheduledDate}, 1, 16)` })
    .from(dinnerMeals)
    .innerJoin(families, eq(families.id, dinnerMeals.familyId))
    .where(and(eq(dinnerMeals.completed, false), lt(dinnerMeals.scheduledDate, iso(now))));
  const days = passedDays(candidates, now);
  if (days.length === 0) return { completed: 0, families: 0 };

  const updates = days.map((day) =>
    db
      .update(dinnerMeals)
      .set({ completed: true, completedAt: day.midnight })
      .where(
        and(
          eq(dinnerMeals.completed, false),
          gte(dinnerMeals.scheduledDate, day.start),
          lt(dinnerMeals.scheduledDate, day.midnight),
          inArray(dinnerMeals.familyId, db.select({ id: families.id }).from(families).where(eq(families.timeZone, day.timeZone))),
        ),
      )
      .returning({ familyId: dinnerMeals.familyId }),
  );
  const results = await db.batch(updates as [(typeof updates)[number], ...typeof updates]);
  const changed = results.flat();
  const familyIds = [...new Set(changed.map((row) => row.familyId))];
  await deps.fanout.send(notifyMessages("dinner_meals_updated", familyIds));
  return { completed: changed.length, families: familyIds.length };
}
