import type { Context } from "hono";
import { SECOND_FACTOR_TRIES_PER_HOUR, SECOND_FACTOR_WRONG_CODES } from "@contract/limits";
import { loginAnswer, recoveryCodesAnswer, secondFactorCodeBody, totpLoginBody, totpSetupAnswer, totpSetupBody } from "@contract/schemas/auth";
import type { AppEnv, AuthContext } from "../env";
import { deferrer } from "../http/after-answer";
import { openDatabaseOfSecret } from "../middleware/db";
import { defineRoute } from "../http/route";
import { requestClient } from "../http/security-log";
import { finishCodeSignIn, stepUp, type SecondFactorDeps } from "../services/auth/second-factor";
import { beginEnrolment, finishEnrolment } from "../services/auth/second-factor-enrolment";
import { takeThrottle } from "../services/throttle";

const tag = "auth";

const deps = (c: Context<AppEnv>): SecondFactorDeps => ({
  db: c.get("db"),
  secret: c.env.JWT_SECRET,
  issuer: c.env.APP_NAME,
  client: requestClient(c),
  defer: deferrer(c, "second-factor log"),
});

const locked = `${SECOND_FACTOR_WRONG_CODES.limit} wrong codes from this administrator (sign-in, step-up and enrolment together) in ${SECOND_FACTOR_WRONG_CODES.windowMs / 60_000} minutes: every code is refused, the right one too, until the oldest is that old; see Retry-After.`;

/** Every code an administrator sends (step-up, enrolment) counts: a stolen session cannot guess its way through. */
const countTry = (c: Context<AppEnv>, caller: AuthContext) =>
  takeThrottle(c.get("db"), c.env.JWT_SECRET, [{ action: "second-factor:user", by: caller.userId, limit: SECOND_FACTOR_TRIES_PER_HOUR }]);

/** Administrators' second factor (docs/features/auth.md "Second factor"). */
export const secondFactorRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/auth/login/totp",
    summary: "Completes an administrator's sign-in with a code from the authenticator app (or a recovery code) and the `mfaToken` of the password step.",
    tag,
    access: "public",
    body: totpLoginBody,
    answer: { status: 200, description: "The bearer token and the current user, as `POST /api/auth/login`.", schema: loginAnswer },
    errors: {
      unauthenticated:
        "A wrong or already used code (the token takes 5), or an unknown, spent or expired `mfaToken` (5 minutes): then sign in with the password again.",
      rate_limited: locked,
    },
    options: { primary: true },
    example: { body: { mfaToken: "not-a-token", code: "123456" }, status: 401, foreign: "own" },
    handler: (c, { body }) => {
      openDatabaseOfSecret(c, body.mfaToken);
      return finishCodeSignIn(deps(c), body);
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/step-up",
    summary: "Checks a code for this session: what cannot be undone is allowed for the next 10 minutes.",
    tag,
    access: "admin",
    body: secondFactorCodeBody,
    answer: { status: 204, description: "Checked." },
    errors: {
      invalid_body: "A wrong or already used code.",
      rate_limited: `More than ${SECOND_FACTOR_TRIES_PER_HOUR} codes (step-up and enrolment) from this administrator in an hour; or ${locked}`,
    },
    example: { body: { code: "000000" }, status: 400, foreign: [403] },
    handler: async (c, { caller, body }) => {
      await countTry(c, caller);
      return stepUp(deps(c), caller, body.code);
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/totp/setup",
    summary:
      "Starts enrolling the administrator's second factor with the one-time enrolment code (`npm run make-admin`, or New User's answer): a new TOTP secret to type or scan into an authenticator app.",
    tag,
    access: "admin",
    body: totpSetupBody,
    answer: { status: 200, description: "The secret in base32 and its otpauth:// URI.", schema: totpSetupAnswer },
    errors: {
      invalid_body: "A missing, wrong, used or expired enrolment code (7 days).",
      conflict: "The second factor is already set up.",
      rate_limited: `More than ${SECOND_FACTOR_TRIES_PER_HOUR} codes from this administrator in an hour; or ${locked}`,
    },
    options: { duringEnrolment: true },
    example: { body: { enrolmentCode: "abcd-efgh-ijkl-mnop" }, status: 409, foreign: [403] },
    handler: async (c, { caller, body }) => {
      await countTry(c, caller);
      return beginEnrolment(deps(c), caller, body.enrolmentCode);
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/totp/enable",
    summary: "Finishes enrolment with a code from the app: the factor is on, and the ten recovery codes are answered once.",
    tag,
    access: "admin",
    body: secondFactorCodeBody,
    answer: { status: 200, description: "Ten single-use recovery codes; the server keeps only their hashes.", schema: recoveryCodesAnswer },
    errors: {
      invalid_body: "The code does not match the secret of the set-up.",
      conflict: "No set-up started, the factor is already on, or the enrolment code expired or was used meanwhile.",
      rate_limited: `More than ${SECOND_FACTOR_TRIES_PER_HOUR} codes from this administrator in an hour; or ${locked}`,
    },
    options: { duringEnrolment: true },
    example: { body: { code: "000000" }, status: 409, foreign: [403] },
    handler: async (c, { caller, body }) => {
      await countTry(c, caller);
      return finishEnrolment(deps(c), caller, body.code);
    },
  }),
];
