// Push (issue 30): a push receiver in the bench process stands in for the push services.
// Delivery: with 1 and 50 devices subscribed for one person, the time from the HTTP answer of a
// write that assigns them a task to the first and to the last device's "task assigned" push
// arriving (pushAfterAnswer hands the push to waitUntil as the handler returns, so it may beat the
// answer, which still has wrangler's proxy to pass: then the time is negative, as in the live phase). Timed pass: 10,000 families of two
// users with a device each, timed with nothing due, then with one task per family due today
// (20,000 pushes): a run queues the pass and the fan-out queue's consumer sends the pushes after
// the trigger has answered, so each run is timed until its pushes stop arriving; the run after
// the one that sent them must send none, and every device must have exactly one. Each job can also be run alone through worker/bench-entry.ts
// (`bench-job:<name>`), which times the timed pass and the retry job apart from the other jobs.
import { randomUUID } from "node:crypto";
import { d1File } from "../lib/app.mjs";
import { call } from "../lib/http.mjs";
import { deviceKeys, startPushReceiver } from "../lib/push-receiver.mjs";
import { median, percentile, round, sleep } from "../lib/stats.mjs";
import { TIMED_DEVICE_PREFIX, timedPushFamiliesSql, timedPushTasksSql } from "../seeders/push.mjs";
import { writeSql } from "../seeders/sql.mjs";
import { jobLog, trigger } from "./cron.mjs";

const DELIVERY_DEVICE_PREFIX = "device-";
/** How long a write's pushes may take before the missing ones are counted as missing. */
const DELIVERY_WAIT_MS = 5_000;
/** Runs tried at most: the first sends everything through the queue, the next must send nothing. */
const TIMED_RUNS = 3;
/** A run's pushes have all arrived when none has for this long (the queue delivers within about a second). */
const QUIET_MS = 3_000;

/** Fires the cron and waits until its queued pushes stop arriving: the time to the last one (or to the trigger's answer when none came), and how many came. */
async function triggerAndSettle(app, receiver) {
  const started = performance.now();
  const before = receiver.tally(TIMED_DEVICE_PREFIX).pushes;
  await trigger(app.baseUrl);
  let [count, lastArrival] = [before, performance.now()];
  while (performance.now() - lastArrival < QUIET_MS) {
    await sleep(200);
    const now = receiver.tally(TIMED_DEVICE_PREFIX).pushes;
    if (now !== count) [count, lastArrival] = [now, performance.now()];
  }
  return { ms: lastArrival - started, pushes: count - before };
}

/**
 * A zone where it is now between 08:00 and 19:59, so a task due an hour from now is due today
 * there and past the default morning hour (07), whatever time of day the bench runs. The app's own
 * zone first; the others are spread around the clock so one always fits.
 */
const ZONES = ["Atlantic/Faroe", "Asia/Dubai", "Asia/Bangkok", "Asia/Tokyo", "Pacific/Auckland", "Pacific/Honolulu", "America/Los_Angeles", "America/New_York"];
function daytimeZone(nowMs) {
  for (const timeZone of ZONES) {
    const hour = Number(new Intl.DateTimeFormat("en-GB", { timeZone, hour: "numeric", hourCycle: "h23" }).format(nowMs));
    if (hour >= 8 && hour <= 19) return { timeZone, localHour: hour };
  }
  throw new Error("no zone in the list is between 08:00 and 20:00 now");
}

async function measureDelivery({ app, receiver, writer, assignee, options, memory, log }) {
  const keys = deviceKeys();
  const subscribeMs = [];
  let subscribed = 0;
  let current = null; // the write in flight: first arrival per device
  receiver.onPush((name, at) => {
    if (!current || !name.startsWith(DELIVERY_DEVICE_PREFIX) || current.arrivals.has(name)) return;
    current.arrivals.set(name, at);
    if (current.arrivals.size === current.expected) current.done();
  });
  let repeatedWrites = 0;
  /**
   * One timed write. It carries a client id, so when a kept-alive connection drops under it (seen
   * once in a long run: fetch failed, other side closed) it is sent again safely: a repeat answers
   * the stored task (200) and pushes nothing, and that write is left out (null).
   */
  const write = async (title) => {
    let done;
    const finished = new Promise((resolve) => (done = resolve));
    current = { arrivals: new Map(), expected: subscribed, done };
    const body = { id: randomUUID(), title, assignedTo: assignee.memberId };
    const sentAt = performance.now();
    const post = () => call(app.baseUrl, "POST", "/api/reminders", { token: writer.token, body });
    const answer = await post().catch(() => {
      repeatedWrites += 1;
      return post();
    });
    const answeredAt = performance.now();
    if (answer.status === 200) {
      current = null;
      return null;
    }
    if (answer.status !== 201) throw new Error(`POST /api/reminders answered ${answer.status}: ${answer.text}`);
    await Promise.race([finished, sleep(DELIVERY_WAIT_MS)]);
    const arrivals = [...current.arrivals.values()];
    current = null;
    return { sentAt, answeredAt, arrivals, missing: subscribed - arrivals.length };
  };

  const levels = [];
  for (const devices of options.pushDevices) {
    memory.setPhase(`push ${devices} device${devices === 1 ? "" : "s"}`);
    while (subscribed < devices) {
      const started = performance.now();
      const endpoint = `${receiver.url}/push/${DELIVERY_DEVICE_PREFIX}${subscribed + 1}`;
      const answer = await call(app.baseUrl, "POST", "/api/push/subscriptions", { token: assignee.token, body: { endpoint, expirationTime: null, keys } });
      if (answer.status !== 201) throw new Error(`POST /api/push/subscriptions answered ${answer.status}: ${answer.text}`);
      subscribeMs.push(performance.now() - started);
      subscribed += 1;
    }
    // Not counted: the first push to a push service signs its VAPID token, which later ones reuse.
    await write(`Push warm-up ${devices}`);
    const rounds = [];
    for (let r = 0; r < options.rounds; r += 1) {
      const [first, last, lastFromSent, answers] = [[], [], [], []];
      let missing = 0;
      for (let w = 0; w < options.pushWrites; w += 1) {
        const result = await write(`Push ${devices}-${r}-${w}`);
        if (!result) continue;
        missing += result.missing;
        answers.push(result.answeredAt - result.sentAt);
        if (result.arrivals.length) {
          first.push(Math.min(...result.arrivals) - result.answeredAt);
          last.push(Math.max(...result.arrivals) - result.answeredAt);
          lastFromSent.push(Math.max(...result.arrivals) - result.sentAt);
        }
        await sleep(50);
      }
      rounds.push({
        firstP50: percentile(first, 50),
        firstP95: percentile(first, 95),
        lastP50: percentile(last, 50),
        lastP95: percentile(last, 95),
        lastFromSentP50: percentile(lastFromSent, 50),
        lastFromSentP95: percentile(lastFromSent, 95),
        answerP50: percentile(answers, 50),
        answerP95: percentile(answers, 95),
        missing,
      });
    }
    const pick = (key) => round(median(rounds.map((run) => run[key])), 1);
    const summary = {
      devices,
      writes: options.pushWrites * options.rounds,
      firstP50: pick("firstP50"),
      firstP95: pick("firstP95"),
      lastP50: pick("lastP50"),
      lastP95: pick("lastP95"),
      lastFromSentP50: pick("lastFromSentP50"),
      lastFromSentP95: pick("lastFromSentP95"),
      answerP50: pick("answerP50"),
      answerP95: pick("answerP95"),
      missing: rounds.reduce((sum, run) => sum + run.missing, 0),
      runtimeRssMiB: round(memory.mark(`push to ${devices} devices`).runtimeKiB / 1024, 1),
      receiverConnections: receiver.connections(),
    };
    levels.push(summary);
    log(
      `  ${devices} device(s): after the answer, first p50 ${summary.firstP50} / p95 ${summary.firstP95} ms, last p50 ${summary.lastP50} / p95 ${summary.lastP95} ms; ${summary.missing} missing`,
    );
  }
  receiver.onPush(null);
  return { levels, subscribeMs: round(median(subscribeMs), 1), repeatedWrites };
}

async function measureTimedPass({ app, appDir, stateDir, workDir, receiver, passwordHash, options, memory, log }) {
  const families = options.pushFamilies;
  const due = 2 * families;
  const jobs = jobLog(app);
  const nowSec = () => Math.floor(Date.now() / 1000);
  const repeat = async (work) => {
    const runs = [];
    for (let r = 0; r < options.rounds; r += 1) runs.push(await work());
    return runs;
  };
  try {
    // What the whole cron costs here before any family has a device: the other jobs' share.
    memory.setPhase("push cron before devices");
    const before = await repeat(() => trigger(app.baseUrl));

    const { timeZone, localHour } = daytimeZone(Date.now());
    const seeded = nowSec();
    d1File(
      appDir,
      stateDir,
      writeSql(
        workDir,
        "push-families",
        timedPushFamiliesSql({ families, nowSec: seeded, passwordHash, timeZone, receiver: receiver.url, keys: deviceKeys() }),
      ),
    );
    log(`  seeded ${families} families in ${timeZone} (${localHour}:xx there), ${due} devices`);

    // Idle: every family has devices, nothing is due. The whole cron, then the two push jobs alone.
    memory.setPhase("push cron idle");
    const idleCron = await repeat(() => trigger(app.baseUrl));
    // The timed job alone only queues its first page now; the pages themselves run in the queue consumer.
    const idleTimed = await repeat(() => jobs.run("sendTimedPushes"));
    const idleRetry = await repeat(() => jobs.run("retryPushes"));
    const idlePushes = receiver.tally(TIMED_DEVICE_PREFIX).pushes;
    log(
      `  idle: whole cron ${round(median(idleCron.map((run) => run.ms)), 0)} ms (${round(median(before.map((run) => run.ms)), 0)} ms before the devices), timed pass alone ${round(median(idleTimed.map((run) => run.ms)), 0)} ms, retry job alone ${round(median(idleRetry.map((run) => run.ms)), 1)} ms; ${idlePushes} pushes`,
    );

    // Due: one task per family, due an hour from now (today in the zone, past the morning hour).
    d1File(appDir, stateDir, writeSql(workDir, "push-tasks", timedPushTasksSql({ families, nowSec: nowSec(), dueSec: nowSec() + 3600 })));
    memory.setPhase("push cron due");
    const runs = [];
    for (let run = 1; run <= TIMED_RUNS; run += 1) {
      const { ms, pushes } = await triggerAndSettle(app, receiver);
      const peak = memory.mark(`push cron run ${run}`);
      runs.push({ run, ms: round(ms, 0), pushes, pushesPerSecond: round(pushes / (ms / 1000), 0), runtimeRssMiB: round(peak.runtimeKiB / 1024, 1) });
      log(`  run ${run}: ${pushes} pushes in ${(ms / 1000).toFixed(2)} s`);
      if (pushes === 0) break; // everything claimed: this run is the one after all were sent
    }
    const sending = runs.filter((run) => run.pushes > 0);
    const totalMs = sending.reduce((sum, run) => sum + run.ms, 0);
    const tally = receiver.tally(TIMED_DEVICE_PREFIX);
    const afterAll = runs.at(-1)?.pushes === 0 ? runs.at(-1) : null;
    return {
      families,
      devices: due,
      timeZone,
      localHour,
      due,
      beforeDevicesCronMs: round(median(before.map((run) => run.ms)), 0),
      idle: {
        cronMs: round(median(idleCron.map((run) => run.ms)), 0),
        timedJobMs: round(median(idleTimed.map((run) => run.ms)), 0),
        timedJobWorkerMs: round(median(idleTimed.map((run) => run.jobMs)), 0),
        timedJobPages: idleTimed.at(-1)?.result?.pages ?? null,
        retryJobMs: round(median(idleRetry.map((run) => run.ms)), 1),
        retryJobWorkerMs: round(median(idleRetry.map((run) => run.jobMs)), 1),
        pushes: idlePushes,
      },
      runs,
      firstRun: sending[0] ?? null,
      runsToAll: tally.names === due ? sending.length : null,
      totalMs: round(totalMs, 0),
      pushesPerSecond: round(tally.pushes / (totalMs / 1000), 0),
      afterAllMs: afterAll?.ms ?? null,
      sent: tally.pushes,
      receiverConnections: receiver.connections(),
      missing: due - tally.names,
      repeated: tally.repeated,
    };
  } finally {
    jobs.stop();
  }
}

export async function runPush({ app, appDir, stateDir, workDir, writer, assignee, passwordHash, options, memory, log }) {
  const receiver = await startPushReceiver();
  try {
    const delivery = await measureDelivery({ app, receiver, writer, assignee, options, memory, log });
    const timed = await measureTimedPass({ app, appDir, stateDir, workDir, receiver, passwordHash, options, memory, log });
    return { delivery, timed };
  } catch (error) {
    // The app's log says why a write or a trigger failed (a crashed workerd, a job's error).
    throw new Error(`${error.message}\nThe app's last output:\n${app.output.join("").slice(-4000)}`, { cause: error });
  } finally {
    await receiver.close();
  }
}
