import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import { pushMessages as m } from "@contract/messages";
import type { Chore } from "@contract/schemas/kitchen";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate, weekdayOf } from "@contract/time/zone";
import { jobDeps } from "@worker/cron/index";
import { sendTimedPushes } from "@worker/cron/timed-pushes";
import { vapidFromEnv } from "@worker/lib/web-push/vapid";
import { call, errorBody } from "../helpers/api";
import { createUser, db, HOME_DATABASE, type TestUser } from "../helpers/factories";
import { addChild, addChore, ok, pairScreen } from "../helpers/kitchen";
import { newDevice, pushesTo, subscriptionOf, type TestDevice } from "../helpers/push";
import { steppedQueue } from "../helpers/queue";

/** A chore that needs the evening before (docs/features/kitchen.md "The evening before"): its time, its push and its countdown. */

const deps = jobDeps(db, HOME_DATABASE, steppedQueue().fanout, vapidFromEnv(env));
const bins = (members: string[], days: number[], eveningBefore: unknown) => ({
  kind: "chore",
  schedule: { every: "week", days },
  mode: "each",
  title: "Ruskið út",
  emoji: "🗑️",
  stars: 1,
  members,
  approval: "auto",
  eveningBefore,
});

async function withPhone(user: TestUser): Promise<TestDevice> {
  const phone = await newDevice();
  expect((await call("POST", "/api/push/subscriptions", { token: user.token, body: subscriptionOf(phone) })).status).toBe(201);
  return phone;
}
const pushes = (device: TestDevice) => pushesTo(device, env.VAPID_PUBLIC_KEY!);

describe("a chore that needs the evening before", () => {
  it("keeps its time, refuses one that is not HH:MM and changes nothing then, and a routine has none", async () => {
    const parent = await createUser();
    const child = await addChild(parent, "Óli");
    const chore = await addChore(parent, bins([child], [4], "19:30"));
    expect(chore.eveningBefore).toBe("19:30");
    const refused = await call("PUT", `/api/kitchen/chores/${chore.id}`, { token: parent.token, body: bins([child], [4], "7.30") });
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).message).toBe(k.scheduleTimeInvalid);
    const board = await ok<{ chores: Chore[] }>(call("GET", "/api/kitchen/board", { token: parent.token }), 200);
    expect(board.chores.find((one) => one.id === chore.id)?.eveningBefore).toBe("19:30");
    const without = await addChore(parent, { ...bins([child], [4], undefined), eveningBefore: undefined });
    expect(without.eveningBefore).toBeNull();
    const routine = await addChore(parent, { kind: "routine", partOfDay: "evening", title: "Tenn", emoji: "🪥", stars: 1, members: [child], approval: "auto" });
    expect(routine.eveningBefore).toBeNull();
  });

  it("counts down on the wall to its next day, and another family's never", async () => {
    const parent = await createUser();
    const stranger = await createUser();
    const { token } = await pairScreen(parent);
    const inTwo = dateText(addToClock(clockOfDate(familyDate(Date.now(), "Atlantic/Faroe")), "days", 2));
    const chore = await addChore(parent, bins([await addChild(parent, "Óli")], [weekdayOf(clockOfDate(inTwo))], "20:00"));
    await addChore(stranger, bins([await addChild(stranger, "Jógvan")], [0, 1, 2, 3, 4, 5, 6], "20:00"));
    const { countdowns } = await ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200);
    expect(countdowns).toEqual([{ kind: "chore", choreId: chore.id, title: "Ruskið út", emoji: "🗑️", date: inTwo, days: 2 }]);
  });

  it("reaches the whole family from its time the evening before a day it is due, once, and not before other days", async () => {
    const mum = await createUser();
    const dad = await createUser({ familyId: mum.familyId });
    const stranger = await createUser();
    // 2031-03-06 is a Thursday, when the Faroes keep UTC.
    const chore = await addChore(mum, bins([await addChild(mum, "Óli")], [4], "19:30"));
    const [mumPhone, dadPhone, strangerPhone] = [await withPhone(mum), await withPhone(dad), await withPhone(stranger)];
    await sendTimedPushes(deps, Date.parse("2031-03-04T21:00:00.000Z"));
    await sendTimedPushes(deps, Date.parse("2031-03-05T19:25:00.000Z"));
    expect(await pushes(mumPhone)).toEqual([]);
    await sendTimedPushes(deps, Date.parse("2031-03-05T19:30:00.000Z"));
    await Promise.all([sendTimedPushes(deps, Date.parse("2031-03-05T19:35:00.000Z")), sendTimedPushes(deps, Date.parse("2031-03-05T23:55:00.000Z"))]);
    const expected = [{ title: m.choreEveningTitle("🗑️", "Ruskið út"), body: m.choreEveningBody, url: "/born", tag: `chore-evening-${chore.id}-2031-03-06` }];
    expect(await pushes(mumPhone)).toEqual(expected);
    expect(await pushes(dadPhone)).toEqual(expected);
    expect(await pushes(strangerPhone)).toEqual([]);
  });
});
