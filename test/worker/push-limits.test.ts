import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUSH_TESTS_PER_HOUR, SHOPPING_TRIPS_PER_HOUR } from "@contract/limits";
import { apiMessages, pushMessages as m } from "@contract/messages";
import { pushSubscriptions } from "@worker/db/schema";
import { PUSH_SUBSCRIPTIONS_PER_USER } from "@worker/services/push/devices";
import { call, errorBody, json } from "../helpers/api";
import { createUser, db } from "../helpers/factories";
import { newDevice, pushesTo, subscriptionOf, type TestDevice } from "../helpers/push";

/** Issue 41: no one can turn the server's pushes into a cannon, nor take over another's device. */

const subscribe = (token: string, body: unknown) => call("POST", "/api/push/subscriptions", { token, body });
const endpointsOf = async (userId: string) =>
  (await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))
    .map((row) => row.endpoint)
    .sort();
const rowOf = async (endpoint: string) => (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];
const VAPID_PUBLIC_KEY = env.VAPID_PUBLIC_KEY!;

/** Subscribes n devices, then dates each one's last registration a minute after the one before. */
async function subscribedDevices(token: string, n: number): Promise<TestDevice[]> {
  const devices: TestDevice[] = [];
  for (let i = 0; i < n; i += 1) {
    const device = await newDevice();
    expect((await subscribe(token, subscriptionOf(device))).status).toBe(201);
    await db
      .update(pushSubscriptions)
      .set({ updatedAt: new Date(Date.UTC(2020, 0, 1, 12, i)).toISOString() })
      .where(eq(pushSubscriptions.endpoint, device.endpoint));
    devices.push(device);
  }
  return devices;
}

describe("subscriptions per user", () => {
  it("a device beyond ten replaces the user's least recently registered one, and a refresh counts as registering", async () => {
    const user = await createUser();
    const devices = await subscribedDevices(user.token, PUSH_SUBSCRIPTIONS_PER_USER);
    // The oldest registered device posts its subscription again (the app does at every start).
    expect((await subscribe(user.token, subscriptionOf(devices[0]!))).status).toBe(200);
    const eleventh = await newDevice();
    expect((await subscribe(user.token, subscriptionOf(eleventh))).status).toBe(201);
    const kept = [devices[0]!, ...devices.slice(2), eleventh].map((device) => device.endpoint).sort();
    expect(await endpointsOf(user.id)).toEqual(kept);
  });

  it("another user's devices are not counted against the caller's ten", async () => {
    const [user, other] = [await createUser(), await createUser()];
    const mine = await subscribedDevices(user.token, PUSH_SUBSCRIPTIONS_PER_USER - 1);
    await subscribedDevices(other.token, 3);
    const tenth = await newDevice();
    await subscribe(user.token, subscriptionOf(tenth));
    expect(await endpointsOf(user.id)).toEqual([...mine, tenth].map((device) => device.endpoint).sort());
    expect(await endpointsOf(other.id)).toHaveLength(3);
  });
});

describe("taking over another user's endpoint", () => {
  it("with other keys answers 409 and changes nothing: the endpoint stays the other user's with its keys", async () => {
    const [owner, taker] = [await createUser(), await createUser()];
    const device = await newDevice();
    await subscribe(owner.token, subscriptionOf(device));
    const before = await rowOf(device.endpoint);
    const otherKeys = (await newDevice()).keys;
    const response = await subscribe(taker.token, { ...subscriptionOf(device), keys: otherKeys });
    expect(response.status).toBe(409);
    expect(await errorBody(response)).toMatchObject({ code: "conflict", message: m.endpointTaken });
    expect(await rowOf(device.endpoint)).toEqual(before);
    expect(await endpointsOf(taker.id)).toEqual([]);
  });

  it("with only one of the two keys the same answers 409", async () => {
    const [owner, taker] = [await createUser(), await createUser()];
    const device = await newDevice();
    await subscribe(owner.token, subscriptionOf(device));
    const other = (await newDevice()).keys;
    for (const keys of [
      { p256dh: device.keys.p256dh, auth: other.auth },
      { p256dh: other.p256dh, auth: device.keys.auth },
    ]) {
      expect((await subscribe(taker.token, { ...subscriptionOf(device), keys })).status).toBe(409);
    }
    expect(await endpointsOf(owner.id)).toEqual([device.endpoint]);
  });

  it("with the same keys moves the endpoint to the caller", async () => {
    const [owner, taker] = [await createUser(), await createUser()];
    const device = await newDevice();
    await subscribe(owner.token, subscriptionOf(device));
    expect((await subscribe(taker.token, subscriptionOf(device))).status).toBe(201);
    expect(await endpointsOf(owner.id)).toEqual([]);
    expect(await rowOf(device.endpoint)).toMatchObject({ userId: taker.id, sessionId: taker.sessionId });
  });

  it("a refused takeover by a user with ten devices costs them none", async () => {
    const [owner, taker] = [await createUser(), await createUser()];
    const devices = await subscribedDevices(taker.token, PUSH_SUBSCRIPTIONS_PER_USER);
    const device = await newDevice();
    await subscribe(owner.token, subscriptionOf(device));
    const response = await subscribe(taker.token, { ...subscriptionOf(device), keys: (await newDevice()).keys });
    expect(response.status).toBe(409);
    expect(await endpointsOf(taker.id)).toEqual(devices.map((each) => each.endpoint).sort());
  });
});

describe("delivery", () => {
  it("a push service's redirect is not followed: the other address sees no request and the subscription is deleted", async () => {
    const user = await createUser();
    const device = await newDevice({ redirect: true });
    await subscribe(user.token, subscriptionOf(device));
    expect(await json(await call("POST", "/api/push/test", { token: user.token }))).toEqual({ sent: 0 });
    expect(await pushesTo({ ...device, name: `${device.name}.redirected` }, VAPID_PUBLIC_KEY)).toEqual([]);
    expect(await pushesTo(device, VAPID_PUBLIC_KEY)).toHaveLength(1);
    expect(await endpointsOf(user.id)).toEqual([]);
  });
});

describe("pushes set off by hand", () => {
  const expectRateLimited = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await errorBody(response)).toMatchObject({ code: "rate_limited", message: apiMessages.rateLimited });
  };

  it(`the test push answers 429 with Retry-After after ${PUSH_TESTS_PER_HOUR} in an hour, and sends nothing more`, async () => {
    const user = await createUser();
    const device = await newDevice();
    await subscribe(user.token, subscriptionOf(device));
    for (let i = 0; i < PUSH_TESTS_PER_HOUR; i += 1) expect((await call("POST", "/api/push/test", { token: user.token })).status).toBe(202);
    await expectRateLimited(await call("POST", "/api/push/test", { token: user.token }));
    expect(await pushesTo(device, VAPID_PUBLIC_KEY)).toHaveLength(PUSH_TESTS_PER_HOUR);
    // Counted per user: another user of the same server is not held back.
    expect((await call("POST", "/api/push/test", { token: (await createUser()).token })).status).toBe(202);
  });

  it(`the shopping trip answers 429 with Retry-After after ${SHOPPING_TRIPS_PER_HOUR} in an hour, and the family hears no more`, async () => {
    const shopper = await createUser();
    const partner = await createUser({ familyId: shopper.familyId });
    const device = await newDevice();
    await subscribe(partner.token, subscriptionOf(device));
    for (let i = 0; i < SHOPPING_TRIPS_PER_HOUR; i += 1) {
      expect((await call("POST", "/api/push/shopping-trip", { token: shopper.token })).status).toBe(202);
    }
    await expectRateLimited(await call("POST", "/api/push/shopping-trip", { token: shopper.token }));
    expect(await pushesTo(device, VAPID_PUBLIC_KEY)).toHaveLength(SHOPPING_TRIPS_PER_HOUR);
    expect((await call("POST", "/api/push/shopping-trip", { token: partner.token })).status).toBe(202);
  });
});
