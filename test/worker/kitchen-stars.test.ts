import { describe, expect, it } from "vitest";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { KitchenBoard, LedgerEntry, LedgerPage, Reward, RewardRequest } from "@contract/schemas/kitchen";
import { call, errorBody, json } from "@test/helpers/api";
import { askReward } from "@worker/services/kitchen/requests";
import { createUser, db } from "@test/helpers/factories";
import { addChild, addChore, giveStars, ok, pairScreen } from "@test/helpers/kitchen";

/** The child's balance after each of their entries, in the order D1 wrote them. */
async function runningBalances(memberId: string): Promise<number[]> {
  const { results } = await db.$client.prepare("SELECT delta FROM star_ledger WHERE member_id = ? ORDER BY rowid").bind(memberId).all<{ delta: number }>();
  let sum = 0;
  return results.map((row) => (sum += row.delta));
}

const addReward = (token: string, body: Partial<Reward>) =>
  ok<Reward>(
    call("POST", "/api/kitchen/rewards", {
      token,
      body: { title: "Bio", emoji: "🎬", cost: 10, members: null, cooldownHours: null, approveAtOnce: true, ...body },
    }),
    201,
  );

describe('stars never go below zero (docs/features/kitchen.md "Stars: a ledger")', () => {
  it("50 parallel redemptions of a child with stars for three make exactly three", async () => {
    const user = await createUser();
    const screen = await pairScreen(user);
    const child = await addChild(user, "Rókur");
    await giveStars(user, child, 35);
    const reward = await addReward(user.token, { cost: 10 });
    const asks = await Promise.all(
      Array.from({ length: 50 }, () => call("POST", "/api/kitchen/screen/requests", { token: screen.token, body: { rewardId: reward.id, memberId: child } })),
    );
    const statuses = asks.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    const refused = asks.find((response) => response.status === 409)!;
    expect((await errorBody(refused)).message).toBe(k.notEnoughStars);
    expect(Math.min(...(await runningBalances(child)))).toBeGreaterThanOrEqual(0);
    const page = await ok<LedgerPage>(call("GET", `/api/kitchen/members/${child}/ledger`, { token: user.token }), 200);
    expect(page.stars).toBe(5);
    expect(page.entries.filter((entry) => entry.kind === "redemption")).toHaveLength(3);
  });

  it("50 parallel deductions and approvals together never take a balance below zero", async () => {
    const user = await createUser();
    const screen = await pairScreen(user);
    const child = await addChild(user, "Rókur");
    await giveStars(user, child, 20);
    const rewards = await Promise.all(Array.from({ length: 5 }, () => addReward(user.token, { cost: 1, approveAtOnce: false })));
    const requests = await Promise.all(
      rewards.map((reward) =>
        ok<RewardRequest>(call("POST", "/api/kitchen/screen/requests", { token: screen.token, body: { rewardId: reward.id, memberId: child } }), 201),
      ),
    );
    const writes = await Promise.all([
      ...Array.from({ length: 45 }, () => call("POST", "/api/kitchen/ledger", { token: user.token, body: { memberId: child, kind: "deduction", stars: 3 } })),
      ...requests.map((request) => call("POST", `/api/kitchen/requests/${request.id}/approve`, { token: user.token })),
    ]);
    expect(writes.every((response) => response.status === 201 || response.status === 200 || response.status === 409)).toBe(true);
    const balances = await runningBalances(child);
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(0);
    expect(balances.at(-1)).toBeLessThan(3);
  });

  it("an undo is an entry; an entry is undone once; stars already spent cannot be taken back", async () => {
    const user = await createUser();
    const child = await addChild(user, "Rókur");
    const bonus = await giveStars(user, child, 5);
    const deduction = await ok<LedgerEntry>(
      call("POST", "/api/kitchen/ledger", { token: user.token, body: { memberId: child, kind: "deduction", stars: 4 } }),
      201,
    );
    const tooMuch = await call("POST", `/api/kitchen/ledger/${bonus.id}/undo`, { token: user.token });
    expect(tooMuch.status).toBe(409);
    expect((await errorBody(tooMuch)).message).toBe(k.notEnoughStars);
    const undo = await ok<LedgerEntry>(call("POST", `/api/kitchen/ledger/${deduction.id}/undo`, { token: user.token }), 201);
    expect(undo).toMatchObject({ kind: "undo", delta: 4, undoes: deduction.id, byUserId: user.id });
    expect((await call("POST", `/api/kitchen/ledger/${deduction.id}/undo`, { token: user.token })).status).toBe(409);
    expect((await call("POST", `/api/kitchen/ledger/${undo.id}/undo`, { token: user.token })).status).toBe(409);
    await ok(call("POST", `/api/kitchen/ledger/${bonus.id}/undo`, { token: user.token }), 201);
    expect((await ok<LedgerPage>(call("GET", `/api/kitchen/members/${child}/ledger`, { token: user.token }), 200)).stars).toBe(0);
  });

  it("undoing an approved redemption gives the stars back and marks its request undone", async () => {
    const user = await createUser();
    const screen = await pairScreen(user);
    const child = await addChild(user, "Rókur");
    await giveStars(user, child, 10);
    const reward = await addReward(user.token, { cost: 10 });
    const request = await ok<RewardRequest>(
      call("POST", "/api/kitchen/screen/requests", { token: screen.token, body: { rewardId: reward.id, memberId: child } }),
      201,
    );
    expect(request.status).toBe("approved");
    await ok(call("POST", `/api/kitchen/ledger/${request.entryId}/undo`, { token: user.token }), 201);
    const board = await ok<KitchenBoard>(call("GET", "/api/kitchen/board", { token: user.token }), 200);
    expect(board.children.find((row) => row.id === child)?.stars).toBe(10);
    const [row] = (await db.$client.prepare("SELECT status FROM reward_requests WHERE id = ?").bind(request.id).all<{ status: string }>()).results;
    expect(row?.status).toBe("undone");
  });

  it("a reward's cooldown and its children are kept", async () => {
    const user = await createUser();
    const screen = await pairScreen(user);
    const child = await addChild(user, "Rókur");
    const other = await addChild(user, "Ronja");
    await giveStars(user, child, 50);
    const reward = await addReward(user.token, { cost: 1, cooldownHours: 24, members: [child] });
    const ask = (memberId: string) => call("POST", "/api/kitchen/screen/requests", { token: screen.token, body: { rewardId: reward.id, memberId } });
    expect((await ask(child)).status).toBe(201);
    const cooling = await ask(child);
    expect(cooling.status).toBe(409);
    expect((await errorBody(cooling)).message).toBe(k.cooldown);
    const notTheirs = await ask(other);
    expect(notTheirs.status).toBe(409);
    expect((await json<{ message: string }>(notTheirs)).message).toBe(k.notForChild);
  });
});

const stars = async (token: string, child: string) => (await ok<LedgerPage>(call("GET", `/api/kitchen/members/${child}/ledger`, { token }), 200)).stars;

describe('a waiting request holds its stars (docs/features/kitchen.md "Rewards and requests")', () => {
  async function waitingReward() {
    const user = await createUser();
    const screen = await pairScreen(user);
    const child = await addChild(user, "Rókur");
    await giveStars(user, child, 50);
    const reward = await addReward(user.token, { cost: 10, approveAtOnce: false });
    const ask = () => call("POST", "/api/kitchen/screen/requests", { token: screen.token, body: { rewardId: reward.id, memberId: child } });
    return { user, screen, child, reward, ask };
  }

  it("40 parallel asks for one reward make exactly one waiting request, and its stars are reserved once", async () => {
    const { user, child, ask } = await waitingReward();
    const asks = await Promise.all(Array.from({ length: 40 }, ask));
    const statuses = asks.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(39);
    expect((await errorBody(asks.find((response) => response.status === 409)!)).message).toBe(k.alreadyAsked);
    const { results } = await db.$client
      .prepare("SELECT status, entry_id FROM reward_requests WHERE member_id = ?")
      .bind(child)
      .all<{ status: string; entry_id: string }>();
    expect(results).toEqual([{ status: "pending", entry_id: expect.any(String) }]);
    expect(await stars(user.token, child)).toBe(40);
    const page = await ok<LedgerPage>(call("GET", `/api/kitchen/members/${child}/ledger`, { token: user.token }), 200);
    expect(page.entries.filter((entry) => entry.kind === "redemption")).toHaveLength(1);
  });

  it("reserved stars cannot be spent twice: a deduction finds them gone, and approving takes nothing more", async () => {
    const { user, child, ask } = await waitingReward();
    const request = await json<RewardRequest>(await ask());
    const deduction = await call("POST", "/api/kitchen/ledger", { token: user.token, body: { memberId: child, kind: "deduction", stars: 45 } });
    expect(deduction.status).toBe(409);
    const approved = await ok<RewardRequest>(call("POST", `/api/kitchen/requests/${request.id}/approve`, { token: user.token }), 200);
    expect(approved).toMatchObject({ status: "approved", entryId: request.entryId });
    expect(await stars(user.token, child)).toBe(40);
  });

  it("a declined request gives its stars back once, however many declines race, and the child may ask again", async () => {
    const { user, child, ask } = await waitingReward();
    const request = await json<RewardRequest>(await ask());
    const declines = await Promise.all(Array.from({ length: 5 }, () => call("POST", `/api/kitchen/requests/${request.id}/decline`, { token: user.token })));
    expect(declines.map((response) => response.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stars(user.token, child)).toBe(50);
    const page = await ok<LedgerPage>(call("GET", `/api/kitchen/members/${child}/ledger`, { token: user.token }), 200);
    expect(page.entries.filter((entry) => entry.kind === "undo")).toMatchObject([{ delta: 10, undoes: request.entryId, byUserId: user.id }]);
    expect((await ask()).status).toBe(201);
    expect(await stars(user.token, child)).toBe(40);
  });

  it("deleting a reward gives back the stars its waiting request held", async () => {
    const { user, child, reward, ask } = await waitingReward();
    expect((await ask()).status).toBe(201);
    await ok(call("DELETE", `/api/kitchen/rewards/${reward.id}`, { token: user.token }), 204);
    expect(await stars(user.token, child)).toBe(50);
  });

  it("a request left waiting from before reservations is paid when approved, guarded by the balance", async () => {
    const { user, child, reward } = await waitingReward();
    const id = crypto.randomUUID();
    await db.$client
      .prepare("INSERT INTO reward_requests (id, family_id, reward_id, member_id, status, asked_at) VALUES (?, ?, ?, ?, 'pending', ?)")
      .bind(id, user.familyId, reward.id, child, new Date().toISOString())
      .run();
    const approved = await ok<RewardRequest>(call("POST", `/api/kitchen/requests/${id}/approve`, { token: user.token }), 200);
    expect(approved).toMatchObject({ status: "approved", entryId: expect.any(String) });
    expect(await stars(user.token, child)).toBe(40);
  });
});

describe("a child's ask reaches the parents", () => {
  it("a waiting ask tells the family and pushes to the parents; one approved at once only tells", async () => {
    const user = await createUser();
    const child = await addChild(user, "Rókur");
    await giveStars(user, child, 10);
    const waiting = await addReward(user.token, { cost: 2, approveAtOnce: false });
    const atOnce = await addReward(user.token, { cost: 2, approveAtOnce: true });
    const actor = { screenId: "screen" };
    const asked = await askReward(db, actor, user.familyId, { rewardId: waiting.id, memberId: child });
    expect(asked.effects.map((effect) => effect.kind)).toEqual(["tell", "push"]);
    expect(asked.effects[0]).toMatchObject({ kind: "tell", familyId: user.familyId, types: ["kitchen_updated"] });
    const approved = await askReward(db, actor, user.familyId, { rewardId: atOnce.id, memberId: child });
    expect(approved.body.status).toBe("approved");
    expect(approved.effects.map((effect) => effect.kind)).toEqual(["tell"]);
  });
});

describe("a compete chore has one winner", () => {
  it("50 parallel claims from three children make one completion and one ledger entry", async () => {
    const user = await createUser();
    const screen = await pairScreen(user);
    const children = [await addChild(user, "Rókur"), await addChild(user, "Ronja"), await addChild(user, "Tróndur")];
    const chore = await addChore(user, {
      kind: "chore",
      schedule: { every: "day" },
      mode: "compete",
      title: "Tøma uppvaskimaskinuna",
      emoji: "🍽️",
      stars: 4,
      members: children,
      approval: "auto",
    });
    const claims = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body: { choreId: chore.id, memberId: children[index % 3] } }),
      ),
    );
    const statuses = claims.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const loser = claims.find((response) => response.status === 409)!;
    expect((await errorBody(loser)).message).toBe(k.alreadyTaken);
    const completions = await db.$client.prepare("SELECT member_id FROM chore_completions WHERE chore_id = ?").bind(chore.id).all<{ member_id: string }>();
    const entries = await db.$client
      .prepare("SELECT member_id, delta FROM star_ledger WHERE chore_id = ?")
      .bind(chore.id)
      .all<{ member_id: string; delta: number }>();
    expect(completions.results).toHaveLength(1);
    expect(entries.results).toEqual([{ member_id: completions.results[0]!.member_id, delta: 4 }]);
  });
});
