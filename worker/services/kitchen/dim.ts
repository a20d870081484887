import { eq } from "drizzle-orm";
import type { KitchenDim } from "@contract/schemas/kitchen";
import type { ScreenSchedule } from "@contract/screen-schedule";
import { families } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { notFound } from "@worker/lib/http-error";
import { type Outcome, outcome, tell } from "@worker/services/effects";

/**
 * When the family's kitchen screens are on, dimmed or off (docs/features/kitchen.md "Night" and
 * "Screen times"): the night's two hours (both null for never) and each weekday's own times, on the family's row.
 */

export async function familyScreenTimes(db: Db, familyId: string): Promise<{ dim: KitchenDim; schedule: ScreenSchedule | null }> {
  const [row] = await db
    .select({ from: families.kitchenDimFrom, to: families.kitchenDimTo, schedule: families.kitchenSchedule })
    .from(families)
    .where(eq(families.id, familyId));
  return { dim: row?.from != null && row.to != null ? { from: row.from, to: row.to } : null, schedule: row?.schedule ?? null };
}

async function setColumns(db: Db, familyId: string, columns: Partial<typeof families.$inferInsert>) {
  const [saved] = await db.update(families).set(columns).where(eq(families.id, familyId)).returning({ id: families.id });
  if (!saved) throw notFound();
}

export async function setDim(db: Db, familyId: string, dim: KitchenDim): Promise<Outcome<{ dim: KitchenDim }>> {
  await setColumns(db, familyId, { kitchenDimFrom: dim?.from ?? null, kitchenDimTo: dim?.to ?? null });
  return outcome(200, { dim }, tell(familyId, "kitchen_updated"));
}

/** A schedule whose every day follows the night is stored as none. */
export async function setSchedule(db: Db, familyId: string, schedule: ScreenSchedule | null): Promise<Outcome<{ schedule: ScreenSchedule | null }>> {
  const stored = schedule?.some((day) => day !== null) ? [...schedule] : null;
  await setColumns(db, familyId, { kitchenSchedule: stored });
  return outcome(200, { schedule: stored }, tell(familyId, "kitchen_updated"));
}
