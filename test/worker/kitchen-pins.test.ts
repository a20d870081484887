import { describe, expect, it } from "vitest";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { KitchenBoard, RewardRequest } from "@contract/schemas/kitchen";
import { familyMembers } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { call, errorBody } from "@test/helpers/api";
import { createUser, db } from "@test/helpers/factories";
import { addChild, addChore, giveStars, ok, PARENT_PIN, pairScreen } from "@test/helpers/kitchen";

async function childWithPin() {
  const user = await createUser();
  const screen = await pairScreen(user);
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
  return { user, screen, child, tick };
}

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

  it("5 wrong tries in parallel on one screen lock that profile there with 429 and Retry-After, the right PIN too; a parent's reset opens it", async () => {
    const { user, screen, child, tick } = await childWithPin();
    const guesses = await Promise.all(Array.from({ length: 8 }, (_, index) => tick(String(2000 + index))));
    expect(guesses.filter((response) => response.status === 403)).toHaveLength(5);
    expect(guesses.filter((response) => response.status === 429)).toHaveLength(3);
    const locked = await tick("1357");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await errorBody(locked)).message).toBe(k.pinTooManyTries);

    // Another screen counts its own tries.
    const other = await pairScreen(user, "Gongin");
    expect((await tick("1357", other.token)).status).toBe(201);

    await ok(call("DELETE", `/api/kitchen/members/${child}/pin`, { token: user.token }), 204);
    const board = await ok<KitchenBoard>(call("GET", "/api/kitchen/board", { token: user.token }), 200);
    expect(board.children.find((row) => row.id === child)?.hasPin).toBe(false);
    await ok(call("PUT", `/api/kitchen/members/${child}/pin`, { token: user.token, body: { pin: "8642" } }), 204);
    expect((await tick("8642", screen.token)).status).toBe(409);
  });

  it("a parent acts on the screen only with their PIN, and a child cannot act as a parent", async () => {
    const user = await createUser();
    const screen = await pairScreen(user);
    const child = await addChild(user, "Rókur");
    await giveStars(user, child, 10);
    const reward = await ok<{ id: string }>(
      call("POST", "/api/kitchen/rewards", {
        token: user.token,
        body: { title: "Bio", emoji: "🎬", cost: 4, members: null, cooldownHours: null, approveAtOnce: false },
      }),
      201,
    );
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
