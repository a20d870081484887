import type { Context } from "hono";
import { kitchenMessages } from "@contract/kitchen-messages";
import { KITCHEN_TOKEN_PREFIX } from "@contract/kitchen-limits";
import { HELPER_TOKEN_PREFIX, type HelperPower } from "@contract/helper-limits";
import { helperMessages } from "@contract/helper-messages";
import type { Access } from "../http/route";
import { type HelperCaller, helperLinkGone, helperOfToken } from "../services/helpers/devices";
import { adminTexts } from "@contract/messages";
import type { AppEnv, AuthContext } from "../env";
import { familyOf } from "../lib/family-scope";
import { HttpError, unauthenticated } from "../lib/http-error";
import { deferrer } from "../http/after-answer";
import { assertEnrolled } from "../lib/second-factor-rules";
import { type KitchenCaller, screenOfToken } from "../services/kitchen/screens";
import { authenticate } from "../services/auth/sessions";
import { answerFreshToken, followMovedAccount } from "./relocate";
import { openSession } from "./db";
import { familyDbs, firstHolding } from "../db/databases";

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/;

/** The request's bearer token, else 401. */
export function bearerToken(c: Context): string {
  const token = BEARER.exec(c.req.header("Authorization") ?? "")?.[1];
  if (!token) throw unauthenticated();
  return token;
}

/** Refreshing a session's last-seen time runs after the answer. */
export const sessionToucher = (c: Context<AppEnv>) => deferrer(c, "session touch");

/**
 * A valid bearer token whose session still exists, else 401. The caller is kept as `auth` for the
 * security log. An administrator who must enrol a second factor gets 403 `mfa_enrolment_required`
 * everywhere but the few routes that declare `duringEnrolment`.
 */
export async function signedInCaller(c: Context<AppEnv>, duringEnrolment = false): Promise<AuthContext> {
  const token = bearerToken(c);
  const caller = (await authenticate(c.get("db"), c.env.JWT_SECRET, token, sessionToucher(c))) ?? (await movedCaller(c, token));
  if (!caller) throw unauthenticated();
  c.set("auth", caller);
  if (!duringEnrolment) assertEnrolled(caller);
  return caller;
}

/** The caller of a token whose account moved to another database since it was signed (middleware/relocate.ts), or null. */
async function movedCaller(c: Context<AppEnv>, token: string): Promise<AuthContext | null> {
  if (!(await followMovedAccount(c, token))) return null;
  const caller = await authenticate(c.get("db"), c.env.JWT_SECRET, token, sessionToucher(c));
  if (caller) await answerFreshToken(c, token, caller);
  return caller;
}

/** A signed-in administrator, else 401 or 403 (in English, as the admin area answers). */
export async function adminCaller(c: Context<AppEnv>, duringEnrolment = false): Promise<AuthContext> {
  const caller = await signedInCaller(c, duringEnrolment);
  if (!caller.isAdmin) throw new HttpError("forbidden", adminTexts.adminOnly);
  return caller;
}

/** A signed-in member of a family, and that family: a family the request names must be the caller's (lib/family-scope.ts). */
export async function familyCaller(c: Context<AppEnv>, namedFamilyId: string | undefined): Promise<{ caller: AuthContext; familyId: string }> {
  const caller = await signedInCaller(c);
  return { caller, familyId: familyOf(caller, namedFamilyId) };
}

/** Whether the request carries a kitchen screen's token (docs/features/kitchen.md): such a caller may call only kitchen routes. */
export function carriesKitchenToken(c: Context): boolean {
  return (c.req.header("Authorization") ?? "").startsWith(`Bearer ${KITCHEN_TOKEN_PREFIX}`);
}

/** Whether the request carries a helper device's token (docs/features/helpers.md): such a caller may call only helper routes. */
export function carriesHelperToken(c: Context): boolean {
  return (c.req.header("Authorization") ?? "").startsWith(`Bearer ${HELPER_TOKEN_PREFIX}`);
}

/** Refuses a device's token (a kitchen screen's, a helper's) on a route not declared for it: 403 before anything else is read. */
export function refuseDeviceTokens(c: Context, access: Access): void {
  if (access !== "kitchen" && carriesKitchenToken(c)) throw new HttpError("forbidden", kitchenMessages.screenOnly);
  if (access !== "helper" && carriesHelperToken(c)) throw new HttpError("forbidden", helperMessages.notForHelpers);
}

/**
 * A helper's device whose link is open and gives the route's power, else 401 (unknown, revoked or
 * ended: the text the helper's page shows) or 403; a device still waiting for a parent only on the
 * routes that allow it; a person's live session on a helper route is 403.
 */
export async function helperCaller(
  c: Context<AppEnv>,
  route: { power?: HelperPower; waitingDevice?: boolean },
): Promise<{ helper: HelperCaller; familyId: string }> {
  const token = bearerToken(c);
  if (!token.startsWith(HELPER_TOKEN_PREFIX)) {
    const person = carriesKitchenToken(c) ? null : await authenticate(c.get("db"), c.env.JWT_SECRET, token, () => {});
    throw person ? new HttpError("forbidden", helperMessages.helperOnly) : unauthenticated();
  }
  const helper = await helperOfToken(c.get("db"), token, sessionToucher(c));
  if (!helper) throw helperLinkGone();
  if (helper.state === "pending" && !route.waitingDevice) throw new HttpError("forbidden", helperMessages.devicePending);
  if (route.power && !helper.powers.includes(route.power)) throw new HttpError("forbidden", helperMessages.notAllowed);
  return { helper, familyId: helper.familyId };
}

/**
 * A paired kitchen screen whose row still exists, else 401; a person's live session on a screen's
 * route is 403 (it is signed in, but it is not a screen).
 */
export async function kitchenCaller(c: Context<AppEnv>): Promise<{ screen: KitchenCaller; familyId: string }> {
  const token = bearerToken(c);
  if (!token.startsWith(KITCHEN_TOKEN_PREFIX)) {
    const person = await authenticate(c.get("db"), c.env.JWT_SECRET, token, () => {});
    throw person ? new HttpError("forbidden", kitchenMessages.screenRouteOnly) : unauthenticated();
  }
  const screen = (await screenOfToken(c.get("db"), token, sessionToucher(c))) ?? (await screenInAnotherDatabase(c, token));
  if (!screen) throw unauthenticated();
  return { screen, familyId: screen.familyId };
}

/**
 * A screen's token names the database its family was in when it paired; after the family moved
 * (docs/scale.md "Moving a family") the screen is found by asking the other family databases, and
 * the request goes on in the one that has it. A screen cannot take a new token the way a phone
 * does, so this is what every request of such a screen costs until it pairs again.
 */
async function screenInAnotherDatabase(c: Context<AppEnv>, token: string): Promise<KitchenCaller | null> {
  const others = familyDbs(c.env).filter(({ name }) => name !== c.get("dbName"));
  const home = await firstHolding(others, (db) => screenOfToken(db, token, () => {}));
  if (!home) return null;
  openSession(c, "first-primary", home.name);
  return screenOfToken(c.get("db"), token, sessionToucher(c));
}
