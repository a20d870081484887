import type { KitchenChild, LedgerEntry, Paired, Pairing, Reward, RewardRequest, TickAnswer, Chore } from "@contract/schemas/kitchen";
import { call, json } from "./api";
import type { TestUser } from "./factories";

/** A family's kitchen, made through the API as a parent and a paired screen would (docs/features/kitchen.md). */
export interface KitchenWorld {
  childId: string;
  /** A routine of the child, not ticked today. */
  choreId: string;
  /** A chore that needs a parent's approval, ticked today on the screen: pending. */
  pendingChoreId: string;
  completionId: string;
  rewardId: string;
  /** The child's pending request for the reward. */
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
  const { code } = await ok<Pairing>(call("POST", "/api/kitchen/pairings", { token: user.token }), 201);
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

export async function seedKitchen(user: TestUser): Promise<KitchenWorld> {
  const paired = await pairScreen(user);
  const kitchenToken = paired.token;
  const { code: pairingCode } = await ok<Pairing>(call("POST", "/api/kitchen/pairings", { token: user.token }), 201);
  const childId = await addChild(user, "Ronja");
  await ok(call("PUT", `/api/kitchen/members/${user.memberId}/pin`, { token: user.token, body: { pin: PARENT_PIN } }), 204);
  const entry = await giveStars(user, childId, 50);
  const routine = await addChore(user, {
    kind: "routine",
    partOfDay: "morning",
    title: "Klæða seg",
    emoji: "👕",
    stars: 1,
    members: [childId],
    approval: "auto",
  });
  const chore = await addChore(user, {
    kind: "chore",
    schedule: { every: "day" },
    mode: "fixed",
    title: "Rudda kamarið",
    emoji: "🧹",
    stars: 3,
    members: [childId],
    approval: "parent",
  });
  const tick = await ok<TickAnswer>(call("POST", "/api/kitchen/screen/ticks", { token: kitchenToken, body: { choreId: chore.id, memberId: childId } }), 201);
  const reward = await ok<Reward>(
    call("POST", "/api/kitchen/rewards", {
      token: user.token,
      body: { title: "Ein ísur", emoji: "🍦", cost: 5, members: null, cooldownHours: null, approveAtOnce: false },
    }),
    201,
  );
  const request = await ok<RewardRequest>(
    call("POST", "/api/kitchen/screen/requests", { token: kitchenToken, body: { rewardId: reward.id, memberId: childId } }),
    201,
  );
  return {
    childId,
    choreId: routine.id,
    pendingChoreId: chore.id,
    completionId: tick.task.completionId!,
    rewardId: reward.id,
    requestId: request.id,
    entryId: entry.id,
    screenId: paired.screen.id,
    kitchenToken,
    pairingCode,
  };
}
