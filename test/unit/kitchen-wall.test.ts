import { LIVE_MESSAGE_TYPES } from "@contract/realtime";
import { WALL_NOTICES } from "@web/screen/lib/use-screen-live";
import { describe, expect, it } from "vitest";
import type { Chore, KitchenBoard, KitchenChild } from "@contract/schemas/kitchen";
import { rewardsOf, tasksOf, waitingOf } from "@web/screen/lib/board-view";
import { STALE_MS } from "@web/screen/lib/use-screen-today";
import { partOfDayOfHour as partOfDayAt } from "@contract/kitchen-day";
import { behindNote, familyClock, isNight } from "@web/screen/lib/use-wall-clock";

const child = (id: string, name: string): KitchenChild => ({ id, name, colour: "#e53935", avatar: "🦊", hasPin: false, stars: 3, away: false });
const anna = child("a", "Anna");
const bjarni = child("b", "Bjarni");

function chore(id: string, patch: Partial<Chore>): Chore {
  return {
    id,
    kind: "chore",
    title: id,
    emoji: "⭐",
    stars: 1,
    partOfDay: null,
    schedule: { every: "day" },
    mode: "each",
    members: ["a", "b"],
    approval: "auto",
    eveningBefore: null,
    ...patch,
  };
}

const board: KitchenBoard = {
  date: "2026-11-28",
  partOfDay: "morning",
  children: [anna, bjarni],
  parents: [],
  chores: [
    chore("teeth-morning", { kind: "routine", partOfDay: "morning", schedule: null }),
    chore("teeth-evening", { kind: "routine", partOfDay: "evening", schedule: null }),
    chore("bins", { mode: "rotate" }),
    chore("race", { mode: "compete" }),
    chore("dishes", { mode: "fixed", members: ["b"], approval: "parent" }),
  ],
  today: [
    { choreId: "teeth-morning", memberId: "a", status: "done", completionId: "c1" },
    { choreId: "teeth-morning", memberId: "b", status: "open", completionId: null },
    { choreId: "teeth-evening", memberId: "a", status: "open", completionId: null },
    { choreId: "bins", memberId: "b", status: "open", completionId: null },
    { choreId: "race", memberId: null, status: "open", completionId: null },
    { choreId: "dishes", memberId: "b", status: "pending", completionId: "c2" },
  ],
  rewards: [
    { id: "ice", title: "Ís", emoji: "🍦", cost: 2, members: null, cooldownHours: null, approveAtOnce: false },
    { id: "film", title: "Filmur", emoji: "🎬", cost: 5, members: ["b"], cooldownHours: 24, approveAtOnce: true },
  ],
  requests: [{ id: "r1", rewardId: "ice", memberId: "a", status: "pending", askedAt: "2026-11-28T08:00:00.000Z", decidedAt: null, entryId: null }],
  dim: { from: 21, to: 6 },
  schedule: null,
};

describe("the kitchen wall's columns", () => {
  it("shows a child the routines of the part of the day now and their own chores, open first", () => {
    const ids = (rows: ReturnType<typeof tasksOf>) => rows.map((row) => `${row.chore.id}:${row.task.status}`);
    // Anna: her morning routine (done), the open compete chore; not Bjarni's turn of the bins, nor the evening routine.
    expect(ids(tasksOf(board, anna, "morning"))).toEqual(["race:open", "teeth-morning:done"]);
    expect(ids(tasksOf(board, bjarni, "morning"))).toEqual(["bins:open", "race:open", "teeth-morning:open", "dishes:pending"]);
    expect(ids(tasksOf(board, anna, "evening"))).toEqual(["race:open", "teeth-evening:open"]);
  });

  it("offers a child the rewards for every child and those naming them", () => {
    expect(rewardsOf(board, anna).map((reward) => reward.id)).toEqual(["ice"]);
    expect(rewardsOf(board, bjarni).map((reward) => reward.id)).toEqual(["ice", "film"]);
  });

  it("lists what waits for a parent: pending requests and ticks waiting for approval", () => {
    expect(waitingOf(board).map((item) => [item.kind, item.id, item.child.name, item.label])).toEqual([
      ["request", "r1", "Anna", "🍦 Ís"],
      ["completion", "c2", "Bjarni", "⭐ dishes"],
    ]);
  });
});

describe("the wall's clock", () => {
  it("switches the part of the day at 12 and 18", () => {
    expect([0, 11, 12, 17, 18, 23].map(partOfDayAt)).toEqual(["morning", "morning", "afternoon", "afternoon", "evening", "evening"]);
  });

  it("reads the hour on the family's clock, not the tablet's, and dims from 21 to 06", () => {
    const instant = Date.UTC(2026, 6, 1, 20, 30); // 20:30 UTC: 21:30 in the Faroes' summer time, 06:30 in Sydney
    expect(familyClock(instant, "Atlantic/Faroe").text).toBe("21:30");
    expect(isNight(familyClock(instant, "Atlantic/Faroe").hour)).toBe(true);
    expect(isNight(familyClock(instant, "Australia/Sydney").hour)).toBe(false);
    expect(isNight(5)).toBe(true);
  });

  it("dims by the family's hours, across midnight or within a day, and never when they are off", () => {
    expect([20, 21, 23, 0, 5, 6, 12].map((hour) => isNight(hour, { from: 21, to: 6 }))).toEqual([false, true, true, true, true, false, false]);
    expect([12, 13, 14, 15].map((hour) => isNight(hour, { from: 13, to: 15 }))).toEqual([false, true, true, false]);
    expect([0, 12, 23].some((hour) => isNight(hour, null))).toBe(false);
  });
});

describe("the wall's behind marker", () => {
  const readAt = Date.UTC(2026, 11, 1, 7, 42, 10); // 07:42 in the Faroes (UTC in winter), 18:42 in Sydney

  it("stays away while the live socket is open, however old the read, and while the last fallback read is recent", () => {
    expect(behindNote({ offline: false, live: true, at: readAt }, readAt + 60 * STALE_MS, "Atlantic/Faroe")).toBe("");
    expect(behindNote({ offline: false, live: false, at: readAt }, readAt + STALE_MS, "Atlantic/Faroe")).toBe("");
    expect(behindNote({ offline: false, live: false, at: 0 }, readAt, "Atlantic/Faroe")).toBe("");
  });

  it("says when the board was read, on the family's clock, once the socket is down and a fallback read is missed", () => {
    expect(behindNote({ offline: false, live: false, at: readAt }, readAt + STALE_MS + 1, "Atlantic/Faroe")).toBe("Seinast dagført 07:42");
    expect(behindNote({ offline: false, live: false, at: readAt }, readAt + STALE_MS + 1, "Australia/Sydney")).toBe("Seinast dagført 18:42");
  });

  it("says it is offline as soon as a read fails, live socket or not", () => {
    expect(behindNote({ offline: true, live: true, at: readAt }, readAt + 1_000, "Atlantic/Faroe")).toBe("Uttan samband · Seinast dagført 07:42");
    expect(behindNote({ offline: true, live: false, at: readAt }, readAt + 1_000, "Atlantic/Faroe")).toBe("Uttan samband · Seinast dagført 07:42");
  });
});

describe("the wall's live notices", () => {
  it("reads its day again on every notice type but the administrators' messages, which the wall does not show, the album's, which only the slideshow reads, and the recipe box's, which its day does not show", () => {
    expect(LIVE_MESSAGE_TYPES.filter((type) => !WALL_NOTICES.has(type))).toEqual(["admin_messages_updated", "photos_updated", "recipes_updated"]);
  });
});
