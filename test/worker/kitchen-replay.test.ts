import { describe, expect, it } from "vitest";
import type { Reward } from "@contract/schemas/kitchen";
import { taskMessages as t } from "@contract/task-messages";
import { call, errorBody } from "@test/helpers/api";
import { createUser, db } from "@test/helpers/factories";
import { addChild, addChore, giveStars, ok, pairScreen } from "@test/helpers/kitchen";
import { askReward } from "@worker/services/kitchen/requests";

/** The screen's offline queue replays a tick, an ask or a shopping add under its own id (docs/features/offline.md "The kitchen screen's queue"). */

const count = async (sql: string, id: string) => (await db.$client.prepare(sql).bind(id).first<{ n: number }>())?.n;

async function kitchen() {
  const user = await createUser();
  const screen = await pairScreen(user);
  const child = await addChild(user, "Rókur");
  const routine = await addChore(user, {
    kind: "routine",
    partOfDay: "evening",
    title: "Borsta tenn",
    emoji: "🪥",
    stars: 2,
    members: [child],
    approval: "auto",
  });
  return { user, screen, child, routine };
}

describe("a replayed tick", () => {
  it("answers the stored tick: one completion, one ledger entry, a notice only the first time", async () => {
    const { screen, child, routine } = await kitchen();
    const id = crypto.randomUUID();
    const body = { id, choreId: routine.id, memberId: child };
    const first = await call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body });
    expect(first.status).toBe(201);
    const [again, raced] = await Promise.all([0, 1].map(() => call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body })));
    expect([again!.status, raced!.status]).toEqual([200, 200]);
    expect(await again!.json()).toEqual({ task: { choreId: routine.id, memberId: child, status: "done", completionId: id }, stars: 2 });
    expect(await count("SELECT count(*) AS n FROM chore_completions WHERE chore_id = ?", routine.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM star_ledger WHERE member_id = ?", child)).toBe(1);
  });

  it("two first sends at once still pay once", async () => {
    const { screen, child, routine } = await kitchen();
    const body = { id: crypto.randomUUID(), choreId: routine.id, memberId: child };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await count("SELECT count(*) AS n FROM star_ledger WHERE member_id = ?", child)).toBe(1);
  });

  it("is refused against another family's id (409) and answers 404 once the tick was undone", async () => {
    const { user, screen, child, routine } = await kitchen();
    const other = await kitchen();
    const id = crypto.randomUUID();
    await ok(call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body: { id, choreId: routine.id, memberId: child } }), 201);
    const foreign = await call("POST", "/api/kitchen/screen/ticks", {
      token: other.screen.token,
      body: { id, choreId: other.routine.id, memberId: other.child },
    });
    expect(foreign.status).toBe(409);
    expect((await errorBody(foreign)).message).toBe(t.clientIdTaken);
    expect(await count("SELECT count(*) AS n FROM chore_completions WHERE chore_id = ?", other.routine.id)).toBe(0);
    await ok(call("DELETE", `/api/kitchen/completions/${id}`, { token: user.token }), 204);
    const undone = await call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body: { id, choreId: routine.id, memberId: child } });
    expect(undone.status).toBe(404);
    expect(await count("SELECT count(*) AS n FROM chore_completions WHERE chore_id = ?", routine.id)).toBe(0);
  });

  it("refuses an id that is not a UUID with 400 and writes nothing", async () => {
    const { screen, child, routine } = await kitchen();
    const answer = await call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body: { id: "1", choreId: routine.id, memberId: child } });
    expect(answer.status).toBe(400);
    expect(await count("SELECT count(*) AS n FROM chore_completions WHERE chore_id = ?", routine.id)).toBe(0);
  });
});

describe("a replayed ask", () => {
  const reward = (token: string, approveAtOnce: boolean) =>
    ok<Reward>(
      call("POST", "/api/kitchen/rewards", { token, body: { title: "Bio", emoji: "🎬", cost: 3, members: null, cooldownHours: null, approveAtOnce } }),
      201,
    );

  it("answers the stored request: one request, one redemption, one push", async () => {
    const { user, screen, child } = await kitchen();
    await giveStars(user, child, 10);
    const [waiting, atOnce] = [await reward(user.token, false), await reward(user.token, true)];
    for (const asked of [waiting, atOnce]) {
      const body = { id: crypto.randomUUID(), rewardId: asked.id, memberId: child };
      await ok(call("POST", "/api/kitchen/screen/requests", { token: screen.token, body }), 201);
      const answers = await Promise.all([0, 1].map(() => call("POST", "/api/kitchen/screen/requests", { token: screen.token, body })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await answers[0]!.json()).toMatchObject({ id: body.id, status: asked.approveAtOnce ? "approved" : "pending" });
      expect(await count("SELECT count(*) AS n FROM reward_requests WHERE reward_id = ?", asked.id)).toBe(1);
    }
    // One redemption per request: the waiting one holds its stars from the ask.
    expect(await count("SELECT count(*) AS n FROM star_ledger WHERE member_id = ? AND kind = 'redemption'", child)).toBe(2);
    const id = crypto.randomUUID();
    await askReward(db, { screenId: "screen" }, user.familyId, { id, rewardId: atOnce.id, memberId: child }, Date.now());
    const replayed = await askReward(db, { screenId: "screen" }, user.familyId, { id, rewardId: atOnce.id, memberId: child });
    expect(replayed.effects).toEqual([]);
  });

  it("is refused against another family's id (409)", async () => {
    const { user, screen, child } = await kitchen();
    const other = await kitchen();
    await giveStars(user, child, 10);
    await giveStars(other.user, other.child, 10);
    const [mine, theirs] = [await reward(user.token, false), await reward(other.user.token, false)];
    const id = crypto.randomUUID();
    await ok(call("POST", "/api/kitchen/screen/requests", { token: screen.token, body: { id, rewardId: mine.id, memberId: child } }), 201);
    const foreign = await call("POST", "/api/kitchen/screen/requests", { token: other.screen.token, body: { id, rewardId: theirs.id, memberId: other.child } });
    expect(foreign.status).toBe(409);
    expect((await errorBody(foreign)).message).toBe(t.clientIdTaken);
    expect(await count("SELECT count(*) AS n FROM reward_requests WHERE reward_id = ?", theirs.id)).toBe(0);
  });
});

describe("a replayed shopping add", () => {
  const add = (token: string, body: object) => call("POST", "/api/kitchen/screen/shopping-items", { token, body });
  const items = (familyId: string) =>
    db.$client.prepare("SELECT name, quantity FROM shopping_items WHERE family_id = ? ORDER BY name").bind(familyId).all<{ name: string; quantity: number }>();

  it("adds once under the screen's id, also when two replays race, and counts a merge once", async () => {
    const { user, screen } = await kitchen();
    const body = { id: crypto.randomUUID(), name: "Egg" };
    expect((await add(screen.token, body)).status).toBe(201);
    const replays = await Promise.all([0, 1].map(() => add(screen.token, body)));
    expect(replays.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await replays[0]!.json()).toMatchObject({ id: body.id, name: "Egg", quantity: 1, merged: false });
    const merging = { id: crypto.randomUUID(), name: "egg" };
    expect((await add(screen.token, merging)).status).toBe(200);
    expect((await add(screen.token, merging)).status).toBe(200);
    expect((await items(user.familyId)).results).toEqual([{ name: "Egg", quantity: 2 }]);
  });

  it("answers 404 once the added item is gone, 409 for another family's id, 400 for an id that is not a UUID", async () => {
    const { user, screen } = await kitchen();
    const other = await kitchen();
    const body = { id: crypto.randomUUID(), name: "Smør" };
    await ok(add(screen.token, body), 201);
    const foreign = await add(other.screen.token, body);
    expect(foreign.status).toBe(409);
    expect((await errorBody(foreign)).message).toBe(t.clientIdTaken);
    await ok(call("DELETE", `/api/shopping-items/${body.id}`, { token: user.token }), 204);
    expect((await add(screen.token, body)).status).toBe(404);
    expect((await add(screen.token, { id: "1", name: "Ost" })).status).toBe(400);
    expect((await items(user.familyId)).results).toEqual([]);
    expect((await items(other.user.familyId)).results).toEqual([]);
  });
});
