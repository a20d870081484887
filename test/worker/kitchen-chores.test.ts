import { describe, expect, it } from "vitest";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { KitchenBoard } from "@contract/schemas/kitchen";
import type { TickAnswer } from "@contract/schemas/kitchen-screen";
import { familyDate } from "@contract/time/zone";
import { clockOfDate } from "@contract/time/wall-clock";
import { weekdayOf } from "@contract/time/zone";
import { call, errorBody } from "@test/helpers/api";
import { createUser } from "@test/helpers/factories";
import { addChild, addChore, ok, pairScreen } from "@test/helpers/kitchen";

const board = (token: string) => ok<KitchenBoard>(call("GET", "/api/kitchen/board", { token }), 200);

describe('routines and chores (docs/features/kitchen.md "Chores and routines")', () => {
  it("a chore a parent must approve is pending and pays only when approved; undoing takes the stars back", async () => {
    const user = await createUser();
    const screen = await pairScreen(user);
    const child = await addChild(user, "Rókur");
    const chore = await addChore(user, {
      kind: "chore",
      schedule: { every: "day" },
      mode: "fixed",
      title: "Rudda",
      emoji: "🧹",
      stars: 3,
      members: [child],
      approval: "parent",
    });
    const tick = await ok<TickAnswer>(call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body: { choreId: chore.id, memberId: child } }), 201);
    expect(tick).toMatchObject({ task: { status: "pending", memberId: child }, stars: 0 });
    expect((await call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body: { choreId: chore.id, memberId: child } })).status).toBe(409);
    const approved = await ok<TickAnswer>(call("POST", `/api/kitchen/completions/${tick.task.completionId}/approve`, { token: user.token }), 200);
    expect(approved).toMatchObject({ task: { status: "done" }, stars: 3 });
    expect((await call("POST", `/api/kitchen/completions/${tick.task.completionId}/approve`, { token: user.token })).status).toBe(409);
    await ok(call("DELETE", `/api/kitchen/completions/${tick.task.completionId}`, { token: user.token }), 204);
    const after = await board(user.token);
    expect(after.children[0]?.stars).toBe(0);
    expect(after.today.find((task) => task.choreId === chore.id)).toMatchObject({ status: "open", completionId: null });
  });

  it("a routine is a copy per child, in its part of the day; a skip earns nothing", async () => {
    const user = await createUser();
    const screen = await pairScreen(user);
    const children = [await addChild(user, "Rókur"), await addChild(user, "Ronja")];
    const routine = await addChore(user, {
      kind: "routine",
      partOfDay: "evening",
      title: "Borsta tenn",
      emoji: "🪥",
      stars: 1,
      members: children,
      approval: "auto",
    });
    expect(routine).toMatchObject({ mode: "each", schedule: null, partOfDay: "evening" });
    const before = await board(user.token);
    expect(before.today.filter((task) => task.choreId === routine.id).map((task) => task.memberId)).toEqual(children);
    await ok(call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body: { choreId: routine.id, memberId: children[0] } }), 201);
    await ok(call("POST", `/api/kitchen/chores/${routine.id}/skip`, { token: user.token, body: { memberId: children[1] } }), 201);
    const after = await board(user.token);
    expect(after.today.filter((task) => task.choreId === routine.id).map((task) => task.status)).toEqual(["done", "skipped"]);
    expect(after.children.map((child) => child.stars)).toEqual([1, 0]);
  });

  it("a chore not due today cannot be ticked, and a chore names only the family's children", async () => {
    const user = await createUser();
    const other = await createUser();
    const screen = await pairScreen(user);
    const child = await addChild(user, "Rókur");
    const today = weekdayOf(clockOfDate(familyDate(Date.now(), "Atlantic/Faroe")));
    const chore = await addChore(user, {
      kind: "chore",
      schedule: { every: "week", days: [(today + 1) % 7] },
      mode: "each",
      title: "Vaska",
      emoji: "🧺",
      stars: 2,
      members: [child],
      approval: "auto",
    });
    expect((await board(user.token)).today.filter((task) => task.choreId === chore.id)).toEqual([]);
    const refused = await call("POST", "/api/kitchen/screen/ticks", { token: screen.token, body: { choreId: chore.id, memberId: child } });
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).message).toBe(k.notDueToday);
    const foreign = await call("POST", "/api/kitchen/chores", {
      token: other.token,
      body: { kind: "routine", partOfDay: "morning", title: "X", emoji: "👕", stars: 1, members: [child], approval: "auto" },
    });
    expect(foreign.status).toBe(400);
    expect((await errorBody(foreign)).message).toBe(k.membersInvalid);
    const parentAsChild = await call("POST", "/api/kitchen/chores", {
      token: user.token,
      body: { kind: "routine", partOfDay: "morning", title: "X", emoji: "👕", stars: 1, members: [user.memberId], approval: "auto" },
    });
    expect(parentAsChild.status).toBe(400);
    const notEmoji = await call("POST", "/api/kitchen/chores", {
      token: user.token,
      body: { kind: "routine", partOfDay: "morning", title: "X", emoji: "ab", stars: 1, members: [child], approval: "auto" },
    });
    expect((await errorBody(notEmoji)).message).toBe(k.avatarInvalid);
  });
});
