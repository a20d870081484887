import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { apiMessages as m } from "../../contract/messages";
import { loginBody, newPasswordBody, registerBody, resetRequestBody } from "../../contract/schemas/auth";
import type { AppEnv, SignedInEnv } from "../env";
import { HttpError } from "../lib/http-error";
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
  defer: (work) => c.executionCtx.waitUntil(work),
  secret: c.env.JWT_SECRET,
  mailer: createMailer(c.env, c.get("db")),
  origin: appOrigin(c),
  timeZone: c.env.DEFAULT_TIME_ZONE,
});

/** The reset screens show a failure body as it comes (spec 02 §7): plain text, the code in a header. */
const plainTextErrors = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.error instanceof HttpError) {
    c.res = new Response(c.error.message, {
      status: c.error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "X-Error-Code": c.error.code, ...c.error.headers },
    });
  }
});

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
  .post("/api/auth/reset-password", plainTextErrors, validate("json", resetRequestBody), async (c) => {
    // The lookup, token and mail run after the answer, so known and unknown addresses answer alike.
    c.executionCtx.waitUntil(requestPasswordReset(accountDeps(c), c.req.valid("json").email));
    return c.json({ message: m.resetMailSent });
  })
  .post("/api/auth/new-password", plainTextErrors, validate("json", newPasswordBody), async (c) => {
    const { token, password } = c.req.valid("json");
    await setNewPassword(c.get("db"), token, password);
    return c.json({ message: m.passwordChanged });
  })
  .get("/api/auth/me", requireAuth, (c) => c.json(toCurrentUser(c.get("auth"))))
  .post("/api/auth/logout", requireAuth, async (c: Context<SignedInEnv>) => {
    await revokeSession(c.get("db"), c.get("auth").sessionId);
    return c.body(null, 204);
  });
