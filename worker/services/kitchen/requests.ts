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

/** Why an ask was not written: the cooldown, else the stars. */
async function refusalOf(db: Db, reward: Reward, memberId: string, now: number) {
  const cooling = pastCooldown(reward, memberId, now);
  if (!cooling) return notEnoughStars();
  const [free] = await db.all<{ ok: number }>(sql`SELECT ${cooling} AS ok`);
  return free?.ok ? notEnoughStars() : conflict(k.cooldown);
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
  const entryId = reward.approveAtOnce ? newId() : null;
  const at = iso(now);
  const row: RequestRow = {
    id: input.id ?? newId(),
    familyId,
    rewardId: reward.id,
    memberId: input.memberId,
    status: entryId ? "approved" : "pending",
    askedAt: at,
    decidedAt: entryId ? at : null,
    entryId,
  };
  // This batch's own request (its entry id), not a replay's that raced it.
  const written = sql`EXISTS (SELECT 1 FROM ${rewardRequests} WHERE ${rewardRequests.id} = ${row.id} AND ${rewardRequests.entryId} = ${entryId})`;
  const redemption = {
    id: entryId ?? "",
    familyId,
    memberId: input.memberId,
    delta: -reward.cost,
    kind: "redemption" as const,
    rewardId: reward.id,
    requestId: row.id,
    actor,
    at,
  };
  const [inserted] = entryId
    ? await db.batch([requestInsert(db, row, reward, now), entryInsert(db, redemption, written)])
    : [await requestInsert(db, row, reward, now)];
  if (inserted.length === 0) {
    const raced = input.id && (await replayedAsk(db, familyId, input.id));
    if (raced) return raced;
    throw await refusalOf(db, reward, input.memberId, now);
  }
  const [child] = await db.select({ name: familyMembers.name }).from(familyMembers).where(eq(familyMembers.id, input.memberId));
  return outcome(201, toRequest(row), tell(familyId, "kitchen_updated"), !entryId && askPush(familyId, child?.name ?? "", reward, row.id));
}

async function requestOf(db: Db, familyId: string, id: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(rewardRequests)
    .where(and(eq(rewardRequests.id, id), eq(rewardRequests.familyId, familyId)));
  if (!row) throw notFound();
  return row;
}

/** Approves a waiting request: the guarded redemption, then the request marked with it, in one batch. */
export async function approveRequest(db: Db, actor: Actor, familyId: string, id: string, now = Date.now()): Promise<Outcome<RewardRequest>> {
  const request = await requestOf(db, familyId, id);
  if (request.status !== "pending") throw conflict(k.notPending);
  const reward = await rewardOf(db, familyId, request.rewardId);
  const at = iso(now);
  const entry = {
    id: newId(),
    familyId,
    memberId: request.memberId,
    delta: -reward.cost,
    kind: "redemption" as const,
    rewardId: reward.id,
    requestId: id,
    actor,
    at,
  };
  const stillPending = sql`EXISTS (SELECT 1 FROM ${rewardRequests} WHERE ${rewardRequests.id} = ${id} AND ${rewardRequests.status} = 'pending')`;
  const [paid] = await db.batch([
    entryInsert(db, entry, stillPending),
    db
      .update(rewardRequests)
      .set({ status: "approved", decidedAt: at, entryId: entry.id })
      .where(
        and(eq(rewardRequests.id, id), eq(rewardRequests.status, "pending"), sql`EXISTS (SELECT 1 FROM ${starLedger} WHERE ${starLedger.id} = ${entry.id})`),
      ),
  ]);
  if (paid.length === 0) throw (await requestOf(db, familyId, id)).status === "pending" ? notEnoughStars() : conflict(k.notPending);
  return outcome(200, toRequest(await requestOf(db, familyId, id)), tell(familyId, "kitchen_updated"));
}

export async function declineRequest(db: Db, familyId: string, id: string, now = Date.now()): Promise<Outcome<RewardRequest>> {
  const [row] = await db
    .update(rewardRequests)
    .set({ status: "declined", decidedAt: iso(now) })
    .where(and(eq(rewardRequests.id, id), eq(rewardRequests.familyId, familyId), eq(rewardRequests.status, "pending")))
    .returning();
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
