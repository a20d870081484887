// Admin reads at the largest dataset: every GET of the admin panel, signed in as a bench
// administrator, measured last (after the scaling families and the cron phase's 10,000 families
// are in the database), one connection, so latency is the read's own service time. A path that
// answers 404 is not built yet and is listed as such.
import { d1Calls } from "./api.mjs";
import { load } from "../lib/http.mjs";
import { median, round } from "../lib/stats.mjs";

/** The panel's reads; the system views are fetched only while their tab is open, but cost the same. */
const ADMIN_READS = [
  "/api/admin/stats",
  "/api/admin/detailed-stats",
  "/api/admin/users",
  "/api/admin/users/today",
  "/api/admin/users/unverified",
  "/api/admin/users/no-family",
  "/api/admin/users/active",
  "/api/admin/login-analytics",
  "/api/admin/password-resets",
  "/api/admin/shopping/daily",
  "/api/admin/shopping/weekly",
  "/api/admin/support/tickets",
  "/api/admin/messages",
  "/api/admin/system/status",
  "/api/admin/system/auth",
  "/api/admin/system/database",
  "/api/admin/system/logs",
  "/api/admin/system/backup",
];

export async function runAdmin({ app, token, options, memory, log }) {
  const pids = app.workerdPids;
  const built = [];
  const notBuilt = [];
  for (const path of ADMIN_READS) {
    const { calls, answer } = await d1Calls(app.baseUrl, "GET", path, { token });
    if (answer.status === 404) notBuilt.push(path);
    else if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    else built.push({ path, d1Calls: calls, bytes: answer.bytes, runs: [] });
  }
  for (let r = 0; r < options.rounds; r += 1) {
    memory.setPhase(`admin round ${r + 1}`);
    for (const read of built) {
      const result = await load({
        url: `${app.baseUrl}${read.path}`,
        headers: { authorization: `Bearer ${token}` },
        connections: 1,
        durationS: options.scalingDurationS,
        pids: pids(),
      });
      read.runs.push(result);
      log(`  r${r + 1} ${read.path}: p50 ${result.p50} ms p99 ${result.p99} ms, ${result.cpuMsPerRequest?.toFixed(2)} ms CPU`);
    }
  }
  const reads = built.map(({ runs, ...read }) => ({
    ...read,
    p50: round(median(runs.map((run) => run.p50)), 1),
    p99: round(median(runs.map((run) => run.p99)), 1),
    cpuMsPerRequest: round(median(runs.map((run) => run.cpuMsPerRequest)), 2),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  }));
  return { reads, notBuilt };
}
