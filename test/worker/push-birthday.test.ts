import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pushMessages as m } from "@contract/messages";
import { DEFAULT_PUSH_PREFERENCES } from "@contract/schemas/push";
import { jobDeps } from "@worker/cron/index";
import { sendTimedPushes } from "@worker/cron/timed-pushes";
import { vapidFromEnv } from "@worker/lib/web-push/vapid";
import { call, json } from "../helpers/api";
import { createUser, db, HOME_DATABASE, type TestUser } from "../helpers/factories";
import { newDevice, pushesTo, subscriptionOf, type TestDevice } from "../helpers/push";
import { steppedQueue } from "../helpers/queue";

/** The push the day before a member's birthday (docs/features/birthdays.md), from the parents' afternoon hour. */

const deps = jobDeps(db, HOME_DATABASE, steppedQueue().fanout, vapidFromEnv(env));
/** A Wednesday far from the tests' own clock, when the Faroes keep UTC. */
const DAY = "2031-03-05";
const run = (time: string) => sendTimedPushes(deps, Date.parse(`${DAY}T${time}:00.000Z`));

async function withPhone(user: TestUser): Promise<TestDevice> {
  const phone = await newDevice();
  expect((await call("POST", "/api/push/subscriptions", { token: user.token, body: subscriptionOf(phone) })).status).toBe(201);
  return phone;
}
const pushes = (device: TestDevice) => pushesTo(device, env.VAPID_PUBLIC_KEY!);
const setBirthday = async (user: TestUser, memberId: string, birthday: string) =>
  expect((await call("PUT", `/api/family-members/${memberId}/birthday`, { token: user.token, body: { birthday } })).status).toBe(200);

describe("the day before a birthday", () => {
  it("reaches the family's parents from their afternoon hour, once, never the one whose birthday it is nor another family", async () => {
    const mum = await createUser();
    const dad = await createUser({ familyId: mum.familyId });
    const stranger = await createUser();
    const child = await json<{ id: string }>(await call("POST", "/api/family-members", { token: mum.token, body: { name: "Óli" } }));
    await setBirthday(mum, child.id, "2022-03-06");
    await setBirthday(mum, dad.memberId, "1980-03-06");
    const [mumPhone, dadPhone, strangerPhone] = [await withPhone(mum), await withPhone(dad), await withPhone(stranger)];

    await run("15:55");
    expect(await pushes(mumPhone)).toEqual([]);
    await run("16:00");
    await Promise.all([run("16:05"), run("16:05")]);
    await run("23:55");
    const oli = { title: m.birthdayTomorrowTitle, body: m.birthdayTomorrowBody("Óli", 9), url: "/calendar", tag: `birthday-${child.id}-2031-03-06` };
    const dads = {
      title: m.birthdayTomorrowTitle,
      body: m.birthdayTomorrowBody(dad.username, 51),
      url: "/calendar",
      tag: `birthday-${dad.memberId}-2031-03-06`,
    };
    expect(await pushes(mumPhone)).toEqual(expect.arrayContaining([oli, dads]));
    expect(await pushes(mumPhone)).toHaveLength(2);
    expect(await pushes(dadPhone)).toEqual([oli]);
    expect(await pushes(strangerPhone)).toEqual([]);
  });

  it("is not sent on the birthday itself, nor to a parent who turned the kind off", async () => {
    const mum = await createUser();
    const dad = await createUser({ familyId: mum.familyId });
    const child = await json<{ id: string }>(await call("POST", "/api/family-members", { token: mum.token, body: { name: "Sára" } }));
    await setBirthday(mum, child.id, "2020-03-05");
    const off = { ...DEFAULT_PUSH_PREFERENCES, kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds, birthday: false } };
    expect((await call("PUT", "/api/push/preferences", { token: dad.token, body: off })).status).toBe(200);
    const [mumPhone, dadPhone] = [await withPhone(mum), await withPhone(dad)];
    await run("18:00");
    expect(await pushes(mumPhone)).toEqual([]);
    await setBirthday(mum, child.id, "2020-03-06");
    await run("18:05");
    expect(await pushes(mumPhone)).toHaveLength(1);
    expect(await pushes(dadPhone)).toEqual([]);
  });
});
