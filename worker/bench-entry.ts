// The Worker as `npm run bench` runs it: bench/lib/app.mjs points its scratch copy's wrangler config
// here, so the deployed Worker (worker/index.ts) carries nothing for the bench on its request path.
import type { LiveMessageType } from "@contract/realtime";
import { jobDeps, jobsByCron } from "./cron/index";
import { consumeFanout, consumerDeps } from "./fanout/consumer";
import { queueFanout } from "./fanout/producer";
import type { Bindings } from "./env";
import worker from "./index";
import { vapidFromEnv } from "./lib/web-push/vapid";
import { databaseD1, everyDatabase } from "./db/databases";

export { FamilyRoom } from "./index";

/** Each answer's count of the D1 round trips its request made, and of the rows they read (D1's `rows_read`, where D1 reports it). */
const D1_CALLS_HEADER = "X-Bench-D1-Calls";
const D1_ROWS_HEADER = "X-Bench-D1-Rows";
/** The round trips by database, only those the request reached: `DB_00=1`, `DB=1, DB_01=2`. */
const D1_DATABASES_HEADER = "X-Bench-D1-Databases";

interface D1Count {
  count: number;
  rows: number;
}

type Meta = { meta?: { rows_read?: number } } | null | undefined;

/** Adds the rows a result (or a batch's results) read. */
function rowsOf(result: unknown, calls: D1Count): unknown {
  for (const one of (Array.isArray(result) ? result : [result]) as Meta[]) calls.rows += one?.meta?.rows_read ?? 0;
  return result;
}

const RUNS = new Set(["first", "run", "all", "raw"]);

/** A database binding, counting each round trip to D1: one per statement run, one per batch or exec. */
function countingD1(db: D1Database, calls: D1Count): D1Database {
  const unwrap = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        const value: unknown = Reflect.get(target, key, target);
        if (typeof value !== "function") return value;
        if (key === "bind") return (...args: unknown[]) => wrap(target.bind(...args));
        if (typeof key !== "string" || !RUNS.has(key)) return value.bind(target);
        calls.count += 1;
        return async (...args: unknown[]) => rowsOf(await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args), calls);
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
        return async (statements: D1PreparedStatement[]) => {
          calls.count += 1;
          return rowsOf(await target.batch(statements.map((statement) => unwrap.get(statement) ?? statement)), calls);
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
 * Each request gets its own copy of env whose databases count; work deferred past the answer
 * (waitUntil) may not be in the count. A WebSocket upgrade is answered as it is.
 */
async function fetch(request: Request, env: Bindings, ctx: ExecutionContext): Promise<Response> {
  if (new URL(request.url).pathname === FANOUT_TALLY_PATH) return fanoutTallyAnswer(request);
  // Every database counts, the directory and each family database: a family read's one round trip is on its family's.
  const byDatabase = everyDatabase(env).map(({ name }) => ({ name, calls: { count: 0, rows: 0 } }));
  const counted = Object.fromEntries(byDatabase.map(({ name, calls }) => [name, countingD1(databaseD1(env, name), calls)]));
  const response = await worker.fetch(request, { ...env, ...counted }, ctx);
  if (response.status === 101) return response;
  const answer = new Response(response.body, response);
  const total = byDatabase.reduce((sum, { calls }) => ({ count: sum.count + calls.count, rows: sum.rows + calls.rows }), { count: 0, rows: 0 });
  answer.headers.set(D1_CALLS_HEADER, String(total.count));
  answer.headers.set(D1_ROWS_HEADER, String(total.rows));
  const reached = byDatabase.filter(({ calls }) => calls.count > 0).map(({ name, calls }) => `${name}=${calls.count}`);
  answer.headers.set(D1_DATABASES_HEADER, reached.join(", "));
  return answer;
}

/**
 * Where the bench reads (GET) and clears (DELETE) the fan-out tally, and sets (PUT `?rooms=tell` or
 * `?rooms=count`) whether the consumer really tells the rooms; the assets answer everything outside
 * /api, and no API route starts with `/api/__bench`.
 */
const FANOUT_TALLY_PATH = "/api/__bench/fanout";

/**
 * What the queue consumer did since the tally was last cleared: how often each type reached each
 * family (a family reached twice is a repeat), how many rooms were really told or only counted, the
 * messages' outcomes, and each `cron` message's run on its database (the consumer handles a batch's
 * messages one after another, so a message's time is from the previous one's end to its own).
 */
function emptyTally() {
  return {
    batches: 0,
    acked: 0,
    retried: 0,
    reached: new Map<LiveMessageType, Map<string, number>>(),
    cronRuns: [] as { db: string; cron: string; ms: number; acked: boolean }[],
    roomsTold: 0,
    roomsCounted: 0,
    failedTells: 0,
    firstAt: null as number | null,
    lastAt: null as number | null,
  };
}
let tally = emptyTally();
/**
 * "count": the consumer counts each room it would tell without waking it. Local workerd creates a
 * Durable Object (and its SQLite file) per room at a few dozen a second on this machine, so a fan-out
 * to 100,000 families measures the queue's path in full with the rooms counted, and the rooms' own
 * cost on as many as the bench has time for (bench/phases/scale.mjs).
 */
let rooms: "tell" | "count" = "tell";

function fanoutTallyAnswer(request: Request): Response {
  if (request.method === "DELETE") tally = emptyTally();
  if (request.method === "PUT") {
    const wanted = new URL(request.url).searchParams.get("rooms");
    if (wanted !== "tell" && wanted !== "count") return Response.json({ error: "rooms must be tell or count" }, { status: 400 });
    rooms = wanted;
  }
  const params = new URL(request.url).searchParams;
  const reached = Object.fromEntries([...tally.reached].map(([type, families]) => [type, families.size]));
  const twice = Object.fromEntries([...tally.reached].map(([type, families]) => [type, [...families.values()].filter((times) => times > 1).length]));
  // `?families=<type>`: the families that type reached, with how often, for the bench to split by database.
  const asked = params.get("families") as LiveMessageType | null;
  const families = asked ? Object.fromEntries(tally.reached.get(asked) ?? []) : undefined;
  return Response.json({ ...tally, reached, twice, families, rooms });
}

/**
 * The deployed queue handler, watched: each room reached (or not) and each message acknowledged or
 * retried is counted, so the bench can prove a fan-out lost no family. The local queue and the
 * fetch handler share this isolate, so the counts are the consumer's own.
 */
async function queue(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  tally.batches += 1;
  let since = Date.now();
  const done = (body: unknown, acked: boolean) => {
    const now = Date.now();
    const cron = body as { kind?: string; db?: string; cron?: string };
    if (cron?.kind === "cron") tally.cronRuns.push({ db: String(cron.db), cron: String(cron.cron), ms: now - since, acked });
    since = now;
  };
  const watched = batch.messages.map((message) => ({
    body: message.body,
    id: message.id,
    attempts: message.attempts,
    timestamp: message.timestamp,
    ack: () => {
      tally.acked += 1;
      done(message.body, true);
      message.ack();
    },
    retry: (options?: QueueRetryOptions) => {
      tally.retried += 1;
      done(message.body, false);
      message.retry(options);
    },
  }));
  const deps = consumerDeps(env);
  const tell = async (familyId: string, type: LiveMessageType) => {
    if (rooms === "tell") {
      try {
        await deps.tell(familyId, type);
      } catch (error) {
        tally.failedTells += 1;
        throw error;
      }
      tally.roomsTold += 1;
    } else {
      tally.roomsCounted += 1;
    }
    tally.lastAt = Date.now();
    tally.firstAt ??= tally.lastAt;
    const reached = tally.reached.get(type) ?? new Map<string, number>();
    tally.reached.set(type, reached.set(familyId, (reached.get(familyId) ?? 0) + 1));
  };
  await consumeFanout({ ...batch, messages: watched, ackAll: () => batch.ackAll(), retryAll: (options) => batch.retryAll(options) }, { ...deps, tell });
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
  // Database by database, as the queue runs a trigger, each timed apart.
  for (const { name: dbName, db } of everyDatabase(env)) {
    const started = Date.now();
    const result = await job(jobDeps(db, dbName, queueFanout(env.FANOUT), vapidFromEnv(env)), controller.scheduledTime);
    console.log(`[bench-job] ${name} ${JSON.stringify({ db: dbName, ms: Date.now() - started, result })}`);
  }
}

export default { ...worker, fetch, scheduled, queue } satisfies ExportedHandler<Bindings>;
