import { describe, expect, it } from "vitest";
import type { TodayTask } from "@contract/schemas/kitchen";
import { kitchenBoard } from "@worker/services/kitchen/board";
import { skipChore, tickChore, undoCompletion } from "@worker/services/kitchen/completions";
import { setAway } from "@worker/services/kitchen/members";
import { call } from "@test/helpers/api";
import { createUser, db } from "@test/helpers/factories";
import { addChild, addChore } from "@test/helpers/kitchen";

/** Noon UTC of a day in the winter (Atlantic/Faroe is UTC then): one period of a daily chore. */
const day = (n: number) => Date.UTC(2026, 0, 5 + n, 12);
const dateOf = (n: number) => new Date(day(n)).toISOString().slice(0, 10);

async function rotateFamily() {
  const user = await createUser();
  const children = [await addChild(user, "Áki"), await addChild(user, "Bára"), await addChild(user, "Dánjal")];
  const chore = await addChore(user, {
    kind: "chore",
    schedule: { every: "day" },
    mode: "rotate",
    title: "Taka út ruskið",
    emoji: "🗑️",
    stars: 2,
    members: children,
    approval: "auto",
  });
  const clock = { familyId: user.familyId, timeZone: "Atlantic/Faroe" };
  const actor = { userId: user.id };
  const turn = async (n: number): Promise<TodayTask | undefined> =>
    (await kitchenBoard(db, user.familyId, clock.timeZone, day(n))).today.find((task) => task.choreId === chore.id);
  const name = (id: string | null | undefined) => ["Áki", "Bára", "Dánjal"][children.indexOf(id ?? "")];
  /** Whose turn day n is, and that child does it. */
  const doTurn = async (n: number) => {
    const owner = (await turn(n))!.memberId!;
    await tickChore(db, actor, clock, { choreId: chore.id, memberId: owner }, day(n));
    return name(owner);
  };
  return { user, children, chore, clock, actor, turn, name, doTurn };
}

describe("a rotate chore's turn (docs/features/kitchen.md, the four modes)", () => {
  it("goes round the children, one period each, starting where the period's number says", async () => {
    const family = await rotateFamily();
    const order = [await family.doTurn(0), await family.doTurn(1), await family.doTurn(2), await family.doTurn(3)];
    expect(new Set(order.slice(0, 3)).size).toBe(3);
    expect(order[3]).toBe(order[0]);
  });

  it("a child whose turn it is not cannot take it; the turn holds through the day after they do it", async () => {
    const family = await rotateFamily();
    const owner = (await family.turn(0))!.memberId!;
    const someoneElse = family.children.find((child) => child !== owner)!;
    await expect(tickChore(db, family.actor, family.clock, { choreId: family.chore.id, memberId: someoneElse }, day(0))).rejects.toMatchObject({ status: 409 });
    await tickChore(db, family.actor, family.clock, { choreId: family.chore.id, memberId: owner }, day(0));
    expect(await family.turn(0)).toMatchObject({ memberId: owner, status: "done" });
  });

  it("a skipped turn is not burnt: the same child has it the next period", async () => {
    const family = await rotateFamily();
    await family.doTurn(0);
    const skipped = (await family.turn(1))!.memberId;
    await skipChore(db, family.actor, family.clock, family.chore.id, undefined, day(1));
    expect((await family.turn(1))!.status).toBe("skipped");
    expect((await family.turn(2))!.memberId).toBe(skipped);
  });

  it("an away child is passed over and keeps their turn for when they are back", async () => {
    const family = await rotateFamily();
    await family.doTurn(0);
    const away = (await family.turn(1))!.memberId!;
    await setAway(db, family.user.familyId, away, { from: dateOf(1), to: dateOf(1) });
    const instead = await family.doTurn(1);
    expect(instead).not.toBe(family.name(away));
    expect((await family.turn(2))!.memberId).toBe(away);
  });

  it("an undo computes the turn again: the undone child has it back", async () => {
    const family = await rotateFamily();
    await family.doTurn(0);
    const owner = (await family.turn(1))!;
    await tickChore(db, family.actor, family.clock, { choreId: family.chore.id, memberId: owner.memberId! }, day(1));
    const next = (await family.turn(2))!.memberId;
    expect(next).not.toBe(owner.memberId);
    const done = (await family.turn(1))!;
    await undoCompletion(db, family.actor, family.user.familyId, done.completionId!);
    expect((await family.turn(1))!).toMatchObject({ memberId: owner.memberId, status: "open" });
    expect((await family.turn(2))!.memberId).toBe(owner.memberId);
  });

  it("a child removed from the family leaves the rotation: the turn passes among the others", async () => {
    const family = await rotateFamily();
    const owner = (await family.turn(0))!.memberId!;
    expect((await call("DELETE", `/api/family-members/${owner}`, { token: family.user.token })).status).toBe(204);
    const next = (await family.turn(0))!.memberId;
    expect(next).not.toBe(owner);
    expect(family.children).toContain(next);
  });

  it("two children level on turns do not always tie toward the first member", async () => {
    const family = await rotateFamily();
    const firsts = [];
    for (let n = 0; n < 6; n++) firsts.push(await family.doTurn(n));
    expect(firsts.filter((name) => name === "Áki")).toHaveLength(2);
    expect(firsts.filter((name) => name === "Bára")).toHaveLength(2);
    expect(firsts.filter((name) => name === "Dánjal")).toHaveLength(2);
  });
});
