import { and, eq, inArray, sql } from "drizzle-orm";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { Reward, RewardRequest } from "@contract/schemas/kitchen";
import { familyMembers, rewardRequests, starLedger } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { newId } from "@worker/lib/crypto";
import { HttpError, notFound } from "@worker/lib/http-error";
import { taskMessages as t } from "@contract/task-messages";
import { iso } from "@worker/lib/time";
import { type Effect, type Outcome, outcome, tell } from "@worker/services/effects";
import type { Actor } from "./actor";
import { balanceOf, conflict, entryInsert, notEnoughStars } from "./ledger";
import { parentsPush } from "./parents-push";
import { giveBackQuery } from "./reservations";
import { rewardOf } from "./rewards";

/**
 * A child asks for a reward, a parent approves or declines (docs/features/kitchen.md "Rewards and
 * requests"). A redemption is guarded by the balance in the statement that writes it.
 */

const HOUR_MS = 60 * 60 * 1000;
type RequestRow = typeof rewardRequests.$inferSelect;

const toRequest = (row: RequestRow): RewardRequest => ({
  id: row.id,
  rewardId: row.rewardId,
  memberId: row.memberId,
  status: row.status,
  askedAt: row.askedAt,
  decidedAt: row.decidedAt,
  entryId: row.entryId,
});

/** No approved or pending request of this child for this reward within its cooldown. */
const pastCooldown = (reward: Reward, memberId: string, now: number) =>
  reward.cooldownHours === null
    ? undefined
    : sql`NOT EXISTS (SELECT 1 FROM ${rewardRequests} WHERE ${rewardRequests.rewardId} = ${reward.id} AND ${rewardRequests.memberId} = ${memberId}
        AND ${rewardRequests.status} IN ('pending', 'approved') AND ${rewardRequests.askedAt} > ${iso(now - reward.cooldownHours * HOUR_MS)})`;

/** The request's insert: for a child of the family who can afford the reward now, past its cooldown. */
function requestInsert(db: Db, row: RequestRow, reward: Reward, now: number) {
  return db
    .insert(rewardRequests)
    .select(
      db
        .select(fullRow(rewardRequests, { ...row, familyId: familyMembers.familyId, memberId: familyMembers.id }))
        .from(familyMembers)
        .where(
          and(
            eq(familyMembers.id, row.memberId),
            eq(familyMembers.familyId, row.familyId),
            eq(familyMembers.isChild, true),
            sql`${balanceOf(row.memberId)} >= ${reward.cost}`,
            pastCooldown(reward, row.memberId, now),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: rewardRequests.id });
}

/** An ask the screen sent before under its own id: the stored request with 200, or 409 when the id is another family's. */
async function replayedAsk(db: Db, familyId: string, id: string): Promise<Outcome<RewardRequest> | undefined> {
  const [row] = await db.select().from(rewardRequests).where(eq(rewardRequests.id, id));
  if (!row) return undefined;
  if (row.familyId !== familyId) throw new HttpError("conflict", t.clientIdTaken);
  return outcome(200, toRequest(row));
}

/** Why an ask was not written: a request of this child for it already waiting, the cooldown, else the stars. */
async function refusalOf(db: Db, reward: Reward, memberId: string, now: number) {
  const waiting = sql`EXISTS (SELECT 1 FROM ${rewardRequests} WHERE ${rewardRequests.rewardId} = ${reward.id} AND ${rewardRequests.memberId} = ${memberId}
    AND ${rewardRequests.status} = 'pending')`;
  const [state] = await db.all<{ waiting: number; free: number }>(sql`SELECT ${waiting} AS waiting, ${pastCooldown(reward, memberId, now) ?? sql`1`} AS free`);
  if (state?.waiting) return conflict(k.alreadyAsked);
  return state?.free ? notEnoughStars() : conflict(k.cooldown);
}

/** The parents' push when a request waits for them. */
const askPush = (familyId: string, child: string, reward: Reward, requestId: string): Effect =>
  parentsPush(
    familyId,
    "kitchen request push",
    { title: k.childAsksTitle(child), body: k.childAsksBody(reward.title, reward.cost), url: "/children", tag: `kitchen-request-${requestId}` },
    "taskAssigned",
  );

export async function askReward(
  db: Db,
  actor: Actor,
  familyId: string,
  input: { id?: string; rewardId: string; memberId: string },
  now = Date.now(),
): Promise<Outcome<RewardRequest>> {
  const replay = input.id && (await replayedAsk(db, familyId, input.id));
  if (replay) return replay;
  const reward = await rewardOf(db, familyId, input.rewardId);
  if (reward.members && !reward.members.includes(input.memberId)) throw conflict(k.notForChild);
  // The redemption is written with the ask, approved or not: a waiting request holds its stars.
  const entryId = newId();
  const at = iso(now);
  const row: RequestRow = {
    id: input.id ?? newId(),
    familyId,
    rewardId: reward.id,
    memberId: input.memberId,
    status: reward.approveAtOnce ? "approved" : "pending",
    askedAt: at,
    decidedAt: reward.approveAtOnce ? at : null,
    entryId,
  };
  // This batch's own request (its entry id), not a replay's that raced it.
  const written = sql`EXISTS (SELECT 1 FROM ${rewardRequests} WHERE ${rewardRequests.id} = ${row.id} AND ${rewardRequests.entryId} = ${entryId})`;
  const redemption = {
    id: entryId,
    familyId,
    memberId: input.memberId,
    delta: -reward.cost,
    kind: "redemption" as const,
    rewardId: reward.id,
    requestId: row.id,
    actor,
    at,
  };
  // A second waiting request of the child for the reward is refused by its unique index (nothing inserted).
  const [inserted] = await db.batch([requestInsert(db, row, reward, now), entryInsert(db, redemption, written)]);
  if (inserted.length === 0) {
    const raced = input.id && (await replayedAsk(db, familyId, input.id));
    if (raced) return raced;
    throw await refusalOf(db, reward, input.memberId, now);
  }
  const [child] = await db.select({ name: familyMembers.name }).from(familyMembers).where(eq(familyMembers.id, input.memberId));
  return outcome(201, toRequest(row), tell(familyId, "kitchen_updated"), !reward.approveAtOnce && askPush(familyId, child?.name ?? "", reward, row.id));
}

async function requestOf(db: Db, familyId: string, id: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(rewardRequests)
    .where(and(eq(rewardRequests.id, id), eq(rewardRequests.familyId, familyId)));
  if (!row) throw notFound();
  return row;
}

/**
 * Approves a waiting request: its stars were reserved at the ask, so it is marked approved. A request
 * waiting from before reservations has none: it gets the guarded redemption first, in the same batch.
 */
export async function approveRequest(db: Db, actor: Actor, familyId: string, id: string, now = Date.now()): Promise<Outcome<RewardRequest>> {
  const request = await requestOf(db, familyId, id);
  if (request.status !== "pending") throw conflict(k.notPending);
  const at = iso(now);
  const cost = request.entryId ? 0 : (await rewardOf(db, familyId, request.rewardId)).cost;
  const entry = {
    id: newId(),
    familyId,
    memberId: request.memberId,
    delta: -cost,
    kind: "redemption" as const,
    rewardId: request.rewardId,
    requestId: id,
    actor,
    at,
  };
  const unreserved = sql`EXISTS (SELECT 1 FROM ${rewardRequests} WHERE ${rewardRequests.id} = ${id} AND ${rewardRequests.status} = 'pending' AND ${rewardRequests.entryId} IS NULL)`;
  const paid = sql`(${rewardRequests.entryId} IS NOT NULL OR EXISTS (SELECT 1 FROM ${starLedger} WHERE ${starLedger.id} = ${entry.id}))`;
  const [, approved] = await db.batch([
    entryInsert(db, entry, unreserved),
    db
      .update(rewardRequests)
      .set({ status: "approved", decidedAt: at, entryId: sql`coalesce(${rewardRequests.entryId}, ${entry.id})` })
      .where(and(eq(rewardRequests.id, id), eq(rewardRequests.familyId, familyId), eq(rewardRequests.status, "pending"), paid))
      .returning(),
  ]);
  const [row] = approved;
  if (!row) throw (await requestOf(db, familyId, id)).status === "pending" ? notEnoughStars() : conflict(k.notPending);
  return outcome(200, toRequest(row), tell(familyId, "kitchen_updated"));
}

/** Declines a waiting request and gives its reserved stars back, in one batch. */
export async function declineRequest(db: Db, actor: Actor, familyId: string, id: string, now = Date.now()): Promise<Outcome<RewardRequest>> {
  const at = iso(now);
  const [, declined] = await db.batch([
    giveBackQuery(db, actor, familyId, eq(rewardRequests.id, id), at),
    db
      .update(rewardRequests)
      .set({ status: "declined", decidedAt: at })
      .where(and(eq(rewardRequests.id, id), eq(rewardRequests.familyId, familyId), eq(rewardRequests.status, "pending")))
      .returning(),
  ]);
  const [row] = declined;
  if (!row) throw (await requestOf(db, familyId, id)) && conflict(k.notPending);
  return outcome(200, toRequest(row), tell(familyId, "kitchen_updated"));
}

export async function pendingRequests(db: Db, familyId: string): Promise<RewardRequest[]> {
  const rows = await db
    .select()
    .from(rewardRequests)
    .where(and(eq(rewardRequests.familyId, familyId), inArray(rewardRequests.status, ["pending"])))
    .orderBy(rewardRequests.askedAt, rewardRequests.id);
  return rows.map(toRequest);
}
