import { partOfDayAt } from "@contract/kitchen-day";
import type { KitchenBoard } from "@contract/schemas/kitchen";
import type { Db } from "@worker/env";
import { familyChores, toChore } from "./chores";
import { readDay, tasksToday } from "./day";
import { kitchenPeople } from "./members";
import { pendingRequests } from "./requests";
import { familyRewards, toReward } from "./rewards";

/** The parents' read and the heart of the screen's (docs/features/kitchen.md "The board"). */
export async function kitchenBoard(db: Db, familyId: string, timeZone: string, now = Date.now()): Promise<KitchenBoard> {
  const chores = (await familyChores(db, familyId)).map(toChore);
  const day = await readDay(
    db,
    familyId,
    timeZone,
    chores.filter((chore) => chore.mode === "rotate").map((chore) => chore.id),
    now,
  );
  const [people, rewardRows, requests] = await Promise.all([kitchenPeople(db, familyId, day.date), familyRewards(db, familyId), pendingRequests(db, familyId)]);
  return {
    date: day.date,
    partOfDay: partOfDayAt(now, timeZone),
    ...people,
    chores,
    today: chores.flatMap((chore) => tasksToday(chore, day)),
    rewards: rewardRows.map(toReward),
    requests,
  };
}
