// Scale over four family databases (issue 52): what the scale phase measures per database. The
// families' spread is the seeding's (bench/seeders/scale-databases.mjs); the bench's own families
// (read, write, admin, …) are all in DB_00.
// - the broadcast's families split by database: reached, lost, reached twice;
// - every job of the five-minute cron alone on each database (`bench-job:`), and the whole trigger
//   through the queue, one `cron` message per database, each timed by the consumer's tally;
// - bytes per family with two model-years of history, before and after the retention jobs;
// - a family read's D1 round trips, in each database (the goal: one, on that database only).
import { d1File, d1Rows, d1UsedBytes } from "../lib/app.mjs";
import { appFetch, call, signIn } from "../lib/http.mjs";
import { round, sleep } from "../lib/stats.mjs";
import { cronExpireSql, cronMealsSql, cronPurgeSql } from "../seeders/cron.mjs";
import { HISTORY_PER_YEAR, scaleHistorySql, scaleIds } from "../seeders/scale.mjs";
import { databaseOfFamily } from "../seeders/scale-databases.mjs";
import { writeSql } from "../seeders/sql.mjs";
import { CRON, jobLog, trigger } from "./cron.mjs";

const TALLY = "/api/__bench/fanout";
/** The five-minute trigger's jobs, in worker/cron/index.ts's order (jobsByCron): a renamed job fails its `bench-job:` trigger loudly. */
const JOBS = [
  "purgeTickedItems",
  "completePassedMeals",
  "expireTokens",
  "sendTimedPushes",
  "retryPushes",
  "forgetSentPushes",
  "fillEventEnds",
  "retirePurchases",
  "retireHistory",
  "pruneDavChanges",
  "queueDueCalendars",
];
/** Families per database given two model-years of history (the retention sample). */
const HISTORY_FAMILIES = { full: 20, quick: 10 };
const HISTORY_YEARS = 2;

export async function tally(baseUrl, method = "GET", query = "") {
  const answer = await appFetch(`${baseUrl}${TALLY}${query}`, { method, signal: AbortSignal.timeout(60_000) });
  if (!answer.ok) throw new Error(`${TALLY} answered ${answer.status}: the app runs without worker/bench-entry.ts's fan-out tally`);
  return answer.json();
}

/** Waits until the consumer has reached no room for `quietMs`. */
async function queueQuiet(baseUrl, quietMs = 3_000) {
  let last = -1;
  let since = performance.now();
  while (performance.now() - since < quietMs) {
    await sleep(500);
    const now = await tally(baseUrl);
    const seen = now.roomsTold + now.roomsCounted + now.acked;
    if (seen !== last) since = performance.now();
    last = seen;
  }
}

const familyNumber = (id) => Number(/^5ca1e000-0001-4000-8000-(\d{12})$/.exec(id)?.[1] ?? Number.NaN);

/** The families with someone signed in, per database (services/admin/messages.ts signedInFamiliesPage). */
export function signedInByDatabase(appDir, stateDir, parts) {
  const statement =
    "SELECT count(*) AS n FROM families f WHERE EXISTS (SELECT 1 FROM users u JOIN sessions s ON s.user_id = u.id WHERE u.family_id = f.id AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))";
  return new Map(parts.map(({ db }) => [db, Number(d1Rows(appDir, stateDir, statement, db)[0].n)]));
}

/** A broadcast's reach split by database: each family the tally saw, by the database it was seeded in (the bench's own: DB_00). */
export async function broadcastByDatabase(baseUrl, type, parts, expected) {
  const { families } = await tally(baseUrl, "GET", `?families=${type}`);
  const by = new Map(parts.map(({ db }) => [db, { db, families: expected.get(db), reached: 0, twice: 0 }]));
  for (const [id, times] of Object.entries(families)) {
    const part = by.get(databaseOfFamily(parts, familyNumber(id)) ?? parts[0].db);
    part.reached += 1;
    if (times > 1) part.twice += 1;
  }
  return [...by.values()].map((part) => ({ ...part, lost: Math.max(0, part.families - part.reached) }));
}

/** Each database's share of the cron jobs' work: ticked items, expired tokens, passed meals; old sign-ins into the directory. */
function seedCronWork({ appDir, stateDir, workDir, parts, round: seedRound }) {
  const nowSec = Math.floor(Date.now() / 1000);
  for (const part of parts) {
    const shape = { families: part.families, first: part.first, nowSec, round: seedRound, ids: scaleIds };
    const expire = cronExpireSql(shape);
    const statements = [...cronPurgeSql(shape), ...expire.family, ...cronMealsSql(shape)];
    d1File(appDir, stateDir, writeSql(workDir, `scale-cron-${seedRound}-${part.db}`, statements), part.db);
    d1File(appDir, stateDir, writeSql(workDir, `scale-cron-sign-ins-${seedRound}-${part.db}`, expire.directory), "DB");
  }
}

/**
 * Every job alone on each database (`bench-job:<name>`: the job on the directory and on each family
 * database in turn, each timed in the Worker), then the whole trigger as deployed: it queues one
 * `cron` message per database, and the tally times each message's run in the consumer.
 */
export async function measureCronByDatabase({ app, appDir, stateDir, workDir, parts, log }) {
  const databases = parts.length + 1;
  await tally(app.baseUrl, "PUT", "?rooms=count");
  const jobs = jobLog(app);
  // Rounds unique to this run: the ids they make never meet a kept state's earlier rounds.
  const firstRound = 2 * Math.floor(Date.now() / 1000);
  try {
    seedCronWork({ appDir, stateDir, workDir, parts, round: firstRound });
    const alone = [];
    for (const name of JOBS) {
      const run = await jobs.run(name, databases);
      alone.push({ job: name, triggerMs: round(run.ms, 0), byDatabase: run.byDatabase });
      await queueQuiet(app.baseUrl);
    }
    log(`  cron jobs alone: ${alone.map((job) => `${job.job} ${job.byDatabase.map((run) => run.ms).join("/")} ms`).join("; ")}`);

    seedCronWork({ appDir, stateDir, workDir, parts, round: firstRound + 1 });
    await tally(app.baseUrl, "DELETE");
    const started = performance.now();
    await trigger(app.baseUrl, CRON);
    let runs = [];
    for (let waited = 0; runs.length < databases && waited < 600_000; waited += 500) {
      await sleep(500);
      runs = (await tally(app.baseUrl)).cronRuns;
    }
    const lastRunMs = performance.now() - started;
    await queueQuiet(app.baseUrl);
    const end = await tally(app.baseUrl);
    log(`  cron trigger through the queue: ${runs.map((run) => `${run.db} ${run.ms} ms`).join(", ")}`);
    return {
      alone,
      trigger: { runs, lastRunMs: round(lastRunMs, 0), noticesReached: end.reached, messagesRetried: end.retried },
    };
  } finally {
    jobs.stop();
    await tally(app.baseUrl, "PUT", "?rooms=tell");
  }
}

const sumResult = (runs) => runs.reduce((sum, run) => sum + Object.values(run.result ?? {}).reduce((a, b) => a + (typeof b === "number" ? b : 0), 0), 0);

/**
 * The retention rule on a sample: in each database, HISTORY_FAMILIES of its families get two
 * model-years of history; the used bytes of each database's file (free pages left out) are read
 * before, after the seeding and after the retention jobs have run until they find nothing more.
 */
export async function measureRetention({ app, appDir, stateDir, workDir, parts, quick, log }) {
  const families = quick ? HISTORY_FAMILIES.quick : HISTORY_FAMILIES.full;
  const nowSec = Math.floor(Date.now() / 1000);
  const before = new Map(parts.map((part) => [part.db, d1UsedBytes(stateDir, part.file)]));
  for (const part of parts) {
    const statements = scaleHistorySql({ first: part.first, families, years: HISTORY_YEARS, nowSec });
    d1File(appDir, stateDir, writeSql(workDir, `scale-history-${part.db}`, statements), part.db);
  }
  const seeded = new Map(parts.map((part) => [part.db, d1UsedBytes(stateDir, part.file)]));
  const jobs = jobLog(app);
  const runs = { retirePurchases: 0, retireHistory: 0 };
  const jobMs = new Map(parts.map((part) => [part.db, 0]));
  try {
    for (const name of Object.keys(runs)) {
      for (;;) {
        const run = await jobs.run(name, parts.length + 1);
        runs[name] += 1;
        for (const { db, ms } of run.byDatabase) if (jobMs.has(db)) jobMs.set(db, jobMs.get(db) + ms);
        if (sumResult(run.byDatabase) === 0 || runs[name] > 500) break;
      }
    }
  } finally {
    jobs.stop();
  }
  const rowsPerFamily = Object.values(HISTORY_PER_YEAR).reduce((sum, rows) => sum + rows, 0) * HISTORY_YEARS;
  const byDatabase = parts.map(({ db, file }) => {
    const after = d1UsedBytes(stateDir, file);
    const historyBytes = (seeded.get(db) - before.get(db)) / families;
    const heldBytes = (after - before.get(db)) / families;
    return { db, families, historyBytesPerFamily: round(historyBytes, 0), heldBytesPerFamily: round(heldBytes, 0), jobMs: jobMs.get(db) };
  });
  const mean = (key) => round(byDatabase.reduce((sum, part) => sum + part[key], 0) / byDatabase.length, 0);
  const result = {
    familiesPerDatabase: families,
    years: HISTORY_YEARS,
    rowsPerFamily,
    perYear: HISTORY_PER_YEAR,
    runs,
    byDatabase,
    bytesPerFamilyYearWithout: round(mean("historyBytesPerFamily") / HISTORY_YEARS, 0),
    heldBytesPerFamily: mean("heldBytesPerFamily"),
  };
  log(
    `  retention: ${HISTORY_YEARS} years of history ${mean("historyBytesPerFamily")} bytes a family, held after the rule ${result.heldBytesPerFamily} (${runs.retirePurchases} + ${runs.retireHistory} job runs)`,
  );
  return result;
}

/** A family read in each database: its D1 round trips in all and by database (worker/bench-entry.ts's headers). */
export async function measureFamilyReads({ app, password, parts, log }) {
  const reads = ["shopping-lists", "reminders", "events", "dinner-meals", "members"];
  const results = [];
  for (const part of parts) {
    const familyId = scaleIds.watched.family.replace(/\d{12}$/, String(part.first).padStart(12, "0"));
    const token = await signIn(app.baseUrl, `scale_${String(2 * part.first - 1).padStart(6, "0")}`, password);
    for (const name of reads) {
      const answer = await call(app.baseUrl, "GET", `/api/families/${familyId}/${name}`, { token });
      if (answer.status !== 200) throw new Error(`${name} of ${familyId} (${part.db}) answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      results.push({ db: part.db, read: name, calls: Number(answer.headers.get("x-bench-d1-calls")), databases: answer.headers.get("x-bench-d1-databases") });
    }
  }
  const most = Math.max(...results.map((result) => result.calls));
  const elsewhere = results.filter((result) => result.databases !== `${result.db}=${result.calls}`);
  log(`  family reads: at most ${most} round trips; ${elsewhere.length} reads touched another database`);
  return { reads: results, mostRoundTrips: most, touchedAnother: elsewhere.length };
}
