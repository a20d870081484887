import type { Context } from "hono";
import * as v from "valibot";
import {
  CHALLENGES_PER_CLIENT,
  REGISTRATIONS_PER_ADDRESS,
  REGISTRATIONS_PER_CLIENT,
  RESET_MAILS_PER_ADDRESS,
  RESET_REQUESTS_PER_CLIENT,
} from "@contract/limits";
import {
  challengeAnswer,
  currentUserAnswer,
  loginBody,
  messageAnswer,
  newPasswordBody,
  registerBody,
  resetRequestBody,
  signInAnswer,
} from "@contract/schemas/auth";
import type { AppEnv } from "../env";
import { databasesOf, type FamilyDatabaseName, openSession } from "../middleware/db";
import { databaseHoldingToken } from "../services/auth/email-tokens";
import { placeNewFamily } from "../services/directory/accounts";
import { deferrer } from "../http/after-answer";
import { defineRoute } from "../http/route";
import { leaveDeviceToken, readDeviceToken } from "../http/device-cookie";
import { auditOf, requestClient, requestNetwork } from "../http/security-log";
import { appOrigin } from "../lib/origin";
import { register, toCurrentUser, verifyEmail, type AccountDeps } from "../services/auth/accounts";
import { issueChallenge } from "../services/auth/challenge";
import { login } from "../services/auth/login";
import { requestPasswordReset, setNewPassword } from "../services/auth/password-reset";
import { signOut } from "../services/auth/sessions";
import { takeThrottle } from "../services/throttle";

const tag = "auth";

/** Opens the family database holding an e-mailed link's token (the first when none does, so an unknown link is refused as before). */
async function openDatabaseOfLink(c: Context<AppEnv>, token: string): Promise<void> {
  const holder = await databaseHoldingToken(databasesOf(c).familyDbs(), token);
  openSession(c, "first-primary", holder ?? "DB_00");
}

const accountDeps = (c: Context<AppEnv>): AccountDeps => ({
  ...databasesOf(c),
  placeNewFamily: () => placeNewFamily(c.env, databasesOf(c).directory),
  secret: c.env.JWT_SECRET,
  origin: appOrigin(c),
  timeZone: c.env.DEFAULT_TIME_ZONE,
  client: requestClient(c),
});

/** Counts one use of a mailing or hashing action per address and per client (an IPv6 client by its /48); 429 past either limit. */
const throttle = (c: Context<AppEnv>, action: string, limits: { address?: [string, number]; client: number }) =>
  // In the directory, as what comes before an account is known: a sign-in may have opened the account's database by now.
  takeThrottle(databasesOf(c).directory, c.env.JWT_SECRET, [
    { action: `${action}:client`, by: requestNetwork(c), limit: limits.client },
    ...(limits.address ? [{ action: `${action}:address`, by: limits.address[0].toLowerCase(), limit: limits.address[1] }] : []),
  ]);

/** A fresh challenge, counted against the client's challenges (registration's, and a sign-in's at the ceiling). */
async function throttledChallenge(c: Context<AppEnv>) {
  await throttle(c, "challenge", { client: CHALLENGES_PER_CLIENT });
  return issueChallenge(c.env.JWT_SECRET);
}

// Any text: an unknown, spent or malformed token all lead to the invalid-link screen.
const verifyQuery = v.object({ token: v.optional(v.string(), "") });

/** A well-formed challenge that is not ours: a registration with it reaches the service but creates nothing. */
const BOGUS_CHALLENGE = "eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJ4In0.bogus";

export const authRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/auth/challenge",
    summary: "A registration challenge: two numbers to add and a signed, single-use token.",
    tag,
    access: "public",
    answer: { status: 200, description: "a and b in 1..10.", schema: challengeAnswer },
    errors: { rate_limited: "More than 120 challenges from this client (an IPv6 client by its /48) in an hour; see Retry-After." },
    example: { status: 200, foreign: "own" },
    handler: async (c) => c.json(await throttledChallenge(c)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/register",
    summary: "Creates an account (in a new family, or the invite's) and mails a verification link.",
    tag,
    access: "public",
    body: registerBody,
    answer: { status: 201, description: "A taken e-mail address answers the same and mails its owner instead.", schema: messageAnswer },
    errors: {
      conflict: "The username is taken (said only after the challenge passed).",
      rate_limited: "More than 3 registrations for this address, or 30 from this client (an IPv6 client by its /48), in an hour; see Retry-After.",
    },
    example: {
      body: { username: "newperson", email: "new@example.test", password: "a-long-password", securityToken: BOGUS_CHALLENGE, answer: 3, website: "" },
      status: 400,
      foreign: "own",
    },
    handler: async (c, { body }) => {
      await throttle(c, "register", { address: [body.email, REGISTRATIONS_PER_ADDRESS], client: REGISTRATIONS_PER_CLIENT });
      return register(accountDeps(c), body);
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/login",
    summary: "Signs in, and leaves the device token (an HttpOnly cookie on the sign-in path) that lets this device past the per-username ceiling from then on.",
    tag,
    access: "public",
    body: loginBody,
    answer: {
      status: 200,
      description:
        "The bearer token and the current user; `Set-Cookie` carries the device token. For an administrator with a second factor `{mfaRequired, mfaToken}` and no session (go on with `POST /api/auth/login/totp`); an administrator without one gets a session that may only enrol (`user.mfaEnrolRequired`).",
      schema: signInAnswer,
    },
    errors: {
      unauthenticated: "Wrong username or password (the same text whether the account exists or not).",
      challenge_required:
        "The username is at its ceiling (100 failures from anywhere in 15 minutes) and this device never signed in to it: the body's `challenge` answered (`securityToken`, `answer`) lets the sign-in through.",
      invalid_body: "The challenge sent with the sign-in is wrong, spent, too fresh or expired.",
      rate_limited:
        "Too many failed sign-ins: for this username from this client (an IPv6 client by its /64; after 3, each try waits twice as long; 10 per 15 minutes) or from the client's network (an IPv6 /48; 30); see Retry-After. Counted before the password is checked. Also too many challenges when one would be asked for.",
    },
    options: { primary: true },
    example: { body: { username: "{username}", password: "{password}", rememberMe: false }, status: 200, foreign: "own" },
    handler: async (c, { body }) => {
      const deps = {
        db: c.get("db"),
        familyDb: (name: FamilyDatabaseName) => {
          openSession(c, "first-primary", name);
          return c.get("db");
        },
        secret: c.env.JWT_SECRET,
        client: requestClient(c),
        network: requestNetwork(c),
        deviceToken: readDeviceToken(c, body.username),
        newChallenge: () => throttledChallenge(c),
        defer: deferrer(c, "sign-in log"),
      };
      const { answer, username, deviceToken } = await login(deps, body);
      leaveDeviceToken(c, username, deviceToken);
      return c.json(answer);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/auth/verify",
    summary: "The e-mail verification link.",
    tag,
    access: "public",
    query: verifyQuery,
    answer: { status: 302, description: "Redirects to `/auth?verified=true` (`&already=true` when spent before), or `/auth?verified=false`." },
    example: { query: { token: "unknown" }, status: 302, foreign: "own" },
    handler: async (c, { query }) => {
      if (query.token) await openDatabaseOfLink(c, query.token);
      const outcome = query.token ? await verifyEmail(c.get("db"), query.token, requestClient(c)) : "invalid";
      const target = { verified: "/auth?verified=true", already: "/auth?verified=true&already=true", invalid: "/auth?verified=false" }[outcome];
      return c.redirect(target, 302);
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/reset-password",
    summary: "Mails a password-reset link if the address has an account.",
    tag,
    access: "public",
    body: resetRequestBody,
    answer: { status: 200, description: "The same whether or not the address has an account.", schema: messageAnswer },
    errors: { rate_limited: "More than 3 requests for this address (known or not), or 20 from this client, in an hour; see Retry-After. Plain text." },
    // The reset screens show a failure body as it comes.
    options: { plainTextErrors: true },
    example: { body: { email: "{email}" }, status: 200, foreign: "own" },
    handler: async (c, { body }) => {
      // Counted per address whether it has an account or not, so a 429 tells nothing either.
      await throttle(c, "reset-mail", { address: [body.email, RESET_MAILS_PER_ADDRESS], client: RESET_REQUESTS_PER_CLIENT });
      return requestPasswordReset(accountDeps(c), body.email);
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/new-password",
    summary:
      "Sets a new password with a reset link's token (checked before anything is hashed), ends every session of the user and mails the address; a never-verified account that shares its family starts in a family of its own.",
    tag,
    access: "public",
    tells: ["members_updated"],
    body: newPasswordBody,
    answer: { status: 200, description: "Done.", schema: messageAnswer },
    options: { plainTextErrors: true, primary: true },
    example: { body: { token: "not-a-reset-token", password: "a-new-password" }, status: 400, foreign: "own" },
    handler: async (c, { body }) => {
      await openDatabaseOfLink(c, body.token);
      const name = c.get("dbName");
      const placement = name === "DB" ? undefined : { directory: databasesOf(c).directory, name };
      return setNewPassword({ ...accountDeps(c), db: c.get("db"), placement }, body.token, body.password);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/auth/me",
    summary: "The signed-in user.",
    tag,
    access: "signed-in",
    answer: { status: 200, description: "timeZone is the family's (IANA name).", schema: currentUserAnswer },
    options: { duringEnrolment: true },
    example: { status: 200, foreign: "own" },
    handler: (c, { caller }) => c.json(toCurrentUser(caller)),
  }),
  defineRoute({
    method: "POST",
    path: "/api/auth/logout",
    summary: "Ends this session and closes the user's live sockets.",
    tag,
    access: "signed-in",
    answer: { status: 204, description: "Signed out." },
    options: { duringEnrolment: true, primary: true },
    example: { status: 204, foreign: "own" },
    handler: (c, { caller }) => signOut(c.get("db"), caller, auditOf(c)),
  }),
];
