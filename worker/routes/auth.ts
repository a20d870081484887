import { Hono, type Context } from "hono";
import * as v from "valibot";
import {
  CHALLENGES_PER_CLIENT,
  REGISTRATIONS_PER_ADDRESS,
  REGISTRATIONS_PER_CLIENT,
  RESET_MAILS_PER_ADDRESS,
  RESET_REQUESTS_PER_CLIENT,
} from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import { loginBody, newPasswordBody, registerBody, resetRequestBody } from "@contract/schemas/auth";
import type { AppEnv, SignedInEnv } from "../env";
import { disconnectUser, notifyFamily } from "../durable/stubs";
import { errorText } from "../lib/error-text";
import { appOrigin } from "../lib/origin";
import { logSecurityEvent, requestClient } from "../lib/security-log";
import { requireAuth } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { register, toCurrentUser, verifyEmail, type AccountDeps } from "../services/accounts";
import { issueChallenge } from "../services/challenge";
import { login } from "../services/login";
import { createMailer } from "../services/mailer";
import { requestPasswordReset, setNewPassword } from "../services/password-reset";
import { revokeSession } from "../services/sessions";
import { takeThrottle } from "../services/throttle";

const defer = (c: Context<AppEnv>) => (work: Promise<unknown>) =>
  c.executionCtx.waitUntil(work.catch((error: unknown) => console.error(`deferred work failed: ${errorText(error)}`)));

const accountDeps = (c: Context<AppEnv>): AccountDeps => ({
  db: c.get("db"),
  defer: defer(c),
  secret: c.env.JWT_SECRET,
  mailer: createMailer(c.env, c.get("db")),
  origin: appOrigin(c),
  timeZone: c.env.DEFAULT_TIME_ZONE,
});

/** Counts one use of a mailing or hashing action per address and per client; 429 past either limit. */
const throttle = (c: Context<AppEnv>, action: string, limits: { address?: [string, number]; client: number }) =>
  takeThrottle(c.get("db"), c.env.JWT_SECRET, [
    { action: `${action}:client`, by: requestClient(c), limit: limits.client },
    ...(limits.address ? [{ action: `${action}:address`, by: limits.address[0].toLowerCase(), limit: limits.address[1] }] : []),
  ]);

/** The reset screens show a failure body as it comes (docs/api.md#errors): app.onError answers these in plain text. */
export const PLAIN_TEXT_ERROR_PATHS: ReadonlySet<string> = new Set(["/api/auth/reset-password", "/api/auth/new-password"]);

const verifyQuery = v.object({ token: v.pipe(v.string(), v.maxLength(256)) });

export const authRoutes = new Hono<AppEnv>()
  .get("/api/auth/challenge", async (c) => {
    await throttle(c, "challenge", { client: CHALLENGES_PER_CLIENT });
    return c.json(await issueChallenge(c.env.JWT_SECRET));
  })
  .post("/api/auth/register", validate("json", registerBody), async (c) => {
    const body = c.req.valid("json");
    await throttle(c, "register", { address: [body.email, REGISTRATIONS_PER_ADDRESS], client: REGISTRATIONS_PER_CLIENT });
    const { joinedBy } = await register(accountDeps(c), body);
    if (joinedBy) logSecurityEvent(c, "invite_used", { userId: joinedBy.userId });
    return c.json({ message: m.registered }, 201);
  })
  .post("/api/auth/login", validate("json", loginBody), async (c) =>
    c.json(await login({ db: c.get("db"), secret: c.env.JWT_SECRET, client: requestClient(c), defer: defer(c) }, c.req.valid("json"))),
  )
  .get("/api/auth/verify", async (c) => {
    const query = v.safeParse(verifyQuery, c.req.query());
    const outcome = query.success ? await verifyEmail(c.get("db"), query.output.token) : "invalid";
    const target = { verified: "/auth?verified=true", already: "/auth?verified=true&already=true", invalid: "/auth?verified=false" }[outcome];
    return c.redirect(target, 302);
  })
  .post("/api/auth/reset-password", validate("json", resetRequestBody), async (c) => {
    const { email } = c.req.valid("json");
    // Counted per address whether it has an account or not, so a 429 tells nothing either.
    await throttle(c, "reset-mail", { address: [email, RESET_MAILS_PER_ADDRESS], client: RESET_REQUESTS_PER_CLIENT });
    logSecurityEvent(c, "reset_requested");
    // The lookup, token and mail run after the answer, so known and unknown addresses answer alike.
    const deps = accountDeps(c);
    deps.defer(requestPasswordReset(deps, email));
    return c.json({ message: m.resetMailSent });
  })
  .post("/api/auth/new-password", validate("json", newPasswordBody), async (c) => {
    const { token, password } = c.req.valid("json");
    const reset = await setNewPassword(accountDeps(c), token, password);
    logSecurityEvent(c, "reset_completed", { userId: reset.userId });
    if (reset.familyId) c.executionCtx.waitUntil(disconnectUser(c.env, reset.familyId, reset.userId));
    if (reset.familyId && reset.movedTo) c.executionCtx.waitUntil(notifyFamily(c.env, reset.familyId, "members_updated"));
    return c.json({ message: m.passwordChanged });
  })
  .get("/api/auth/me", requireAuth, (c) => c.json(toCurrentUser(c.get("auth"))))
  .post("/api/auth/logout", requireAuth, async (c: Context<SignedInEnv>) => {
    const { sessionId, userId, familyId } = c.get("auth");
    await revokeSession(c.get("db"), sessionId);
    logSecurityEvent(c, "logout", { userId });
    // Sockets belong to the user, not the session: the user's other phones reconnect with their own sessions.
    c.executionCtx.waitUntil(disconnectUser(c.env, familyId, userId));
    return c.body(null, 204);
  });
