import { directoryDb } from "../db/databases";
import { openSession } from "../middleware/db";
import { databaseOfLogin } from "../services/directory/accounts";
import type { Context } from "hono";
import { type SQL, sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE } from "@contract/limits";
import { APP_PASSWORD_TOUCH_MS } from "@contract/caldav-limits";
import type { AppEnv } from "../env";
import { afterAnswer } from "../http/after-answer";
import { requestClient, requestNetwork } from "../http/security-log";
import { onlyIfStatement, rawStatement } from "../lib/batch";
import { iso } from "../lib/time";
import { appPasswordDigest } from "../services/caldav/app-passwords";
import {
  type DavAttempt,
  type DavFailureState,
  davGuessOf,
  davRetryAfterMs,
  failureStateSql,
  NO_FAILURES,
  networkHasRoom,
  recordedFailureSql,
} from "../services/caldav/sign-in-limits";
import { recordSecurityEvent } from "../services/security-log";
import type { DavCaller } from "./collection";
import { davError } from "./errors";

/**
 * CalDAV's sign-in (docs/features/caldav.md "Sign-in"): HTTP Basic with the account's username and
 * one of its app passwords, never the account password, over HTTPS only (plain HTTP only where
 * LOCAL_DEV is set). One D1 batch finds the app password, then a statement that stops the batch
 * unless it was found and the client's network is under its ceiling, then whatever the request
 * reads: wrong credentials read nothing of the target. A stopped batch is judged by a second
 * round trip, which records the failure (by network and guess, services/caldav/sign-in-limits.ts).
 */
const CHALLENGE = { "WWW-Authenticate": 'Basic realm="FamilyHub", charset="UTF-8"' };

interface Credentials {
  username: string;
  password: string;
}

function basicCredentials(header: string | undefined): Credentials | null {
  const match = /^Basic ([A-Za-z0-9+/=]{1,1024})$/i.exec(header ?? "");
  if (!match) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(Uint8Array.from(atob(match[1]!), (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
  const colon = text.indexOf(":");
  if (colon < 1) return null;
  return { username: text.slice(0, colon).trim(), password: text.slice(colon + 1) };
}

const credentialSql = (credentials: Credentials) =>
  sql`SELECT a.id AS appPasswordId, a.last_used_at AS lastUsedAt, u.id AS userId, u.username AS username, u.family_id AS familyId,
             coalesce(f.time_zone, ${DEFAULT_TIME_ZONE}) AS timeZone
      FROM app_passwords a JOIN users u ON u.id = a.user_id LEFT JOIN families f ON f.id = u.family_id
      WHERE a.secret_hash = ${appPasswordDigest(credentials.password)} AND lower(u.username) = ${credentials.username.toLowerCase()} AND u.is_admin = 0`;

/**
 * The user id of the member the request's Basic credentials sign in, as SQL, for a statement of the
 * request's one batch that reads by who reads (a member's own change log): the batch runs past its
 * check only when the credentials hold, and then this is their user. NULL without credentials.
 */
export function signedInUserSql(c: Context<AppEnv>): SQL {
  const credentials = basicCredentials(c.req.header("Authorization"));
  // The digest is unique, so its row alone names the user; the batch's own check holds the username to it.
  return credentials ? sql`(SELECT user_id FROM app_passwords WHERE secret_hash = ${appPasswordDigest(credentials.password)})` : sql`NULL`;
}

const overHttps = (c: Context<AppEnv>) => c.req.url.startsWith("https:") || c.env.LOCAL_DEV === "true";

/**
 * Opens, from its primary (sign-in decides on security: a revoked app password is already gone
 * there), the database of the account the Basic credentials name, by the directory, before the
 * handler prepares its statements on `c.get("db")`. An unknown name, or none, opens the first
 * family database, where its failure is counted; a refused request reads nothing more.
 */
export async function openCallerDatabase(c: Context<AppEnv>): Promise<void> {
  const credentials = overHttps(c) ? basicCredentials(c.req.header("Authorization")) : null;
  const name = credentials ? await databaseOfLogin(directoryDb(c.env), "username", credentials.username) : null;
  openSession(c, "first-primary", name ?? "DB_00");
}

type CallerRow = Omit<DavCaller, "familyId"> & { familyId: string | null; lastUsedAt: string | null };

/** The request's caller and the results of the request's own statements, from one D1 round trip; else 401, 403 or 429. */
export async function signedInBatch(
  c: Context<AppEnv>,
  statements: readonly D1PreparedStatement[],
): Promise<{ caller: DavCaller; results: Record<string, unknown>[][] }> {
  if (!overHttps(c)) throw davError(403, "CalDAV only over HTTPS");
  const credentials = basicCredentials(c.req.header("Authorization"));
  if (!credentials) throw davError(401, "Sign in with your username and an app password", undefined, CHALLENGE);
  const db = c.get("db");
  const now = Date.now();
  const attempt: DavAttempt = {
    client: requestClient(c),
    network: requestNetwork(c),
    guess: davGuessOf(c.env.JWT_SECRET, credentials.username, credentials.password),
  };
  const found = credentialSql(credentials);
  const [caller, , ...rest] = await db.$client
    .batch<Record<string, unknown>>([rawStatement(db, found), onlyIfStatement(db, sql`EXISTS (${found}) AND ${networkHasRoom(attempt, now)}`), ...statements])
    .catch((stopped: unknown) => refused(c, attempt, found, now, stopped));
  // The batch ran past its check, so the app password was found.
  const row = caller?.results[0] as CallerRow;
  return { caller: signedIn(c, row, now), results: rest.map((result) => result.results) };
}

/** A stopped batch: 401 when the failure could be recorded, 429 when a limit is full; any other failure of the batch is thrown on. */
async function refused(c: Context<AppEnv>, attempt: DavAttempt, found: ReturnType<typeof credentialSql>, now: number, stopped: unknown): Promise<never> {
  const db = c.get("db");
  const [state, recorded] = await db.$client.batch<Record<string, unknown>>([
    rawStatement(db, failureStateSql(attempt, now)),
    rawStatement(db, recordedFailureSql(attempt, sql`EXISTS (${found})`, now)),
  ]);
  const route = `${c.req.method} /caldav`;
  if ((recorded?.results.length ?? 0) > 0) {
    afterAnswer(c, "security log", recordSecurityEvent(db, { kind: "sign_in_failed", client: attempt.client, route }, now));
    throw davError(401, "Wrong username or app password", undefined, CHALLENGE);
  }
  const wait = davRetryAfterMs((state?.results[0] as DavFailureState | undefined) ?? NO_FAILURES, now);
  // Under every limit, yet not recorded: the credentials hold, and the batch failed for another reason.
  if (wait === 0) throw stopped;
  afterAnswer(c, "security log", recordSecurityEvent(db, { kind: "sign_in_locked", client: attempt.client, route }, now));
  throw davError(429, "Too many failed sign-ins: wait a while", undefined, { "Retry-After": String(Math.ceil(wait / 1000)) });
}

function signedIn(c: Context<AppEnv>, row: CallerRow, now: number): DavCaller {
  if (!row.familyId) throw davError(403, "The account has no family");
  touch(c, row.appPasswordId, row.lastUsedAt, now);
  return { userId: row.userId, username: row.username, familyId: row.familyId, appPasswordId: row.appPasswordId, timeZone: row.timeZone };
}

/** "Last used", written after the answer and at most once per APP_PASSWORD_TOUCH_MS, so a phone's sync writes nothing most of the time. */
function touch(c: Context<AppEnv>, id: string, lastUsedAt: string | null, now: number): void {
  if (lastUsedAt !== null && Date.parse(lastUsedAt) > now - APP_PASSWORD_TOUCH_MS) return;
  const db = c.get("db");
  afterAnswer(
    c,
    "app password touch",
    db.$client
      .prepare("UPDATE app_passwords SET last_used_at = ?1 WHERE id = ?2 AND (last_used_at IS NULL OR last_used_at < ?3)")
      .bind(iso(now), id, iso(now - APP_PASSWORD_TOUCH_MS))
      .run(),
  );
}
