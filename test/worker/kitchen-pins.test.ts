import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { KITCHEN_PIN_TRIES } from "@contract/kitchen-limits";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { KitchenBoard, RewardRequest } from "@contract/schemas/kitchen";
import { choreCompletions, familyMembers, kitchenPinTries, rewardRequests, starLedger } from "@worker/db/schema";
import { childAsk, childTick } from "@worker/services/kitchen/child-actions";
import { screenOfToken } from "@worker/services/kitchen/screens";
import { eq } from "drizzle-orm";
import { call, errorBody } from "@test/helpers/api";
import { createUser, db, type TestUser } from "@test/helpers/factories";
import { pushesTo, received, withPhone } from "@test/helpers/push";
import { addChild, addChore, extraScreen, giveStars, ok, PARENT_PIN } from "@test/helpers/kitchen";

const VAPID_PUBLIC_KEY = env.VAPID_PUBLIC_KEY!;

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * A paired screen of the user's family, written straight to D1: pairing through the API checks the
 * account's password with scrypt each time, and pairing has its own tests (kitchen-pairing.test.ts).
 */
const screenOf = async (user: TestUser) => ({ token: await extraScreen(user) });

async function childWithPin() {
  const user = await createUser();
  const screen = await screenOf(user);
  const child = await addChild(user, "Rókur");
  await ok(call("PUT", `/api/kitchen/members/${child}/pin`, { token: user.token, body: { pin: "1357" } }), 204);
  const chore = await addChore(user, {
    kind: "routine",
    partOfDay: "evening",
    title: "Borsta tenn",
    emoji: "🪥",
    stars: 1,
    members: [child],
    approval: "auto",
  });
  const tick = (pin?: string, token = screen.token) =>
    call("POST", "/api/kitchen/screen/ticks", { token, body: { choreId: chore.id, memberId: child, ...(pin ? { pin } : {}) } });
  return { user, screen, child, chore, tick };
}

/** A reward of 4 stars for every child, approved at once or by a parent. */
const addCinemaReward = (user: { token: string }, approveAtOnce: boolean) =>
  ok<{ id: string }>(
    call("POST", "/api/kitchen/rewards", {
      token: user.token,
      body: { title: "Bio", emoji: "🎬", cost: 4, members: null, cooldownHours: null, approveAtOnce },
    }),
    201,
  );

describe('PINs on the kitchen screen (docs/features/kitchen.md "PIN tries")', () => {
  it("is stored only as a hash, asked for, and checked", async () => {
    const { child, tick } = await childWithPin();
    const [row] = await db.select({ pinHash: familyMembers.pinHash }).from(familyMembers).where(eq(familyMembers.id, child));
    expect(row?.pinHash).toMatch(/^scrypt\$/);
    expect(row?.pinHash).not.toContain("1357");
    const missing = await tick();
    expect(missing.status).toBe(400);
    expect((await errorBody(missing)).message).toBe(k.pinRequired);
    const wrong = await tick("0000");
    expect(wrong.status).toBe(403);
    expect((await errorBody(wrong)).message).toBe(k.pinWrong);
    expect((await tick("1357")).status).toBe(201);
  });

  it("5 wrong tries in parallel lock that profile on every screen with 429 and Retry-After, the right PIN too; a parent's reset opens it", async () => {
    const { user, screen, child, tick } = await childWithPin();
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, index) => tick(String(2000 + index))));
    expect(guesses.filter((response) => response.status === 403)).toHaveLength(5);
    expect(guesses.filter((response) => response.status === 429)).toHaveLength(3);
    const locked = await tick("1357");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await errorBody(locked)).message).toBe(k.pinTooManyTries);

    // Another screen of the family is locked out of the profile as well.
    const other = await screenOf(user);
    expect((await tick("1357", other.token)).status).toBe(429);

    await ok(call("DELETE", `/api/kitchen/members/${child}/pin`, { token: user.token }), 204);
    const board = await ok<KitchenBoard>(call("GET", "/api/kitchen/board", { token: user.token }), 200);
    expect(board.children.find((row) => row.id === child)?.hasPin).toBe(false);
    await ok(call("PUT", `/api/kitchen/members/${child}/pin`, { token: user.token, body: { pin: "8642" } }), 204);
    expect((await tick("8642", screen.token)).status).toBe(201);
  });

  it("wrong PINs on two screens count against the child together: the window fills across them", async () => {
    const { user, tick } = await childWithPin();
    const hall = await screenOf(user);
    const wrong = [await tick("2001"), await tick("2002", hall.token), await tick("2003"), await tick("2004", hall.token), await tick("2005")];
    expect(wrong.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
    const refused = await tick("1357", hall.token);
    expect(refused.status).toBe(429);
    expect((await errorBody(refused)).message).toBe(k.pinTooManyTries);
  });

  it("parallel wrong PINs from two screens all count: five are judged and the rest refused", async () => {
    const { user, child, tick } = await childWithPin();
    const hall = await screenOf(user);
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, index) => tick(String(3000 + index), index % 2 === 0 ? undefined : hall.token)));
    expect(guesses.filter((response) => response.status === 403)).toHaveLength(5);
    expect(guesses.filter((response) => response.status === 429)).toHaveLength(3);
    const tries = await db.select().from(kitchenPinTries).where(eq(kitchenPinTries.memberId, child));
    expect(tries.map((row) => row.wrong)).toEqual([true, true, true, true, true]);
  });

  it("a right PIN in parallel with wrong ones is accepted and gives its try back", async () => {
    const { tick } = await childWithPin();
    const [right, ...wrong] = await Promise.all([tick("1357"), tick("2001"), tick("2002"), tick("2003"), tick("2004")]);
    expect(right?.status).toBe(201);
    expect(wrong.map((response) => response.status)).toEqual([403, 403, 403, 403]);
    // Four wrong ones count; the right one's place is free again for one more try.
    expect((await tick("2005")).status).toBe(403);
    expect((await tick("1357")).status).toBe(429);
  });

  it("a right PIN is never refused because of parallel right ones: seven at once, more than the window holds, all pass the PIN", async () => {
    const { tick } = await childWithPin();
    const sends = await Promise.all(Array.from({ length: 7 }, () => tick("1357")));
    // One tick is done; the others find it done. None is refused for the PIN.
    expect(sends.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409]);
  });

  it("the parents are told by push once when the wrong PINs fill the window, not once a try", async () => {
    const { user, tick } = await childWithPin();
    const other = await createUser({ familyId: user.familyId });
    const [phone, otherPhone] = [await withPhone(user), await withPhone(other)];
    const stranger = await createUser();
    const strangerPhone = await withPhone(stranger);
    await Promise.all(Array.from({ length: 8 }, (_, index) => tick(String(4000 + index))));
    expect((await tick("4100")).status).toBe(429);
    const [notice] = await received(phone, 1);
    expect(notice).toEqual({
      title: k.pinAlertTitle("Rókur"),
      body: k.pinAlertBody(KITCHEN_PIN_TRIES.limit),
      url: "/children",
      tag: expect.stringMatching(/^kitchen-pin-/),
    });
    expect(await received(otherPhone, 1)).toHaveLength(1);
    await settle();
    expect(await pushesTo(phone, VAPID_PUBLIC_KEY)).toHaveLength(1);
    expect(await pushesTo(strangerPhone, VAPID_PUBLIC_KEY)).toEqual([]);
  });

  it("fewer wrong PINs than the limit tell nobody", async () => {
    const { user, tick } = await childWithPin();
    const phone = await withPhone(user);
    for (const pin of ["2001", "2002", "2003", "2004"]) expect((await tick(pin)).status).toBe(403);
    await settle();
    expect(await pushesTo(phone, VAPID_PUBLIC_KEY)).toEqual([]);
  });

  it("the tick and ask services refuse a wrong PIN themselves, writing nothing", async () => {
    const { user, screen, child, chore } = await childWithPin();
    const caller = await screenOfToken(db, screen.token, () => {});
    if (!caller) throw new Error("the screen was not paired");
    await giveStars(user, child, 10);
    const reward = await addCinemaReward(user, true);
    const choreId = chore.id;
    const ledgerBefore = await db.select().from(starLedger).where(eq(starLedger.memberId, child));
    const noticed: unknown[] = [];
    const sink = (effects: readonly unknown[]) => void noticed.push(...effects);
    await expect(childTick(db, caller, { choreId, memberId: child, pin: "0000" }, sink)).rejects.toMatchObject({ status: 403 });
    await expect(childAsk(db, caller, { rewardId: reward.id, memberId: child, pin: "0000" }, sink)).rejects.toMatchObject({ status: 403 });
    expect(await db.select().from(choreCompletions).where(eq(choreCompletions.memberId, child))).toEqual([]);
    expect(await db.select().from(rewardRequests).where(eq(rewardRequests.memberId, child))).toEqual([]);
    expect(await db.select().from(starLedger).where(eq(starLedger.memberId, child))).toEqual(ledgerBefore);
    expect(noticed).toEqual([]);
    await childTick(db, caller, { choreId, memberId: child, pin: "1357" }, sink);
    expect(await db.select().from(choreCompletions).where(eq(choreCompletions.memberId, child))).toHaveLength(1);
  });

  it("a parent acts on the screen only with their PIN, and a child cannot act as a parent", async () => {
    const user = await createUser();
    const screen = await screenOf(user);
    const child = await addChild(user, "Rókur");
    await giveStars(user, child, 10);
    const reward = await addCinemaReward(user, false);
    const request = await ok<RewardRequest>(
      call("POST", "/api/kitchen/screen/requests", { token: screen.token, body: { rewardId: reward.id, memberId: child } }),
      201,
    );
    const act = (pin: string) =>
      call("POST", "/api/kitchen/screen/parent-actions", {
        token: screen.token,
        body: { parentId: user.memberId, pin, action: "approve-request", id: request.id },
      });
    const noPin = await act(PARENT_PIN);
    expect(noPin.status).toBe(403);
    expect((await errorBody(noPin)).message).toBe(k.parentPinMissing);
    await ok(call("PUT", `/api/kitchen/members/${user.memberId}/pin`, { token: user.token, body: { pin: PARENT_PIN } }), 204);
    expect((await act("1111")).status).toBe(403);
    const approved = await ok<RewardRequest>(act(PARENT_PIN), 200);
    expect(approved).toMatchObject({ status: "approved", entryId: expect.any(String) });

    // A child's id is not a parent's; a PIN is 4–6 digits.
    const asChild = await call("POST", "/api/kitchen/screen/parent-actions", {
      token: screen.token,
      body: { parentId: child, pin: PARENT_PIN, action: "decline-request", id: request.id },
    });
    expect(asChild.status).toBe(404);
    const invalid = await call("PUT", `/api/kitchen/members/${user.memberId}/pin`, { token: user.token, body: { pin: "12" } });
    expect(invalid.status).toBe(400);
    expect((await errorBody(invalid)).message).toBe(k.pinInvalid);
  });
});
