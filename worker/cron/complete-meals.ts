import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate, isKnownZone } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { dinnerMeals, families } from "../db/schema";
import { notifyMessages } from "../fanout/producer";
import { iso } from "../lib/time";
import { dueWeeklySources } from "../services/meals/weekly";
import { completeWeeklyMeals } from "./complete-weekly";
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

/** The zone-day updates of the meals that do not repeat: one UPDATE per (zone, day) ended. */
async function completePlainMeals(db: JobDeps["db"], now: number): Promise<string[]> {
  // Any meal whose day has ended began before now; today's earlier meals are sorted out per zone.
  const candidates = await db
    .selectDistinct({ timeZone: families.timeZone, minute: sql<string>`substr(${dinnerMeals.scheduledDate}, 1, 16)` })
    .from(dinnerMeals)
    .innerJoin(families, eq(families.id, dinnerMeals.familyId))
    .where(and(eq(dinnerMeals.completed, false), lt(dinnerMeals.scheduledDate, iso(now)), eq(dinnerMeals.repeatWeekly, false)));
  const days = passedDays(candidates, now);
  if (days.length === 0) return [];
  const updates = days.map((day) =>
    db
      .update(dinnerMeals)
      .set({ completed: true, completedAt: day.midnight })
      .where(
        and(
          eq(dinnerMeals.completed, false),
          eq(dinnerMeals.repeatWeekly, false),
          gte(dinnerMeals.scheduledDate, day.start),
          lt(dinnerMeals.scheduledDate, day.midnight),
          inArray(dinnerMeals.familyId, db.select({ id: families.id }).from(families).where(eq(families.timeZone, day.timeZone))),
        ),
      )
      .returning({ familyId: dinnerMeals.familyId }),
  );
  const results = await db.batch(updates as [(typeof updates)[number], ...typeof updates]);
  return results.flat().map((row) => row.familyId);
}

/** The weekly meals whose day has ended, each with the midnight that ended it. */
async function passedWeeklyMeals(db: JobDeps["db"], now: number) {
  const sources = await dueWeeklySources(db, now);
  return sources.flatMap((source) => {
    const [day] = passedDays([{ timeZone: source.timeZone, minute: source.scheduledDate.slice(0, 16) }], now);
    return day ? [{ source, midnight: day.midnight }] : [];
  });
}

/**
 * Completes the open meals whose day has ended in their family's time zone, each at the midnight
 * that ended its day (so a late run still records the right time), and tells each affected family
 * (through the fan-out queue). A weekly meal is completed in a batch with its next week
 * (completeWeeklyMeals).
 * Idempotent: only open meals change, so a second run finds nothing.
 */
export async function completePassedMeals(deps: Pick<JobDeps, "db" | "fanout">, now: number): Promise<{ completed: number; families: number }> {
  const { db } = deps;
  const plain = await completePlainMeals(db, now);
  const weekly = await completeWeeklyMeals(db, await passedWeeklyMeals(db, now), now);
  const completed = [...plain, ...weekly.completed];
  const familyIds = [...new Set(completed)];
  await deps.fanout.send([...notifyMessages("dinner_meals_updated", familyIds), ...notifyMessages("shopping_list_updated", [...new Set(weekly.shopping)])]);
  return { completed: completed.length, families: familyIds.length };
}
