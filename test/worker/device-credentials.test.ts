import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { confirmMessages as m } from "@contract/confirm-messages";
import { KITCHEN_SCREENS_PER_FAMILY } from "@contract/kitchen-limits";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import { PASSWORD_CONFIRMS_PER_ACCOUNT } from "@contract/limits";
import { serverTexts } from "@contract/messages";
import type { Paired, Pairing } from "@contract/schemas/kitchen-screens";
import { appPasswords, kitchenPairings, kitchenScreens } from "@worker/db/schema";
import { call, errorBody, json } from "@test/helpers/api";
import { lastMailTo, mailTo } from "@test/helpers/auth";
import { createUser, db, PASSWORD, type TestUser } from "@test/helpers/factories";
import { extraScreen, ok } from "@test/helpers/kitchen";
import { securityEventsOf } from "@test/helpers/security-events";

/** Making a device credential needs the account's password (docs/features/auth.md "Confirming with the password"). */

const makeAppPassword = (user: TestUser, body: Record<string, unknown>) => call("POST", "/api/caldav/app-passwords", { token: user.token, body });
const makeCode = (user: TestUser, body: Record<string, unknown>) => call("POST", "/api/kitchen/pairings", { token: user.token, body });
const appPasswordsOf = (user: TestUser) => db.select().from(appPasswords).where(eq(appPasswords.userId, user.id));
const codesOf = (user: TestUser) => db.select().from(kitchenPairings).where(eq(kitchenPairings.familyId, user.familyId));
const screensOf = (user: TestUser) => db.select().from(kitchenScreens).where(eq(kitchenScreens.familyId, user.familyId));
/** Mail and refusal logs go after the answer: give them the time to land before saying none came. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("an app password needs the account's password", () => {
  it("is refused without the password (400) or with a wrong one (403), and nothing is made, mailed or logged as made", async () => {
    const user = await createUser();
    const missing = await makeAppPassword(user, { name: "iPad" });
    expect(missing.status).toBe(400);
    expect((await errorBody(missing)).message).toBe(m.passwordRequired);
    const wrong = await makeAppPassword(user, { name: "iPad", password: "not-the-password" });
    expect(wrong.status).toBe(403);
    expect((await errorBody(wrong)).message).toBe(m.passwordWrong);
    await settle();
    expect(await appPasswordsOf(user)).toEqual([]);
    expect(await mailTo(user.email)).toBeUndefined();
    expect(await securityEventsOf({ kind: "app_password_created", userId: user.id }, 1, 0)).toEqual([]);
  });

  it("with the right password is made, mailed to the account and logged in the same batch", async () => {
    const user = await createUser();
    const since = Date.now();
    const made = await ok<{ id: string }>(makeAppPassword(user, { name: "iPad", password: PASSWORD }), 201);
    const [event] = await securityEventsOf({ kind: "app_password_created", userId: user.id }, 1, 0);
    expect(event).toMatchObject({ actorId: user.id, detail: JSON.stringify({ appPasswordId: made.id }) });
    const mail = await lastMailTo(user.email, since);
    expect(mail?.subject).toBe(serverTexts.appPasswordMadeSubject);
    expect(mail?.body).toContain('"iPad"');
  });

  it(`counts every try of the password: past ${PASSWORD_CONFIRMS_PER_ACCOUNT} an hour it is refused with 429, the right one too`, async () => {
    const user = await createUser();
    for (let index = 0; index < PASSWORD_CONFIRMS_PER_ACCOUNT; index++) {
      expect((await makeAppPassword(user, { name: "iPad", password: `guess-${index}` })).status).toBe(403);
    }
    // App passwords and pairing codes count together.
    const locked = await makeCode(user, { password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await appPasswordsOf(user)).toEqual([]);
    expect(await codesOf(user)).toEqual([]);
  });
});

describe("pairing a kitchen screen needs the account's password", () => {
  it("makes no code without the password or with a wrong one", async () => {
    const user = await createUser();
    expect((await makeCode(user, {})).status).toBe(400);
    const wrong = await makeCode(user, { password: "not-the-password" });
    expect(wrong.status).toBe(403);
    expect((await errorBody(wrong)).message).toBe(m.passwordWrong);
    expect(await codesOf(user)).toEqual([]);
  });

  it("with the right password the code pairs a screen, whose pairing is logged in its batch and mailed to the parent", async () => {
    const user = await createUser();
    const { code } = await ok<Pairing>(makeCode(user, { password: PASSWORD }), 201);
    const since = Date.now();
    const paired = await ok<Paired>(call("POST", "/api/kitchen/pair", { body: { code, name: "Køkur" } }), 201);
    const [event] = await securityEventsOf({ kind: "kitchen_screen_paired", userId: user.id }, 1, 0);
    expect(event).toMatchObject({ actorId: user.id, detail: JSON.stringify({ screenId: paired.screen.id }) });
    const mail = await lastMailTo(user.email, since);
    expect(mail?.subject).toBe(serverTexts.screenPairedSubject);
    expect(mail?.body).toContain('"Køkur"');
  });

  it("a wrong code logs no pairing and mails nobody", async () => {
    const user = await createUser();
    await ok<Pairing>(makeCode(user, { password: PASSWORD }), 201);
    expect((await call("POST", "/api/kitchen/pair", { body: { code: "ABCDEFGH", name: "Køkur" } })).status).toBe(400);
    await settle();
    expect(await securityEventsOf({ kind: "kitchen_screen_paired", userId: user.id }, 1, 0)).toEqual([]);
    expect(await mailTo(user.email)).toBeUndefined();
  });
});

describe(`a family holds at most ${KITCHEN_SCREENS_PER_FAMILY} kitchen screens`, () => {
  async function familyWithScreens(count: number) {
    const user = await createUser();
    for (let index = 0; index < count; index++) await extraScreen(user);
    return user;
  }

  it("a full family gets no pairing code: 409 in Faroese", async () => {
    const user = await familyWithScreens(KITCHEN_SCREENS_PER_FAMILY);
    const refused = await makeCode(user, { password: PASSWORD });
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).message).toBe(k.screensFull(KITCHEN_SCREENS_PER_FAMILY));
    expect(await codesOf(user)).toEqual([]);
  });

  it("codes made while there was room pair only up to the cap, however many tablets pair at once; the rest keep their codes unused", async () => {
    const user = await familyWithScreens(KITCHEN_SCREENS_PER_FAMILY - 1);
    const codes = await Promise.all(Array.from({ length: 4 }, () => ok<Pairing>(makeCode(user, { password: PASSWORD }), 201)));
    const pairs = await Promise.all(codes.map(({ code }) => call("POST", "/api/kitchen/pair", { body: { code, name: "Køkur" } })));
    expect(pairs.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const refused = pairs.find((response) => response.status === 409)!;
    expect((await errorBody(refused)).message).toBe(k.screensFull(KITCHEN_SCREENS_PER_FAMILY));
    expect(await screensOf(user)).toHaveLength(KITCHEN_SCREENS_PER_FAMILY);
    expect((await codesOf(user)).filter((row) => row.usedAt === null)).toHaveLength(3);

    // A revoked screen makes room, and a kept code pairs then.
    const [first] = await screensOf(user);
    expect((await call("DELETE", `/api/kitchen/screens/${first!.id}`, { token: user.token })).status).toBe(204);
    const retried = await Promise.all(codes.map(({ code }) => call("POST", "/api/kitchen/pair", { body: { code, name: "Køkur" } })));
    expect(retried.map((response) => response.status).sort()).toEqual([201, 400, 409, 409]);
    expect(await json<{ token: string }>(retried.find((response) => response.status === 201)!)).toMatchObject({ token: expect.any(String) });
  });
});
