import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { familyInvites, familyMembers, users } from "@worker/db/schema";
import { call, json, errorBody } from "../helpers/api";
import { register } from "../helpers/auth";
import { createUser, db, dbOf, twoFamilies, userRow } from "../helpers/factories";

async function invite(token: string, familyId: string) {
  const response = await call("POST", `/api/families/${familyId}/invites`, { token });
  expect(response.status).toBe(201);
  return json<{ code: string; url: string; expiresAt: string }>(response);
}

/** A signed-in user whose family is gone (as after an admin removes it), who can join another. */
async function userWithoutFamily() {
  const user = await createUser();
  await db.update(users).set({ familyId: null }).where(eq(users.id, user.id));
  await db.delete(familyMembers).where(eq(familyMembers.userId, user.id));
  return user;
}

describe("family invites", () => {
  it("creates a 7-day invite with a link to the registration screen", async () => {
    const owner = await createUser();
    const body = await invite(owner.token, owner.familyId);
    expect(body.code).toMatch(/^[a-z2-7]{10}$/);
    expect(body.url).toBe(`http://familyhub.test/auth?invite=${body.code}`);
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const rows = await db.select().from(familyInvites).where(eq(familyInvites.familyId, owner.familyId));
    expect(rows.map((row) => row.codeHash)).not.toContain(body.code);
  });

  it("registering with an invite code puts the new user in that family as a member", async () => {
    const owner = await createUser();
    const { code } = await invite(owner.token, owner.familyId);
    const { body, response } = await register({ inviteCode: code });
    expect(response.status).toBe(201);
    const [joined] = await db
      .select()
      .from(users)
      .where(eq(users.username, body.username as string));
    expect(joined?.familyId).toBe(owner.familyId);
    const members = await json<{ id: string; name: string; role: string }[]>(
      await call("GET", `/api/families/${owner.familyId}/members`, { token: owner.token }),
    );
    expect(members.map((member) => member.name)).toEqual([owner.username, body.username]);
  });

  it("refuses registration with an unknown or expired invite code and creates nothing", async () => {
    const owner = await createUser();
    const { code } = await invite(owner.token, owner.familyId);
    await db
      .update(familyInvites)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where(eq(familyInvites.familyId, owner.familyId));
    for (const inviteCode of [code, "aaaaaaaaaa"]) {
      const { body, response } = await register({ inviteCode });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: m.inviteInvalid });
      expect(
        await db
          .select()
          .from(users)
          .where(eq(users.username, body.username as string)),
      ).toHaveLength(0);
    }
  });

  it("a signed-in user without a family joins with a code; one code serves the whole family", async () => {
    const owner = await createUser();
    const { code } = await invite(owner.token, owner.familyId);
    for (const newcomer of [await userWithoutFamily(), await userWithoutFamily()]) {
      const response = await call("POST", "/api/families/join", { token: newcomer.token, body: { code: code.toUpperCase() } });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({ familyId: owner.familyId });
      expect((await userRow(newcomer.id))?.familyId).toBe(owner.familyId);
      const me = await json<{ familyId: string }>(await call("GET", "/api/auth/me", { token: newcomer.token }));
      expect(me.familyId).toBe(owner.familyId);
      const rows = await db
        .select()
        .from(familyMembers)
        .where(and(eq(familyMembers.userId, newcomer.id), eq(familyMembers.familyId, owner.familyId)));
      expect(rows).toHaveLength(1);
    }
  });

  it("a user who already has a family cannot join another (409) and stays where they are", async () => {
    const { alice, mallory } = await twoFamilies();
    const { code } = await invite(alice.token, alice.familyId);
    const response = await call("POST", "/api/families/join", { token: mallory.token, body: { code } });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ code: "conflict", message: m.alreadyInFamily });
    const [row] = await dbOf(mallory).select({ familyId: users.familyId }).from(users).where(eq(users.id, mallory.id));
    expect(row?.familyId).toBe(mallory.familyId);
  });

  it("parallel joins with the same code leave one member row", async () => {
    const owner = await createUser();
    const { code } = await invite(owner.token, owner.familyId);
    const newcomer = await userWithoutFamily();
    const answers = await Promise.all(Array.from({ length: 5 }, () => call("POST", "/api/families/join", { token: newcomer.token, body: { code } })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await db.select().from(familyMembers).where(eq(familyMembers.userId, newcomer.id))).toHaveLength(1);
  });

  it("refuses an invalid code and a malformed body", async () => {
    const newcomer = await userWithoutFamily();
    expect((await call("POST", "/api/families/join", { token: newcomer.token, body: { code: "nope" } })).status).toBe(400);
    expect((await call("POST", "/api/families/join", { token: newcomer.token, body: { code: 42 } })).status).toBe(400);
    expect((await call("POST", "/api/families/join", { token: newcomer.token, body: {} })).status).toBe(400);
    expect((await userRow(newcomer.id))?.familyId).toBeNull();
  });
});

describe("family members", () => {
  it("lists the family's members with id, name, role and whether they have an account", async () => {
    const owner = await createUser();
    const response = await call("GET", `/api/families/${owner.familyId}/members`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual([{ id: owner.memberId, name: owner.username, role: "Familiemedlem", hasAccount: true, birthday: null }]);
  });

  it("creates a member in the caller's family with the default role", async () => {
    const owner = await createUser();
    const response = await call("POST", "/api/family-members", { token: owner.token, body: { name: "  Rókur  " } });
    expect(response.status).toBe(201);
    const member = await json<{ id: string; name: string; role: string }>(response);
    expect(member).toMatchObject({ name: "Rókur", role: "Familiemedlem" });
    const withRole = await json(await call("POST", "/api/family-members", { token: owner.token, body: { name: "Sunnvá", role: "Dóttir" } }));
    expect(withRole).toMatchObject({ name: "Sunnvá", role: "Dóttir" });
    const blankRole = await json(await call("POST", "/api/family-members", { token: owner.token, body: { name: "Jógvan", role: "  " } }));
    expect(blankRole).toMatchObject({ role: "Familiemedlem" });
  });

  it("refuses a blank or too long name", async () => {
    const owner = await createUser();
    for (const name of ["", "   ", "x".repeat(201)]) {
      const response = await call("POST", "/api/family-members", { token: owner.token, body: { name } });
      expect(response.status).toBe(400);
    }
    expect(await db.select().from(familyMembers).where(eq(familyMembers.familyId, owner.familyId))).toHaveLength(1);
  });

  it("ignores a familyId in the body: the member always joins the caller's family", async () => {
    // One database, where alice's family is there to be written into.
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    const member = await json<{ id: string }>(
      await call("POST", "/api/family-members", { token: mallory.token, body: { name: "Intruder", familyId: alice.familyId } }),
    );
    const [row] = await db.select().from(familyMembers).where(eq(familyMembers.id, member.id));
    expect(row?.familyId).toBe(mallory.familyId);
  });
});

describe("family scoping", () => {
  it("another family's id in the path answers 403 on members and invites", async () => {
    const { alice, mallory } = await twoFamilies();
    for (const [method, path] of [
      ["GET", `/api/families/${alice.familyId}/members`],
      ["POST", `/api/families/${alice.familyId}/invites`],
    ] as const) {
      const response = await call(method, path, { token: mallory.token });
      expect(response.status).toBe(403);
      expect(await errorBody(response)).toEqual({ message: m.forbidden, code: "forbidden" });
    }
    expect(await db.select().from(familyInvites).where(eq(familyInvites.familyId, alice.familyId))).toHaveLength(0);
  });

  it("every family route answers 401 without a token", async () => {
    const owner = await createUser();
    for (const [method, path] of [
      ["GET", `/api/families/${owner.familyId}/members`],
      ["POST", `/api/families/${owner.familyId}/invites`],
      ["POST", "/api/family-members"],
      ["POST", "/api/families/join"],
      ["POST", "/api/ws/ticket"],
    ] as const) {
      expect((await call(method, path, method === "GET" ? {} : { body: {} })).status).toBe(401);
    }
  });
});
