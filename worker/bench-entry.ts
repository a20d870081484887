// The Worker as `npm run bench` runs it: bench/lib/app.mjs points its scratch copy's wrangler config
// here, so the deployed Worker (worker/index.ts) carries nothing for the bench on its request path.
import { jobsByCron } from "./cron/index";
import { notifyFamily } from "./durable/stubs";
import type { Bindings } from "./env";
import worker from "./index";
import { vapidFromEnv } from "./lib/web-push/vapid";
import { createDb } from "./middleware/db";

export { FamilyRoom } from "./index";

/** Each answer's count of the D1 round trips its request made. */
const D1_CALLS_HEADER = "X-Bench-D1-Calls";

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
      // The app's requests run in a D1 session (middleware/db.ts): count the session's calls too.
      if (key === "withSession") return (constraint?: string) => countingD1(target.withSession(constraint) as unknown as D1Database, calls);
      return value.bind(target);
    },
  });
}

/**
 * Each request gets its own copy of env whose DB counts; work deferred past the answer
 * (waitUntil) may not be in the count. A WebSocket upgrade is answered as it is.
 */
async function fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
  const calls = { count: 0 };
  const response = await worker.fetch(request, { ...env, DB: countingD1(env.DB, calls) }, ctx);
  if (response.status === 101) return response;
  const counted = new Response(response.body, response);
  counted.headers.set(D1_CALLS_HEADER, String(calls.count));
  return counted;
}

/** A trigger's cron string that runs one job alone: `bench-job:<function name>`, e.g. `bench-job:retryPushes`. */
const BENCH_JOB = /^bench-job:(\w+)$/;

/**
 * The real schedules run as deployed. A `bench-job:` trigger runs that one job of the cron (with
 * the dependencies worker/cron/index.ts gives it) and logs `[bench-job] <name> {ms, result}`, so
 * the bench can time a job apart from the others that share its schedule (the push phase: the
 * timed pass and the retry job with nothing due, which the whole trigger's time would drown).
 */
async function scheduled(controller: ScheduledController, env: Bindings, ctx: ExecutionContext): Promise<void> {
  const name = BENCH_JOB.exec(controller.cron)?.[1];
  if (!name) return worker.scheduled(controller, env, ctx);
  const job = Object.values(jobsByCron)
    .flat()
    .find((candidate) => candidate.name === name);
  if (!job) throw new Error(`no cron job named ${name}`);
  const db = createDb(env);
  const vapid = vapidFromEnv(env);
  const started = Date.now();
  const result = await job(
    { db, notify: (familyId, type) => notifyFamily(env, familyId, type), ...(vapid ? { push: { db, vapid } } : {}) },
    controller.scheduledTime,
  );
  console.log(`[bench-job] ${name} ${JSON.stringify({ ms: Date.now() - started, result })}`);
}

export default { ...worker, fetch, scheduled } satisfies ExportedHandler<Bindings>;
