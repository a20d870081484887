import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SECURITY_EVENT_KINDS, SECURITY_REFUSAL_WINDOW_MS } from "@contract/security-events";
import { securityEvents, users } from "@worker/db/schema";
import { clientKey } from "@worker/lib/client";
import { recordSecurityEvent } from "@worker/services/security-log";
import { call, freshClient, json } from "@test/helpers/api";
import { lastMailTo, registrationBody, tokenInMail } from "@test/helpers/auth";
import { createUser, db, PASSWORD } from "@test/helpers/factories";
import { securityEventsOf } from "@test/helpers/security-events";

describe("the security log", () => {
  it("records sign-in success and failure, logout, reset requested and completed, with user and client", async () => {
    const user = await createUser();
    const client = freshClient();
    const headers = { "CF-Connecting-IP": client };
    expect((await call("POST", "/api/auth/login", { body: { username: user.username, password: "wrong-one" }, headers })).status).toBe(401);
    const signedIn = await json<{ token: string }>(await call("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD }, headers }));
    expect((await call("POST", "/api/auth/logout", { token: signedIn.token, headers })).status).toBe(204);
    const since = Date.now();
    expect((await call("POST", "/api/auth/reset-password", { body: { email: user.email }, headers })).status).toBe(200);
    const resetToken = tokenInMail((await lastMailTo(user.email, since))!.body);
    expect((await call("POST", "/api/auth/new-password", { body: { token: resetToken, password: "another-fresh-pass" }, headers })).status).toBe(200);

    const events = await securityEventsOf({ client }, 5);
    expect(events.map((event) => event.kind).sort()).toEqual(["logout", "reset_completed", "reset_requested", "sign_in", "sign_in_failed"]);
    for (const event of events) {
      expect(event.client).toBe(client);
      // The reset request does not say whose address it was (that would tell which addresses have accounts).
      expect(event.userId).toBe(event.kind === "reset_requested" ? null : user.id);
    }
    const text = JSON.stringify(events);
    for (const secret of [PASSWORD, "wrong-one", "another-fresh-pass", resetToken, signedIn.token, user.email]) expect(text).not.toContain(secret);
  });

  it("records invites created and used (at registration and by join), never the code", async () => {
    const inviter = await createUser();
    const created = await call("POST", `/api/families/${inviter.familyId}/invites`, { token: inviter.token });
    const { code } = await json<{ code: string }>(created);
    await securityEventsOf({ kind: "invite_created", userId: inviter.id });

    const body = await registrationBody({ inviteCode: code });
    expect((await call("POST", "/api/auth/register", { body })).status).toBe(201);
    const [registered] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, body.username as string));
    expect(await securityEventsOf({ kind: "invite_used", userId: registered!.id })).toHaveLength(1);

    const homeless = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, homeless.id));
    expect((await call("POST", "/api/families/join", { token: homeless.token, body: { code } })).status).toBe(200);
    expect(await securityEventsOf({ kind: "invite_used", userId: homeless.id })).toHaveLength(1);
    expect(JSON.stringify(await db.select().from(securityEvents))).not.toContain(code);
  });

  it("records an invite's revocation with the revoke itself, and nothing for an invite it could not revoke", async () => {
    const owner = await createUser();
    const invites = `/api/families/${owner.familyId}/invites`;
    expect((await call("POST", invites, { token: owner.token })).status).toBe(201);
    const [invite] = await json<{ id: string }[]>(await call("GET", invites, { token: owner.token }));
    expect((await call("DELETE", `${invites}/no-such-invite`, { token: owner.token })).status).toBe(404);
    // Written in the revoke's own batch, so it is there (or not) as soon as the answer is.
    expect(await securityEventsOf({ kind: "invite_revoked", userId: owner.id }, 0)).toEqual([]);
    expect((await call("DELETE", `${invites}/${invite!.id}`, { token: owner.token })).status).toBe(204);
    expect((await call("DELETE", `${invites}/${invite!.id}`, { token: owner.token })).status).toBe(404);
    const events = await securityEventsOf({ kind: "invite_revoked", userId: owner.id }, 0);
    expect(events.map((event) => event.actorId)).toEqual([owner.id]);
  });

  it("records no invite use for a join that is refused", async () => {
    const homeless = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, homeless.id));
    expect((await call("POST", "/api/families/join", { token: homeless.token, body: { code: "no-such-code" } })).status).toBe(400);
    expect(await securityEventsOf({ kind: "invite_used", userId: homeless.id }, 0)).toEqual([]);
  });

  it("records a 403 with the caller and the route", async () => {
    const alice = await createUser();
    const mallory = await createUser();
    const client = freshClient();
    const response = await call("GET", `/api/families/${alice.familyId}/members`, { token: mallory.token, headers: { "CF-Connecting-IP": client } });
    expect(response.status).toBe(403);
    const [event] = await securityEventsOf({ kind: "forbidden", client });
    expect(event).toMatchObject({ userId: mallory.id, route: "GET /api/families/:familyId/members" });
  });

  it("counts 1,000 refusals from one client on one route in one row; another route, client or hour is another row", async () => {
    const alice = await createUser();
    const mallory = await createUser();
    const client = freshClient();
    const headers = { "CF-Connecting-IP": client };
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => call("GET", `/api/families/${alice.familyId}/members`, { token: mallory.token, headers })),
      );
      expect(answers.every((answer) => answer.status === 403)).toBe(true);
    }
    await call("GET", `/api/families/${alice.familyId}/events`, { token: mallory.token, headers });
    const counted = async () => (await securityEventsOf({ kind: "forbidden", client }, 2)).map((row) => [row.route, row.count]);
    await expect.poll(counted, { timeout: 10_000 }).toEqual(
      expect.arrayContaining([
        ["GET /api/families/:familyId/members", 1000],
        ["GET /api/families/:familyId/events", 1],
      ]),
    );
    expect(await counted()).toHaveLength(2);

    const event = { kind: "forbidden" as const, client, userId: mallory.id, route: "GET /api/families/:familyId/members" };
    await recordSecurityEvent(db, event, Date.now() + SECURITY_REFUSAL_WINDOW_MS);
    await recordSecurityEvent(db, { ...event, client: freshClient() });
    expect(await securityEventsOf({ kind: "forbidden", client }, 3)).toHaveLength(3);
  });

  it("names an IPv6 client by its /64, and its kinds are a closed list", async () => {
    const user = await createUser();
    const address = "2001:db8:aa:bb:1:2:3:4";
    await call("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD }, headers: { "CF-Connecting-IP": address } });
    const [event] = await securityEventsOf({ kind: "sign_in", userId: user.id });
    expect(event?.client).toBe(clientKey(address));
    expect(event?.client).toBe("2001:db8:aa:bb::/64");
    expect(SECURITY_EVENT_KINDS).toContain(event?.kind);
  });
});
