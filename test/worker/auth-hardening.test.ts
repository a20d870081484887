import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m, serverTexts } from "@contract/messages";
import { createApp } from "@worker/app";
import { afterAnswer } from "@worker/http/after-answer";
import { COMMON_PASSWORDS } from "@worker/data/common-passwords";
import { appErrors, familyInvites, familyMembers, outbox, users } from "@worker/db/schema";
import { hashToken, hmacHex } from "@worker/lib/crypto";
import { errorText } from "@worker/lib/error-text";
import { HttpError } from "@worker/lib/http-error";
import { newEmailToken } from "@worker/services/auth/email-tokens";
import { createMailer } from "@worker/services/mailer";
import { setNewPassword } from "@worker/services/auth/password-reset";
import { call, json, ORIGIN, errorBody } from "@test/helpers/api";
import { lastMailTo, registrationBody } from "@test/helpers/auth";
import { createUser, db, directory, uniqueName, userRow } from "@test/helpers/factories";
import { liveTicket, upgrade } from "@test/helpers/live";

async function resetTokenFor(userId: string) {
  const reset = newEmailToken(db, "reset", userId, Date.now());
  await reset.query;
  return reset.token;
}

const newPassword = (token: string, password: string) => call("POST", "/api/auth/new-password", { body: { token, password } });

describe("new-password checks the token before it hashes", () => {
  it("a made-up or spent token costs no hash; a live one costs one", async () => {
    const user = await createUser();
    let hashes = 0;
    const deps = {
      db,
      origin: ORIGIN,
      client: "test-client",
      timeZone: "Atlantic/Faroe",
      hash: async (password: string) => {
        hashes += 1;
        return `plain$${password}`;
      },
    };
    await expect(setNewPassword(deps, "made-up", "a-fresh-password")).rejects.toBeInstanceOf(HttpError);
    expect(hashes).toBe(0);
    const token = await resetTokenFor(user.id);
    await setNewPassword(deps, token, "a-fresh-password");
    expect(hashes).toBe(1);
    await expect(setNewPassword(deps, token, "a-fresh-password")).rejects.toBeInstanceOf(HttpError);
    expect(hashes).toBe(1);
  });
});

describe("a changed password is mailed to the account's address", () => {
  it("after a reset, with the way back", async () => {
    const user = await createUser();
    const since = Date.now();
    expect((await newPassword(await resetTokenFor(user.id), "a-fresh-password")).status).toBe(200);
    const mail = await lastMailTo(user.email, since);
    expect(mail?.subject).toBe(serverTexts.passwordChangedSubject);
    expect(mail?.body).toContain("/reset-password");
    expect(mail?.body).not.toContain("a-fresh-password");
  });
});

describe("the 10,000 most common passwords are refused", () => {
  const rare = COMMON_PASSWORDS.slice(5_000).find((password) => password.length >= 8)!;

  it("at registration and at reset, well past the old 3,000", async () => {
    const registered = await call("POST", "/api/auth/register", { body: await registrationBody({ password: rare }) });
    expect(registered.status).toBe(400);
    expect(await json(registered)).toMatchObject({ message: m.passwordTooCommon });
    const user = await createUser();
    const reset = await newPassword(await resetTokenFor(user.id), rare.toUpperCase());
    expect(reset.status).toBe(400);
    expect(await reset.text()).toBe(m.passwordTooCommon);
  });
});

describe("a never-verified account cannot plant its real owner in a stranger's family", () => {
  it("registered with someone's invite, the owner's reset starts it in a family of its own, verified", async () => {
    const inviter = await createUser();
    const invite = await json<{ code: string }>(await call("POST", `/api/families/${inviter.familyId}/invites`, { token: inviter.token }));
    const body = await registrationBody({ inviteCode: invite.code });
    expect((await call("POST", "/api/auth/register", { body })).status).toBe(201);
    const [planted] = await db
      .select()
      .from(users)
      .where(eq(users.username, body.username as string));
    expect(planted).toMatchObject({ familyId: inviter.familyId, emailVerifiedAt: null });

    expect((await newPassword(await resetTokenFor(planted!.id), "the-owners-own-pass")).status).toBe(200);
    const after = await userRow(planted!.id);
    expect(after?.familyId).not.toBe(inviter.familyId);
    expect(after?.emailVerifiedAt).not.toBeNull();
    const [member] = await db.select().from(familyMembers).where(eq(familyMembers.userId, planted!.id));
    expect(member?.familyId).toBe(after?.familyId);
    const inviterMembers = await call("GET", `/api/families/${inviter.familyId}/members`, { token: inviter.token });
    expect(JSON.stringify(await json(inviterMembers))).not.toContain(body.username as string);
  });

  it("a verified member, or an unverified one alone in their own family, stays where they are", async () => {
    const family = await createUser();
    const verified = await createUser({ familyId: family.familyId });
    const alone = await createUser({ verified: false });
    for (const user of [verified, alone]) {
      expect((await newPassword(await resetTokenFor(user.id), "a-fresh-password")).status).toBe(200);
      expect((await userRow(user.id))?.familyId).toBe(user.familyId);
    }
    expect((await userRow(alone.id))?.emailVerifiedAt).not.toBeNull();
  });
});

describe("live tickets are bound to the session that bought them", () => {
  it("a ticket bought before logout opens no socket afterwards", async () => {
    const user = await createUser();
    const ticket = await liveTicket(user);
    expect((await call("POST", "/api/auth/logout", { token: user.token })).status).toBe(204);
    const refused = await upgrade(ticket);
    expect(refused.status).toBe(401);
    expect(await errorBody(refused)).toEqual({ message: m.liveTicketInvalid, code: "unauthenticated" });
  });

  it("a ticket bought before a password reset opens no socket afterwards", async () => {
    const user = await createUser();
    const ticket = await liveTicket(user);
    expect((await newPassword(await resetTokenFor(user.id), "a-fresh-password")).status).toBe(200);
    expect((await upgrade(ticket)).status).toBe(401);
  });
});

describe("invite codes", () => {
  it("are stored as an HMAC under the server's secret, not a bare hash", async () => {
    const user = await createUser();
    const invite = await json<{ code: string }>(await call("POST", `/api/families/${user.familyId}/invites`, { token: user.token }));
    const [row] = await db.select().from(familyInvites).where(eq(familyInvites.familyId, user.familyId)).orderBy(desc(familyInvites.createdAt)).limit(1);
    expect(row?.codeHash).toBe(hmacHex(env.JWT_SECRET, `invite:${invite.code}`));
    expect(row?.codeHash).not.toBe(hashToken(invite.code));
  });

  it("a row holding a bare hash of a code opens nothing", async () => {
    const user = await createUser();
    const stranger = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, stranger.id));
    const code = "abcdefghij";
    await db.insert(familyInvites).values({
      id: crypto.randomUUID(),
      familyId: user.familyId,
      codeHash: hashToken(code),
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      createdAt: new Date().toISOString(),
    });
    const join = await call("POST", "/api/families/join", { token: stranger.token, body: { code } });
    expect(join.status).toBe(400);
    expect(await json(join)).toMatchObject({ message: m.inviteInvalid });
  });
});

describe("mail links never at rest outside local development", () => {
  it("a Worker on the outbox without LOCAL_DEV sends nothing, stores no mail and reports the configuration error", async () => {
    const recipient = `${uniqueName("deployed")}@example.test`;
    const mailer = createMailer({ ...env, LOCAL_DEV: undefined, MAIL_TRANSPORT: "outbox" }, db);
    const link = "https://familyhub.test/new-password?token=secret-link-token";
    await expect(mailer.send({ to: recipient, subject: "Nýtt loyniorð", text: link })).rejects.toThrow(/MAIL_TRANSPORT=outbox/);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, recipient))).toHaveLength(0);
    const [reported] = await db.select().from(appErrors).where(eq(appErrors.source, "mail")).orderBy(desc(appErrors.createdAt)).limit(1);
    expect(reported?.message).toMatch(/local development only/);
    expect(reported?.message).not.toContain("secret-link-token");
    expect(reported?.message).not.toContain(recipient);
  });
});

describe("error logs keep no bound query parameters", () => {
  it("a failed query's values are cut from the text and from app_errors", async () => {
    const secret = `value-${crypto.randomUUID()}`;
    const failed = await db.run(sql`SELECT * FROM no_such_table WHERE x = ${secret}`).catch((error: unknown) => error);
    expect(String(failed instanceof Error ? failed.message : failed)).toContain(secret);
    expect(errorText(failed)).not.toContain(secret);
    expect(errorText(failed)).toContain("no_such_table");

    const app = createApp();
    app.get("/api/test-failing-query", async () => {
      await db.run(sql`SELECT * FROM no_such_table WHERE x = ${secret}`);
      return new Response("unreachable");
    });
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${ORIGIN}/api/test-failing-query`), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(500);
    const { requestId } = await json<{ requestId: string }>(response);
    // A request with no session never reached an account: its error is logged in the directory.
    const [stored] = await directory.select().from(appErrors).where(eq(appErrors.source, "GET /api/test-failing-query"));
    expect(stored?.message).toContain("no_such_table");
    expect(stored?.message).not.toContain(secret);
    // The id the caller can quote is the one the log keeps.
    expect(stored?.requestId).toBe(requestId);
  });
});

describe("work after the answer", () => {
  it("logs a failure as its request id and a safe text, never the error object or its bound values", async () => {
    const secret = `value-${crypto.randomUUID()}`;
    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const app = createApp();
      app.get("/api/test-deferred-failure", (c) => {
        afterAnswer(c, "test work", db.run(sql`SELECT * FROM no_such_table WHERE x = ${secret}`));
        return c.body(null, 204);
      });
      const ctx = createExecutionContext();
      const response = await app.fetch(new Request(`${ORIGIN}/api/test-deferred-failure`), env, ctx);
      await waitOnExecutionContext(ctx);
      expect(response.status).toBe(204);
    } finally {
      console.error = original;
    }
    expect(logged).toHaveLength(1);
    const [line, ...rest] = logged[0]!;
    expect(rest).toEqual([]);
    expect(line).toMatch(/^\[[0-9a-f-]{36}\] test work failed: .*no_such_table/s);
    expect(String(line)).not.toContain(secret);
  });
});

describe("headers", () => {
  it("HSTS on HTTPS answers only", async () => {
    const secure = await exports.default.fetch(new Request("https://familyhub.test/api/health"));
    expect(secure.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
    const plain = await call("GET", "/api/health");
    expect(plain.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
