import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import type { AppEnv, Bindings, Db } from "../env";

// No `schema` option: the app uses no relational queries, and drizzle would rebuild the relational
// config of every table on each request.
export const createDb = (env: Pick<Bindings, "DB">): Db => drizzle(env.DB);

export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", createDb(c.env));
  c.set("requestId", crypto.randomUUID());
  await next();
});
