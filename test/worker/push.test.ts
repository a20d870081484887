import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pushMessages as m } from "@contract/messages";
import { pushSubscriptions, users } from "@worker/db/schema";
import { call, errorBody, json } from "../helpers/api";
import { createUser, db } from "../helpers/factories";
import { newDevice, pushesTo, subscriptionOf } from "../helpers/push";

const subscribe = (token: string, body: unknown) => call("POST", "/api/push/subscriptions", { token, body });
const rowsOf = (userId: string) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const VAPID_PUBLIC_KEY = env.VAPID_PUBLIC_KEY!;

describe("GET /api/push/public-key", () => {
  it("answers the server's VAPID public key to a signed-in user", async () => {
    const user = await createUser();
    const response = await call("GET", "/api/push/public-key", { token: user.token });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ publicKey: VAPID_PUBLIC_KEY });
  });
});

describe("POST /api/push/subscriptions", () => {
  it("stores a device once: 201 the first time, 200 when the same user sends it again with new keys", async () => {
    const user = await createUser();
    const device = await newDevice();
    expect((await subscribe(user.token, subscriptionOf(device))).status).toBe(201);
    const renewed = await newDevice();
    expect((await subscribe(user.token, { ...subscriptionOf(renewed), endpoint: device.endpoint })).status).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpoint: device.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, sessionId: user.sessionId });
  });

  it("moves an endpoint to the user now signed in on that device", async () => {
    const [before, after] = [await createUser(), await createUser()];
    const device = await newDevice();
    await subscribe(before.token, subscriptionOf(device));
    expect((await subscribe(after.token, subscriptionOf(device))).status).toBe(201);
    expect(await rowsOf(before.id)).toEqual([]);
    expect(await rowsOf(after.id)).toHaveLength(1);
  });

  it.each([
    ["a host that is no push service", "https://attacker.example/push/x", m.endpointRefused],
    ["plain http to a push service", "http://fcm.googleapis.com/fcm/send/x", m.endpointRefused],
    ["a push service's name inside another host", "https://fcm.googleapis.com.attacker.example/x", m.endpointRefused],
    ["an internal address", "https://169.254.169.254/latest/meta-data", m.endpointRefused],
    ["a port on a push service", "https://fcm.googleapis.com:8443/fcm/send/x", m.endpointRefused],
    ["not a URL", "fcm.googleapis.com/fcm/send/x", m.endpointRefused],
  ])("refuses %s with 400 and stores nothing", async (_name, endpoint, message) => {
    const user = await createUser();
    const device = await newDevice();
    const response = await subscribe(user.token, { ...subscriptionOf(device), endpoint });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ code: "invalid_body", message });
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("accepts the known push services' hosts", async () => {
    const user = await createUser();
    const device = await newDevice();
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QGabc",
      "https://wns2-par02p.notify.windows.com/w/?token=abc",
    ]) {
      expect((await subscribe(user.token, { ...subscriptionOf(device), endpoint })).status, endpoint).toBe(201);
    }
  });

  it("refuses keys that are not a P-256 point and a 16-byte secret, and stores nothing", async () => {
    const user = await createUser();
    const device = await newDevice();
    const offCurve = `BA${"A".repeat(85)}`;
    for (const keys of [
      { ...device.keys, p256dh: "not-a-key" },
      { ...device.keys, p256dh: offCurve },
      { ...device.keys, auth: "c2hvcnQ" },
      { p256dh: device.keys.p256dh },
    ]) {
      const response = await subscribe(user.token, { ...subscriptionOf(device), keys });
      expect(response.status, JSON.stringify(keys)).toBe(400);
      expect(await errorBody(response)).toMatchObject({ code: "invalid_body", message: m.keysInvalid });
    }
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("forgets the caller's device, and leaves another user's endpoint alone", async () => {
    const [alice, bob] = [await createUser(), await createUser()];
    const [aliceDevice, bobDevice] = [await newDevice(), await newDevice()];
    await subscribe(alice.token, subscriptionOf(aliceDevice));
    await subscribe(bob.token, subscriptionOf(bobDevice));
    expect((await call("DELETE", "/api/push/subscriptions", { token: alice.token, body: { endpoint: bobDevice.endpoint } })).status).toBe(204);
    expect(await rowsOf(bob.id)).toHaveLength(1);
    expect((await call("DELETE", "/api/push/subscriptions", { token: alice.token, body: { endpoint: aliceDevice.endpoint } })).status).toBe(204);
    expect(await rowsOf(alice.id)).toEqual([]);
  });

  it("signing out on the device removes its subscription; deleting the user removes theirs", async () => {
    const user = await createUser();
    await subscribe(user.token, subscriptionOf(await newDevice()));
    expect((await call("POST", "/api/auth/logout", { token: user.token })).status).toBe(204);
    expect(await rowsOf(user.id)).toEqual([]);

    const deleted = await createUser();
    await subscribe(deleted.token, subscriptionOf(await newDevice()));
    await db.delete(users).where(eq(users.id, deleted.id));
    expect(await rowsOf(deleted.id)).toEqual([]);
  });
});

describe("POST /api/push/test", () => {
  it("pushes to every device of the caller, encrypted for each and signed with the server's key, and to nobody else", async () => {
    const [user, other] = [await createUser(), await createUser()];
    const [phone, laptop, stranger] = [await newDevice(), await newDevice(), await newDevice()];
    await subscribe(user.token, subscriptionOf(phone));
    await subscribe(user.token, subscriptionOf(laptop));
    await subscribe(other.token, subscriptionOf(stranger));
    const response = await call("POST", "/api/push/test", { token: user.token });
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ sent: 2 });
    const expected = { title: m.testTitle, body: m.testBody, url: "/", tag: "test" };
    expect(await pushesTo(phone, VAPID_PUBLIC_KEY)).toEqual([expected]);
    expect(await pushesTo(laptop, VAPID_PUBLIC_KEY)).toEqual([expected]);
    expect(await pushesTo(stranger, VAPID_PUBLIC_KEY)).toEqual([]);
  });

  it("deletes a subscription whose push service answers 410 or 404, and keeps one that answers 429 or 503", async () => {
    const user = await createUser();
    const devices = await Promise.all([410, 404, 429, 503].map((status) => newDevice({ status })));
    for (const device of devices) await subscribe(user.token, subscriptionOf(device));
    expect(await json(await call("POST", "/api/push/test", { token: user.token }))).toEqual({ sent: 0 });
    expect((await rowsOf(user.id)).map((row) => row.endpoint).sort()).toEqual([devices[2]!.endpoint, devices[3]!.endpoint].sort());
  });
});
