import { drizzle } from "drizzle-orm/d1";
import { createMiddleware } from "hono/factory";
import * as schema from "../db/schema";
import type { AppEnv, Bindings, Db } from "../env";

export const createDb = (env: Pick<Bindings, "DB">): Db => drizzle(env.DB, { schema });

export const withDb = createMiddleware<AppEnv>(async (c, next) => {
  c.set("db", createDb(c.env));
  c.set("requestId", crypto.randomUUID());
  await next();
});
