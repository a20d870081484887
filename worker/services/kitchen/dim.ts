import { eq } from "drizzle-orm";
import type { KitchenDim } from "@contract/schemas/kitchen";
import { families } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { notFound } from "@worker/lib/http-error";
import { type Outcome, outcome, tell } from "@worker/services/effects";

/** The family's night on the kitchen screen (docs/features/kitchen.md "Night"): two hours on its row, both null for never. */

export async function familyDim(db: Db, familyId: string): Promise<KitchenDim> {
  const [row] = await db.select({ from: families.kitchenDimFrom, to: families.kitchenDimTo }).from(families).where(eq(families.id, familyId));
  return row?.from != null && row.to != null ? { from: row.from, to: row.to } : null;
}

export async function setDim(db: Db, familyId: string, dim: KitchenDim): Promise<Outcome<{ dim: KitchenDim }>> {
  const [saved] = await db
    .update(families)
    .set({ kitchenDimFrom: dim?.from ?? null, kitchenDimTo: dim?.to ?? null })
    .where(eq(families.id, familyId))
    .returning({ id: families.id });
  if (!saved) throw notFound();
  return outcome(200, { dim }, tell(familyId, "kitchen_updated"));
}
