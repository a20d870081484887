import { and, eq, sql } from "drizzle-orm";
import type { Reward, RewardBody } from "@contract/schemas/kitchen";
import { rewardRequests, rewards } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { notFound } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import type { Actor } from "./actor";
import { assertChildren } from "./children";
import { giveBackQuery } from "./reservations";

/** The family's rewards (docs/features/kitchen.md "Rewards and requests"). */

export type RewardRow = typeof rewards.$inferSelect;

export const toReward = (row: RewardRow): Reward => ({
  id: row.id,
  title: row.title,
  emoji: row.emoji,
  cost: row.cost,
  members: row.members === null ? null : (JSON.parse(row.members) as string[]),
  cooldownHours: row.cooldownHours,
  approveAtOnce: row.approveAtOnce,
});

async function columnsOf(db: Db, familyId: string, body: RewardBody) {
  if (body.members) await assertChildren(db, familyId, body.members);
  return { ...body, members: body.members === null ? null : JSON.stringify(body.members) };
}

export async function rewardOf(db: Db, familyId: string, id: string): Promise<Reward> {
  const [row] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, id), eq(rewards.familyId, familyId)));
  if (!row) throw notFound();
  return toReward(row);
}

export const familyRewards = (db: Db, familyId: string) =>
  db.select().from(rewards).where(eq(rewards.familyId, familyId)).orderBy(rewards.createdAt, rewards.id);

export async function createReward(db: Db, familyId: string, body: RewardBody): Promise<Outcome<Reward>> {
  const row = { id: newId(), familyId, createdAt: iso(Date.now()), ...(await columnsOf(db, familyId, body)) };
  await db.insert(rewards).values(row);
  return outcome(201, toReward(row), tell(familyId, "kitchen_updated"));
}

export async function replaceReward(db: Db, familyId: string, id: string, body: RewardBody): Promise<Outcome<Reward>> {
  await rewardOf(db, familyId, id);
  const columns = await columnsOf(db, familyId, body);
  const [row] = await db
    .update(rewards)
    .set(columns)
    .where(and(eq(rewards.id, id), eq(rewards.familyId, familyId)))
    .returning();
  if (!row) throw notFound();
  return outcome(200, toReward(row), tell(familyId, "kitchen_updated"));
}

/** Deletes a reward with its requests, giving back the stars its waiting requests held; the redemptions stay in the ledger. */
export async function deleteReward(db: Db, actor: Actor, familyId: string, id: string): Promise<Outcome<undefined>> {
  const [, gone] = await db.batch([
    giveBackQuery(db, actor, familyId, eq(rewardRequests.rewardId, id), iso(Date.now())),
    db
      .delete(rewards)
      .where(and(eq(rewards.id, id), eq(rewards.familyId, familyId)))
      .returning({ id: sql<string>`${rewards.id}` }),
  ]);
  if (gone.length === 0) throw notFound();
  return outcome(204, undefined, tell(familyId, "kitchen_updated"));
}
