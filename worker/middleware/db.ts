import type { Context } from "hono";
import { decodeJwt } from "jose";
import { createMiddleware } from "hono/factory";
import { KITCHEN_TOKEN_PREFIX } from "@contract/kitchen-limits";
import { HELPER_TOKEN_PREFIX } from "@contract/helper-limits";
import { D1_BOOKMARK_HEADER } from "@contract/limits";
import { REQUEST_ID_HEADER } from "@contract/realtime";
import { type DatabaseName, databaseD1, directoryDb, drizzleOf, type FamilyDatabaseName, familyDb, familyDbs, isFamilyDatabaseName } from "../db/databases";
import type { AppEnv, Bindings } from "../env";
import { databaseOfSecret } from "../lib/token-database";
import { databaseOfFamily } from "../services/directory/accounts";

/**
 * A bookmark names its database, `DB_01:<D1's bookmark>`, since one database's bookmark means
 * nothing in another: a phone whose family moved, or a sign-in on the directory, starts afresh.
 */
const BOOKMARK = /^(DB(?:_\d{2})?):([0-9a-f-]{1,128})$/i;

/**
 * Runs the request's queries in a D1 session of database `name` (the directory, or a family
 * database) from `start`: "first-primary" for a route whose reads decide on security (http/mount.ts),
 * else the phone's bookmark or any copy. A session has prepare and batch like the database; the app
 * calls nothing else on `db.$client`. Opening one issues no query, so a route may replace the one the
 * middleware opened before anything ran in it; by default in the same database.
 */
export function openSession(c: Context<AppEnv>, start: D1SessionConstraint | D1SessionBookmark, name: DatabaseName = c.get("dbName") ?? "DB"): void {
  const session = databaseD1(c.env, name).withSession(start);
  c.set("dbName", name);
  c.set("session", session);
  c.set("db", drizzleOf(session));
}

/** A session token's database: its signed `db` claim (checked with the signature when the route authenticates); one without it is older than several databases. */
function databaseOfSessionToken(token: string): DatabaseName {
  try {
    const claim = decodeJwt(token).db;
    return isFamilyDatabaseName(claim) ? claim : "DB_00";
  } catch {
    return "DB";
  }
}

/**
 * Where a request's rows are (docs/scale.md "How a request finds its database"), from what it
 * carries and without a query: a person's session token, a kitchen screen's or a helper's token names its
 * family database; a live ticket ends in its database's number; anything else (sign-in,
 * registration, the public routes) starts in the directory, and a route that then learns whose
 * request it is opens that database itself. A name this deployment does not declare is the directory,
 * where no family's row is.
 */
export function databaseOfRequest(c: Context<AppEnv>): DatabaseName {
  const bearer = /^Bearer (\S+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
  const ticket = c.req.path === "/api/ws" ? c.req.query("ticket") : undefined;
  const name = bearer
    ? bearer.startsWith(KITCHEN_TOKEN_PREFIX) || bearer.startsWith(HELPER_TOKEN_PREFIX)
      ? databaseOfSecret(bearer)
      : databaseOfSessionToken(bearer)
    : ticket
      ? databaseOfSecret(ticket)
      : "DB";
  return declared(c.env, name) ? name : "DB";
}

const declared = (env: Bindings, name: DatabaseName) => name === "DB" || env[name] !== undefined;

/** Answers that say the caller may not go on: they carry no bookmark, so they tell nothing of the database's history. */
const REFUSED = new Set([401, 403]);

/**
 * Every API request runs its queries in one D1 session (docs/features/read-replicas.md): reads may
 * go to a read replica, and a phone that sends back the bookmark of its last answer reads a
 * database at least as new as what it last saw, its own writes included. The session's bookmark
 * after the request goes back in the answer.
 */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const name = databaseOfRequest(c);
  const sent = BOOKMARK.exec(c.req.header(D1_BOOKMARK_HEADER) ?? "");
  openSession(c, sent && sent[1] === name ? sent[2]! : "first-unconstrained", name);
  // Always the server's own: it is the cause a live notice names, by which a tab knows its own
  // write's echo, so a client may not choose it (docs/decisions.md "Live channel").
  c.set("requestId", crypto.randomUUID());
  await next();
  if (c.res.status !== 101) c.res.headers.set(REQUEST_ID_HEADER, c.get("requestId"));
  const bookmark = c.get("session").getBookmark();
  // A WebSocket's 101 comes from the family's room as it is, and carries nothing else.
  if (bookmark && c.res.status !== 101 && !REFUSED.has(c.res.status)) c.res.headers.set(D1_BOOKMARK_HEADER, `${c.get("dbName")}:${bookmark}`);
});

/**
 * Opens, from its primary, the family database a secret we handed out names (lib/token-database.ts):
 * one this deployment does not declare leaves the request on the directory, where no such secret is.
 */
export function openDatabaseOfSecret(c: Context<AppEnv>, secret: string): void {
  const name = databaseOfSecret(secret);
  openSession(c, "first-primary", declared(c.env, name) ? name : "DB");
}

/** The family database a signed-in or kitchen request runs on; the directory here is a bug (its caller's session was found in a family database). */
export function familyDatabaseOf(c: Context<AppEnv>): FamilyDatabaseName {
  const name = c.get("dbName");
  if (!isFamilyDatabaseName(name)) throw new Error("a family request ran on the directory");
  return name;
}

/** Opens, from its primary, the family database holding a family the request names by id (the public calendar feed), by the directory. */
export async function openDatabaseOfFamily(c: Context<AppEnv>, familyId: string): Promise<void> {
  openSession(c, "first-primary", (await databaseOfFamily(directoryDb(c.env), familyId)) ?? "DB_00");
}

/** The databases a route reaches past its own (registration's placement, a code looked for in each family database). */
export const databasesOf = (c: Context<AppEnv>) => ({
  directory: directoryDb(c.env),
  familyDb: (name: FamilyDatabaseName) => familyDb(c.env, name),
  familyDbs: () => familyDbs(c.env),
});
export type { FamilyDatabaseName } from "../db/databases";
