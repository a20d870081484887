import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import { D1_BOOKMARK_HEADER } from "@contract/limits";
import type { AppEnv, Bindings, Db } from "../env";

// No `schema` option: the app uses no relational queries, and drizzle would rebuild the relational
// config of every table on each request.
export const createDb = (env: Pick<Bindings, "DB">): Db => drizzle(env.DB);

/** What a bookmark looks like (hex groups and dashes); anything else starts a fresh session. */
const BOOKMARK = /^[0-9a-f-]{1,128}$/i;

/**
 * Every API request runs its queries in one D1 session (docs/features/read-replicas.md): reads may
 * go to a read replica, and a phone that sends back the bookmark of its last answer reads a
 * database at least as new as what it last saw, its own writes included. The session's bookmark
 * after the request goes back in the answer. A session has prepare and batch like the database;
 * the app calls nothing else on `db.$client`.
 */
export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  const sent = c.req.header(D1_BOOKMARK_HEADER);
  const session = c.env.DB.withSession(sent && BOOKMARK.test(sent) ? sent : "first-unconstrained");
  c.set("db", drizzle(session as unknown as D1Database) as Db);
  c.set("requestId", crypto.randomUUID());
  await next();
  const bookmark = session.getBookmark();
  // A WebSocket's 101 comes from the family's room as it is, and carries nothing else.
  if (bookmark && c.res.status !== 101) c.res.headers.set(D1_BOOKMARK_HEADER, bookmark);
});
