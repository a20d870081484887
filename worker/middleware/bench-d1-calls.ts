import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";

/** The answer's count of D1 round trips, for `npm run bench` only (bench/README.md). */
export const BENCH_D1_CALLS_HEADER = "X-Bench-D1-Calls";

const RUNS = new Set(["first", "run", "all", "raw"]);

/** env.DB, counting each round trip to D1: one per statement run, one per batch or exec. */
function countingD1(db: D1Database, calls: { count: number }): D1Database {
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (typeof key === "string" && RUNS.has(key)) calls.count += 1;
        return value.bind(target);
      },
    });
    unwrap.set(proxy, statement);
    return proxy;
  };
  return new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (key === "prepare") return (query: string) => wrap(target.prepare(query));
      if (key === "batch") {
        return (statements: D1PreparedStatement[]) => {
          calls.count += 1;
          return target.batch(statements.map((statement) => unwrap.get(statement) ?? statement));
        };
      }
      if (key === "exec") calls.count += 1;
      return value.bind(target);
    },
  });
}

/**
 * Off unless the `BENCH_D1_CALLS` var is "1", which no config sets: the bench sets it for its own
 * local server only. Then each API answer carries X-Bench-D1-Calls, counted on a per-request copy
 * of env whose DB counts; work deferred past the answer (waitUntil) may not be in the count.
 */
export const benchD1Calls = createMiddleware<AppEnv>(async (c, next) => {
  if ((c.env as { BENCH_D1_CALLS?: string }).BENCH_D1_CALLS !== "1") return next();
  const calls = { count: 0 };
  c.env = { ...c.env, DB: countingD1(c.env.DB, calls) };
  await next();
  c.header(BENCH_D1_CALLS_HEADER, String(calls.count));
});
