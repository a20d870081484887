import { describe, expect, it } from "vitest";
import { homeOn, morningHome } from "@contract/custody";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import { kitchenBoard } from "@worker/services/kitchen/board";
import { tickChore } from "@worker/services/kitchen/completions";
import { call } from "@test/helpers/api";
import { dbOf } from "@test/helpers/factories";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { screenToday } from "@worker/services/kitchen/screen-today";
import { json } from "@test/helpers/api";
import { addChild, addChore, pairScreen } from "@test/helpers/kitchen";
import { homesOf, linkTwoHomes, setPattern } from "@test/helpers/two-homes";

/** Noon on the family's clock (Atlantic/Faroe is UTC in winter), n days after Monday 2027-01-04. */
const noon = (n: number) => Date.UTC(2027, 0, 4 + n, 12);
const dateOf = (n: number) => new Date(noon(n)).toISOString().slice(0, 10);
const zone = "Atlantic/Faroe";

/** Mum's home hosts Óli's link (2-2-3 from Monday, Óli at mum's first) and has Bára, who lives only with her. */
async function twoHomeKitchen() {
  const { mum, dad, mumChild: oli, linkId } = await linkTwoHomes({ name: "Óli" });
  await call("PATCH", `/api/kitchen/members/${oli}`, { token: mum.token, body: { child: true, colour: "#e53935", avatar: "🦊" } });
  const bara = await addChild(mum, "Bára");
  await setPattern(mum, linkId, { template: "2-2-3", startDate: dateOf(0), firstHome: mum.familyId });
  const [link] = (await homesOf(mum)).links;
  const custody = { pattern: link!.pattern!, exceptions: link!.exceptions, homes: [mum.familyId, dad.familyId] as const };
  const atMum = (n: number) => homeOn(custody, dateOf(n)) === mum.familyId;
  const board = (n: number) => kitchenBoard(dbOf(mum), mum.familyId, zone, noon(n));
  return { mum, oli, bara, custody, atMum, board };
}

describe("a child with two homes on the kitchen board", () => {
  it("rotate: over four weeks of 2-2-3 Óli has turns only on the nights at mum's, every day has a turn, and each turn goes to the child at home with the fewest done", async () => {
    const { mum, oli, bara, atMum, board } = await twoHomeKitchen();
    const chore = await addChore(mum, {
      kind: "chore",
      schedule: { every: "day" },
      mode: "rotate",
      title: "Dekka borð",
      emoji: "🍽️",
      stars: 1,
      members: [oli, bara],
      approval: "auto",
    });
    const done = new Map([
      [oli, 0],
      [bara, 0],
    ]);
    for (let n = 0; n < 28; n++) {
      const owner = (await board(n)).today.find((task) => task.choreId === chore.id)?.memberId;
      expect(owner, dateOf(n)).toBeDefined();
      if (!atMum(n)) expect(owner, `${dateOf(n)}: Óli is at dad's`).toBe(bara);
      else expect(done.get(owner!), dateOf(n)).toBe(Math.min(done.get(oli)!, done.get(bara)!));
      await tickChore(dbOf(mum), { userId: mum.id }, { familyId: mum.familyId, timeZone: zone }, { choreId: chore.id, memberId: owner! }, noon(n));
      done.set(owner!, done.get(owner!)! + 1);
    }
    const nightsAtMum = Array.from({ length: 28 }, (_, n) => n).filter(atMum).length;
    expect(nightsAtMum).toBe(14);
    // No turn burned while away: Óli did no more than his nights at home, and Bára the rest.
    expect(done.get(oli)! + done.get(bara)!).toBe(28);
    expect(done.get(oli)!).toBeLessThanOrEqual(nightsAtMum);
  });

  it("each and compete: no copy and no win for Óli on a day at dad's; the board marks him away", async () => {
    const { mum, oli, bara, atMum, board } = await twoHomeKitchen();
    const each = await addChore(mum, {
      kind: "chore",
      schedule: { every: "day" },
      mode: "each",
      title: "Rudda kamarið",
      emoji: "🧸",
      stars: 1,
      members: [oli, bara],
      approval: "auto",
    });
    const compete = await addChore(mum, {
      kind: "chore",
      schedule: { every: "day" },
      mode: "compete",
      title: "Vaska bilin",
      emoji: "🚗",
      stars: 3,
      members: [oli, bara],
      approval: "auto",
    });
    const away = [...Array(7).keys()].find((n) => !atMum(n))!;
    const today = await board(away);
    expect(today.today.filter((task) => task.choreId === each.id).map((task) => task.memberId)).toEqual([bara]);
    expect(today.children.find((child) => child.id === oli)?.away).toBe(true);
    const clock = { familyId: mum.familyId, timeZone: zone };
    await expect(tickChore(dbOf(mum), { userId: mum.id }, clock, { choreId: compete.id, memberId: oli }, noon(away))).rejects.toThrow(k.childAway);
    const home = [...Array(7).keys()].find(atMum)!;
    expect(
      (await board(home)).today
        .filter((task) => task.choreId === each.id)
        .map((task) => task.memberId)
        .sort(),
    ).toEqual([oli, bara].sort());
  });

  it("a morning routine shows where Óli woke up: on the day he comes to mum's, not in the morning, but the evening routine does", async () => {
    const { mum, oli, custody, board } = await twoHomeKitchen();
    const routine = (partOfDay: string, title: string) =>
      addChore(mum, { kind: "routine", partOfDay, title, emoji: "🪥", stars: 1, members: [oli], approval: "auto" });
    const morning = await routine("morning", "Bursta tenn");
    const evening = await routine("evening", "Í song");
    // The first day back at mum's: slept at dad's, sleeps at mum's.
    const back = [...Array(14).keys()].find((n) => homeOn(custody, dateOf(n)) === mum.familyId && morningHome(custody, dateOf(n)) !== mum.familyId)!;
    const tasks = (await board(back)).today;
    expect(tasks.some((task) => task.choreId === morning.id)).toBe(false);
    expect(tasks.some((task) => task.choreId === evening.id)).toBe(true);
  });
});

describe("the kitchen screen's wall", () => {
  it("says where the linked child sleeps tonight and when they change home, with the other home in the other database", async () => {
    const { mum, oli, custody, atMum } = await twoHomeKitchen();
    expect(custody.homes[1]).not.toBe(mum.familyId);
    const paired = await pairScreen(mum);
    const live = await json<ScreenToday>(await call("GET", "/api/kitchen/screen/today", { token: paired.token }));
    expect(live.homes.map((child) => child.memberId)).toEqual([oli]);
    const screen = { familyId: mum.familyId, timeZone: zone, screenId: paired.screen.id, name: paired.screen.name };
    const away = [...Array(7).keys()].find((n) => !atMum(n))!;
    const [first] = (await screenToday(dbOf(mum), screen, noon(away))).homes;
    expect(first).toMatchObject({ memberId: oli, name: "Óli", tonight: "other", otherHome: expect.stringContaining("Familjan hjá") });
    // The first day away is a change of home; the day after it is not.
    expect(first!.changesToday).toBe(atMum(away - 1));
    const [home] = (await screenToday(dbOf(mum), screen, noon(0))).homes;
    expect(home).toMatchObject({ tonight: "here" });
  });
});
