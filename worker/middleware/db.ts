import type { Context } from "hono";
import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import { D1_BOOKMARK_HEADER } from "@contract/limits";
import { REQUEST_ID_HEADER } from "@contract/realtime";
import { type DatabaseName, familyD1 } from "../db/databases";
import type { AppEnv, Db } from "../env";

/** What a bookmark looks like (hex groups and dashes); anything else starts a fresh session. */
const BOOKMARK = /^[0-9a-f-]{1,128}$/i;

/**
 * Runs the request's queries in a D1 session from `start`: "first-primary" for a route whose reads
 * decide on security (http/mount.ts), else the phone's bookmark or any copy. A session has prepare
 * and batch like the database; the app calls nothing else on `db.$client`. Opening one issues no
 * query, so a route may replace the one the middleware opened before anything ran in it.
 */
export function openSession(c: Context<AppEnv>, start: D1SessionConstraint | D1SessionBookmark, name: DatabaseName = "DB"): void {
  const session = (name === "DB" ? c.env.DB : familyD1(c.env, name)).withSession(start);
  c.set("session", session);
  c.set("dbName", name);
  c.set("db", drizzle(session as unknown as D1Database) as Db);
}

/** Answers that say the caller may not go on: they carry no bookmark, so they tell nothing of the database's history. */
const REFUSED = new Set([401, 403]);

/**
 * Every API request runs its queries in one D1 session (docs/features/read-replicas.md): reads may
 * go to a read replica, and a phone that sends back the bookmark of its last answer reads a
 * database at least as new as what it last saw, its own writes included. The session's bookmark
 * after the request goes back in the answer.
 */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const sent = c.req.header(D1_BOOKMARK_HEADER);
  openSession(c, sent && BOOKMARK.test(sent) ? sent : "first-unconstrained");
  // Always the server's own: it is the cause a live notice names, by which a tab knows its own
  // write's echo, so a client may not choose it (docs/decisions.md "Live channel").
  c.set("requestId", crypto.randomUUID());
  await next();
  if (c.res.status !== 101) c.res.headers.set(REQUEST_ID_HEADER, c.get("requestId"));
  const bookmark = c.get("session").getBookmark();
  // A WebSocket's 101 comes from the family's room as it is, and carries nothing else.
  if (bookmark && c.res.status !== 101 && !REFUSED.has(c.res.status)) c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
});
