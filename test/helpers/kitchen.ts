import { eq } from "drizzle-orm";
import { familyDate } from "@contract/time/zone";
import type { Chore, KitchenChild, LedgerEntry } from "@contract/schemas/kitchen";
import type { Paired, Pairing } from "@contract/schemas/kitchen-screens";
import { KITCHEN_PAIRING_TTL_MS, KITCHEN_TOKEN_PREFIX } from "@contract/kitchen-limits";
import * as schema from "@worker/db/schema";
import { hashToken, newId, randomToken } from "@worker/lib/crypto";
import { hashPassword } from "@worker/lib/passwords";
import { pairingCode } from "@worker/services/kitchen/screens";
import { call, json } from "./api";
import { db, PASSWORD, type TestUser } from "./factories";

/** A family's kitchen, made through the API as a parent and a paired screen would (docs/features/kitchen.md). */
export interface KitchenWorld {
  childId: string;
  /** A routine of the child, not ticked today. */
  choreId: string;
  /** A chore that needs a parent's approval, ticked today on the screen: pending. */
  pendingChoreId: string;
  completionId: string;
  rewardId: string;
  /** The child's pending request for another reward (so the child may still ask for `rewardId`), holding its 5 stars. */
  requestId: string;
  /** The child's 50-star bonus. */
  entryId: string;
  screenId: string;
  kitchenToken: string;
  /** An unused pairing code. */
  pairingCode: string;
}

/** The parent PIN the world's user sets. */
export const PARENT_PIN = "2468";

export async function ok<T>(response: Promise<Response>, status: number): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`kitchen seeding failed: ${answer.url} ${answer.status} ${await answer.text()}`);
  return status === 204 ? (undefined as T) : json<T>(answer);
}

/** Pairs a screen for the user's family: a code from the phone, exchanged by the tablet. */
export async function pairScreen(user: TestUser, name = "Køkur"): Promise<Paired> {
  const { code } = await ok<Pairing>(call("POST", "/api/kitchen/pairings", { token: user.token, body: { password: PASSWORD } }), 201);
  return ok<Paired>(call("POST", "/api/kitchen/pair", { body: { code, name } }), 201);
}

/** A member without an account made a child. */
export async function addChild(user: TestUser, name: string): Promise<string> {
  const member = await ok<{ id: string }>(call("POST", "/api/family-members", { token: user.token, body: { name, role: "Barn" } }), 201);
  await ok<KitchenChild>(
    call("PATCH", `/api/kitchen/members/${member.id}`, { token: user.token, body: { child: true, colour: "#1e88e5", avatar: "🐻" } }),
    200,
  );
  return member.id;
}

export const addChore = (user: TestUser, body: Record<string, unknown>) => ok<Chore>(call("POST", "/api/kitchen/chores", { token: user.token, body }), 201);

export const giveStars = (user: TestUser, memberId: string, stars: number) =>
  ok<LedgerEntry>(call("POST", "/api/kitchen/ledger", { token: user.token, body: { memberId, kind: "bonus", stars } }), 201);

/** Another paired screen of the user's family, written straight to D1: its token. */
export async function extraScreen(user: TestUser): Promise<string> {
  const token = `${KITCHEN_TOKEN_PREFIX}${randomToken()}`;
  const at = new Date().toISOString();
  await db
    .insert(schema.kitchenScreens)
    .values({ id: newId(), familyId: user.familyId, name: "Køkur", tokenHash: hashToken(token), createdBy: user.id, createdAt: at, lastSeenAt: at });
  return token;
}

/** Cheap scrypt for the seeded parent PIN: the stored hash names its parameters, so checking it stays cheap too. */
const CHEAP_SCRYPT = { N: 2, r: 1, p: 1 };

/**
 * The world's kitchen, written straight to D1 in one batch (every security test seeds a world per
 * route, so this stays cheap): a paired screen and an unused code, a child with 50 stars, a routine
 * not ticked today, a parent-approved chore ticked today (pending), a reward and a pending request holding its stars,
 * and the user's parent PIN. The kitchen tests make theirs through the API.
 */
export async function seedKitchen(user: TestUser): Promise<KitchenWorld> {
  const now = Date.now();
  const at = new Date(now).toISOString();
  const ids = {
    screen: newId(),
    child: newId(),
    routine: newId(),
    chore: newId(),
    completion: newId(),
    reward: newId(),
    request: newId(),
    entry: newId(),
    reservation: newId(),
    askedReward: newId(),
    askedStars: newId(),
  };
  const kitchenToken = `${KITCHEN_TOKEN_PREFIX}${randomToken()}`;
  const code = pairingCode();
  const familyId = user.familyId;
  const chore = { familyId, kind: "chore" as const, emoji: "🧹", stars: 3, members: JSON.stringify([ids.child]), createdAt: at };
  await db.batch([
    db
      .insert(schema.kitchenScreens)
      .values({ id: ids.screen, familyId, name: "Køkur", tokenHash: hashToken(kitchenToken), createdBy: user.id, createdAt: at, lastSeenAt: at }),
    db
      .insert(schema.kitchenPairings)
      .values({ codeHash: hashToken(code), familyId, createdBy: user.id, expiresAt: new Date(now + KITCHEN_PAIRING_TTL_MS).toISOString(), createdAt: at }),
    db
      .insert(schema.familyMembers)
      .values({ id: ids.child, familyId, name: "Ronja", role: "Barn", createdAt: at, isChild: true, colour: "#1e88e5", avatar: "🐻" }),
    db
      .update(schema.familyMembers)
      .set({ pinHash: await hashPassword(PARENT_PIN, CHEAP_SCRYPT) })
      .where(eq(schema.familyMembers.id, user.memberId)),
    // The 5 stars the waiting request holds come on top, so the 50-star bonus can still be undone.
    db.insert(schema.starLedger).values([
      { id: ids.entry, familyId, memberId: ids.child, delta: 50, kind: "bonus", byUserId: user.id, at },
      { id: ids.askedStars, familyId, memberId: ids.child, delta: 5, kind: "bonus", byUserId: user.id, at },
    ]),
    db.insert(schema.chores).values([
      { ...chore, id: ids.routine, kind: "routine", title: "Klæða seg", emoji: "👕", stars: 1, partOfDay: "morning", mode: "each", approval: "auto" },
      { ...chore, id: ids.chore, title: "Rudda kamarið", schedule: JSON.stringify({ every: "day" }), mode: "fixed", approval: "parent" },
    ]),
    db.insert(schema.choreCompletions).values({
      id: ids.completion,
      familyId,
      choreId: ids.chore,
      memberId: ids.child,
      period: familyDate(now, "Atlantic/Faroe"),
      slot: "",
      status: "pending",
      byScreenId: ids.screen,
      at,
    }),
    db.insert(schema.rewards).values([
      { id: ids.reward, familyId, title: "Ein ísur", emoji: "🍦", cost: 5, createdAt: at },
      { id: ids.askedReward, familyId, title: "Bio", emoji: "🎬", cost: 5, createdAt: at },
    ]),
    db
      .insert(schema.rewardRequests)
      .values({ id: ids.request, familyId, rewardId: ids.askedReward, memberId: ids.child, status: "pending", askedAt: at, entryId: ids.reservation }),
    db.insert(schema.starLedger).values({
      id: ids.reservation,
      familyId,
      memberId: ids.child,
      delta: -5,
      kind: "redemption",
      rewardId: ids.askedReward,
      requestId: ids.request,
      byScreenId: ids.screen,
      at,
    }),
  ]);
  return {
    childId: ids.child,
    choreId: ids.routine,
    pendingChoreId: ids.chore,
    completionId: ids.completion,
    rewardId: ids.reward,
    requestId: ids.request,
    entryId: ids.entry,
    screenId: ids.screen,
    kitchenToken,
    pairingCode: code,
  };
}
