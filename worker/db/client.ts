import { drizzle } from "drizzle-orm/d1";
import type { Bindings, Db } from "../env";

// No `schema` option: the app uses no relational queries, and drizzle would rebuild the relational
// config of every table on each request.
export const createDb = (env: Pick<Bindings, "DB">): Db => drizzle(env.DB);
