import { partOfDayAt } from "@contract/kitchen-day";
import type { KitchenBoard } from "@contract/schemas/kitchen";
import { familyDate } from "@contract/time/zone";
import type { Db } from "@worker/env";
import { familyChores, toChore } from "./chores";
import { readDay, tasksToday } from "./day";
import { familyScreenTimes } from "./dim";
import { kitchenPeople } from "./members";
import { pendingRequests } from "./requests";
import { familyRewards, toReward } from "./rewards";

/** The parents' read and the heart of the screen's (docs/features/kitchen.md "The board"). */
export async function kitchenBoard(db: Db, familyId: string, timeZone: string, now = Date.now()): Promise<KitchenBoard> {
  const [people, choreRows, rewardRows, requests, { dim, schedule }] = await Promise.all([
    kitchenPeople(db, familyId, familyDate(now, timeZone)),
    familyChores(db, familyId),
    familyRewards(db, familyId),
    pendingRequests(db, familyId),
    familyScreenTimes(db, familyId),
  ]);
  // A member removed from the family, or no longer a child, leaves the chores that named them.
  const children = new Set(people.children.map((child) => child.id));
  const chores = choreRows.map(toChore).map((chore) => ({ ...chore, members: chore.members.filter((id) => children.has(id)) }));
  const rotating = chores.filter((chore) => chore.mode === "rotate").map((chore) => chore.id);
  const day = await readDay(db, familyId, timeZone, rotating, now);
  return {
    date: day.date,
    partOfDay: partOfDayAt(now, timeZone),
    // Away as the day has it: the away days and, for a linked child, the nights at the other home.
    children: people.children.map((child) => ({ ...child, away: day.away.has(child.id) })),
    parents: people.parents,
    chores,
    today: chores.flatMap((chore) => tasksToday(chore, day)),
    rewards: rewardRows.map(toReward),
    requests,
    dim,
    schedule,
  };
}
