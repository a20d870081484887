import { Hono, type Context } from "hono";
import * as v from "valibot";
import { apiMessages as m } from "@contract/messages";
import { loginBody, newPasswordBody, registerBody, resetRequestBody } from "@contract/schemas/auth";
import type { AppEnv, SignedInEnv } from "../env";
import { disconnectUser } from "../durable/stubs";
import { appOrigin } from "../lib/origin";
import { requireAuth } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { register, toCurrentUser, verifyEmail, type AccountDeps } from "../services/accounts";
import { issueChallenge } from "../services/challenge";
import { login } from "../services/login";
import { createMailer } from "../services/mailer";
import { requestPasswordReset, setNewPassword } from "../services/password-reset";
import { revokeSession } from "../services/sessions";

const accountDeps = (c: Context<AppEnv>): AccountDeps => ({
  db: c.get("db"),
  defer: (work) => c.executionCtx.waitUntil(work.catch((error: unknown) => console.error("deferred mail failed", error))),
  secret: c.env.JWT_SECRET,
  mailer: createMailer(c.env, c.get("db")),
  origin: appOrigin(c),
  timeZone: c.env.DEFAULT_TIME_ZONE,
});

/** The reset screens show a failure body as it comes (docs/api.md#errors): app.onError answers these in plain text. */
export const PLAIN_TEXT_ERROR_PATHS: ReadonlySet<string> = new Set(["/api/auth/reset-password", "/api/auth/new-password"]);

const verifyQuery = v.object({ token: v.pipe(v.string(), v.maxLength(256)) });

export const authRoutes = new Hono<AppEnv>()
  .get("/api/auth/challenge", async (c) => c.json(await issueChallenge(c.env.JWT_SECRET)))
  .post("/api/auth/register", validate("json", registerBody), async (c) => {
    await register(accountDeps(c), c.req.valid("json"));
    return c.json({ message: m.registered }, 201);
  })
  .post("/api/auth/login", validate("json", loginBody), async (c) => {
    const ip = c.req.header("CF-Connecting-IP") ?? "local";
    return c.json(await login(c.get("db"), c.env.JWT_SECRET, c.req.valid("json"), ip));
  })
  .get("/api/auth/verify", async (c) => {
    const query = v.safeParse(verifyQuery, c.req.query());
    const outcome = query.success ? await verifyEmail(c.get("db"), query.output.token) : "invalid";
    const target = { verified: "/auth?verified=true", already: "/auth?verified=true&already=true", invalid: "/auth?verified=false" }[outcome];
    return c.redirect(target, 302);
  })
  .post("/api/auth/reset-password", validate("json", resetRequestBody), async (c) => {
    // The lookup, token and mail run after the answer, so known and unknown addresses answer alike.
    const deps = accountDeps(c);
    deps.defer(requestPasswordReset(deps, c.req.valid("json").email));
    return c.json({ message: m.resetMailSent });
  })
  .post("/api/auth/new-password", validate("json", newPasswordBody), async (c) => {
    const { token, password } = c.req.valid("json");
    const { userId, familyId } = await setNewPassword(c.get("db"), token, password);
    c.executionCtx.waitUntil(disconnectUser(c.env, familyId, userId));
    return c.json({ message: m.passwordChanged });
  })
  .get("/api/auth/me", requireAuth, (c) => c.json(toCurrentUser(c.get("auth"))))
  .post("/api/auth/logout", requireAuth, async (c: Context<SignedInEnv>) => {
    const { sessionId, userId, familyId } = c.get("auth");
    await revokeSession(c.get("db"), sessionId);
    // Sockets belong to the user, not the session: the user's other phones reconnect with their own sessions.
    c.executionCtx.waitUntil(disconnectUser(c.env, familyId, userId));
    return c.body(null, 204);
  });
