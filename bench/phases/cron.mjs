// Cron: each 5-minute job timed over many families' rows. The rows each job removes are written
// into the running app's local D1 (wrangler d1 execute; the family database DB_00, sign-ins into the
// directory DB) just before the trigger, so each job can be
// timed alone; the trigger is wrangler dev's /cdn-cgi/local/scheduled (older wranglers:
// /cdn-cgi/handler/scheduled), which answers when the handler and its waitUntil work are done.
// The purge's SQL and its fan-out are told apart by watching one purged family's list through the API.
import { cronExpireSql, cronIds, cronMealsSql, cronPurgeSql } from "../seeders/cron.mjs";
import { d1File } from "../lib/app.mjs";
import { appFetch, call, signIn } from "../lib/http.mjs";
import { median, round, sleep } from "../lib/stats.mjs";
import { writeSql } from "../seeders/sql.mjs";

export const CRON = "*/5 * * * *";

/** Fires the scheduled handler with `cron` (the real schedule, or worker/bench-entry.ts's `bench-job:<name>`) and times it. */
export async function trigger(baseUrl, cron = CRON) {
  for (const path of ["/cdn-cgi/local/scheduled", "/cdn-cgi/handler/scheduled"]) {
    const started = performance.now();
    const answer = await appFetch(`${baseUrl}${path}?cron=${encodeURIComponent(cron)}`, { signal: AbortSignal.timeout(600_000) });
    const ms = performance.now() - started;
    await answer.text();
    if (answer.status !== 404) {
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
      return { ms, path };
    }
  }
  throw new Error("wrangler dev offers no scheduled trigger");
}

/**
 * The `[bench-job] <name> {db, ms, result}` lines worker/bench-entry.ts logs, read from the app's
 * output: a `bench-job:` trigger runs one job on every database in turn and logs each run.
 */
export function jobLog(app) {
  const entries = [];
  const buffers = new Map();
  const reader = (stream) => (chunk) => {
    const lines = `${buffers.get(stream) ?? ""}${chunk}`.split("\n");
    buffers.set(stream, lines.pop());
    for (const line of lines) {
      const match = /\[bench-job\] (\w+) (\{.*\})/.exec(line);
      if (match) entries.push({ name: match[1], ...JSON.parse(match[2]) });
    }
  };
  const streams = [app.child.stdout, app.child.stderr].map((stream) => [stream, reader(stream)]);
  for (const [stream, onData] of streams) stream.on("data", onData);
  return {
    /**
     * Runs one job alone: its trigger time, and the Worker's own time and answer on the first
     * database (null from an entry without `bench-job:`); `byDatabase`, every database's run, once
     * `databases` of them are logged (or 2 s after the trigger's answer).
     */
    async run(name, databases = 1) {
      const before = entries.length;
      const { ms } = await trigger(app.baseUrl, `bench-job:${name}`);
      const mine = () => entries.slice(before).filter((entry) => entry.name === name);
      for (let waited = 0; waited < 2_000 && mine().length < databases; waited += 20) await sleep(20);
      const [entry] = mine();
      return {
        ms,
        jobMs: entry?.ms ?? null,
        result: entry?.result ?? null,
        byDatabase: mine().map(({ db, ms: jobMs, result }) => ({ db, ms: jobMs, result })),
      };
    },
    stop() {
      for (const [stream, onData] of streams) stream.off("data", onData);
    },
  };
}

/** `ids`: whose families the jobs run over (the cron phase's own, or the scale phase's: seeders/scale.mjs). */
export async function runCron({ app, appDir, stateDir, workDir, password, options, memory, notifyFailures, log, ids = cronIds }) {
  const nowSec = () => Math.floor(Date.now() / 1000);
  let seedRound = 0;
  const results = { trigger: null, purge: [], expire: [], meals: [], empty: [] };

  // Empty runs: what a trigger costs with nothing to do.
  memory.setPhase("cron empty");
  for (let r = 0; r < options.rounds; r += 1) {
    const run = await trigger(app.baseUrl);
    results.trigger = run.path;
    results.empty.push(run.ms);
  }

  // The purge over `families` families, five ticked items each. A purged family's list is polled
  // so the DELETE's end shows apart from the notifications that follow it.
  for (const { families, runs } of options.cronPurge) {
    for (let r = 0; r < runs; r += 1) {
      memory.setPhase(`cron purge ${families}`);
      seedRound += 1;
      // Every run purges families 1..families: the first run also creates their Durable Objects.
      const { watched } = ids;
      d1File(appDir, stateDir, writeSql(workDir, `${ids.prefix}-purge-${seedRound}`, cronPurgeSql({ families, nowSec: nowSec(), round: seedRound, ids })));
      const token = await signIn(app.baseUrl, watched.username, password);
      const failuresBefore = notifyFailures();
      const started = performance.now();
      let deletedAt = null;
      let polling = true;
      const poll = (async () => {
        while (polling) {
          const answer = await call(app.baseUrl, "GET", `/api/families/${watched.family}/shopping-lists`, { token });
          if (answer.status === 200 && answer.json[0]?.items.every((item) => !item.completed)) {
            deletedAt = performance.now() - started;
            return;
          }
          await sleep(25);
        }
      })();
      const run = await trigger(app.baseUrl);
      polling = false;
      await poll;
      const peak = memory.mark(`after purge of ${families} families`);
      const failed = notifyFailures() - failuresBefore;
      results.purge.push({ families, ms: run.ms, deleteMs: deletedAt, notifyFailures: failed, fds: peak.fds, runtimeKiB: peak.runtimeKiB });
      log(
        `  purge ${families} families: ${(run.ms / 1000).toFixed(2)} s (DELETE done at ${deletedAt === null ? "?" : `${(deletedAt / 1000).toFixed(2)} s`}), ${failed} notifications failed`,
      );
      await sleep(500);
    }
  }

  // The expiry over 10,000 families' worth of sessions, tickets, invites and sign-ins.
  memory.setPhase("cron expire");
  for (let r = 0; r < options.rounds; r += 1) {
    seedRound += 1;
    const { family, directory } = cronExpireSql({ families: options.cronFamilies, nowSec: nowSec(), round: seedRound, ids });
    d1File(appDir, stateDir, writeSql(workDir, `${ids.prefix}-expire-${seedRound}`, family));
    // Sign-ins come before the family is known: they are the directory's (DB's) to expire.
    d1File(appDir, stateDir, writeSql(workDir, `${ids.prefix}-expire-sign-ins-${seedRound}`, directory), "DB");
    const run = await trigger(app.baseUrl);
    results.expire.push({ families: options.cronFamilies, ms: run.ms });
    log(`  expire ${options.cronFamilies} families: ${(run.ms / 1000).toFixed(2)} s`);
  }

  // Meal completion over 10,000 families: two meals each whose day has passed, one still ahead.
  memory.setPhase("cron meals");
  for (let r = 0; r < options.rounds; r += 1) {
    seedRound += 1;
    d1File(
      appDir,
      stateDir,
      writeSql(workDir, `${ids.prefix}-meals-${seedRound}`, cronMealsSql({ families: options.cronFamilies, nowSec: nowSec(), round: seedRound, ids })),
    );
    const failuresBefore = notifyFailures();
    const run = await trigger(app.baseUrl);
    const failed = notifyFailures() - failuresBefore;
    results.meals.push({ families: options.cronFamilies, ms: run.ms, notifyFailures: failed });
    log(`  complete meals ${options.cronFamilies} families: ${(run.ms / 1000).toFixed(2)} s, ${failed} notifications failed`);
  }

  const emptyMs = median(results.empty);
  const purgeBySize = [...new Set(results.purge.map((run) => run.families))].map((families) => {
    const mine = results.purge.filter((run) => run.families === families);
    const ms = median(mine.map((run) => run.ms));
    return {
      job: "purge ticked items",
      families,
      rows: families * 5,
      runs: mine.length,
      ms: round(ms, 0),
      deleteMs: round(median(mine.map((run) => run.deleteMs)), 0),
      msPerFamily: round((ms - emptyMs) / families, 2),
      notifyFailures: median(mine.map((run) => run.notifyFailures)),
      maxOpenFiles: Math.max(...mine.map((run) => run.fds)),
    };
  });
  const expireMs = median(results.expire.map((run) => run.ms));
  const mealsMs = median(results.meals.map((run) => run.ms));
  return {
    trigger: results.trigger,
    emptyMs: round(emptyMs, 1),
    jobs: [
      ...purgeBySize,
      {
        job: "expire tokens",
        families: options.cronFamilies,
        rows: options.cronFamilies * 9,
        runs: results.expire.length,
        ms: round(expireMs, 0),
        msPerFamily: round((expireMs - emptyMs) / options.cronFamilies, 3),
      },
      {
        job: "complete meals",
        families: options.cronFamilies,
        rows: options.cronFamilies * 2,
        runs: results.meals.length,
        ms: round(mealsMs, 0),
        msPerFamily: round((mealsMs - emptyMs) / options.cronFamilies, 3),
        notifyFailures: median(results.meals.map((run) => run.notifyFailures)),
      },
    ],
    raw: results,
  };
}
