// bench/report.json (everything measured) and bench/report.md (summary, budgets, tables).

import { FIRST_LOAD_BUDGET_KB, KB } from "../test/e2e/helpers/first-load.ts";
import { scaleSection, scaleSummary } from "./lib/report-scale.mjs";

const kb = (bytes) => (bytes === null || bytes === undefined ? "–" : `${(bytes / KB).toFixed(1)} KB`);
const num = (value, digits = 0) => (value === null || value === undefined || Number.isNaN(value) ? "–" : Number(value).toFixed(digits));
const mib = (kib) => (Number.isFinite(kib) ? `${(kib / 1024).toFixed(0)} MiB` : "–");
const table = (head, rows) => [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
const mark = (met) => (met === null ? "not judged" : met ? "**met**" : "**missed**");

/** Lighthouse budgets are judged on the median of this many runs: the host's speed swings too much for fewer. */
export const LIGHTHOUSE_BUDGET_RUNS = 5;
/** A read's service time: its p99 with one request at a time. */
const P99_SINGLE_MS = 30;
/** Under load, a read may queue at most this much longer than health does in the same run. */
const P99_LOADED_VS_HEALTH = 1.5;
/** Issue 31: the JS of every signed-in route's first load, gzip. */
export const SIGNED_IN_ROUTE_JS_KB = FIRST_LOAD_BUDGET_KB.signedIn;
/** Each admin read, at the bench's largest dataset, one connection: its median latency. */
const ADMIN_READ_MS = 50;

/** Each budget of issue #7: what was measured and whether it is met. */
export function budgets(result) {
  const list = [];
  const add = (budget, measured, met, note = "") => list.push({ budget, measured, met, note });
  const { web, lighthouse, api, scaling, live, admin } = result;

  if (web) {
    const gzip = web.signIn.js.gzip;
    add(
      `Sign-in route ≤ ${FIRST_LOAD_BUDGET_KB.signIn} KB gzip JS in total`,
      `${kb(gzip)} in ${web.signIn.js.files} files`,
      gzip <= FIRST_LOAD_BUDGET_KB.signIn * KB,
    );
    const unsplit = web.split.filter((route) => !route.split).map((route) => route.path);
    add(
      "Every other route code-split",
      `${web.split.length - unsplit.length} of ${web.split.length} routes load their own chunk`,
      unsplit.length === 0,
      unsplit.length ? `not split: ${unsplit.join(", ")}` : "",
    );
    const signedIn = web.split.filter((route) => route.signedIn && route.js);
    if (signedIn.length) {
      const over = signedIn.filter((route) => route.js.gzip > SIGNED_IN_ROUTE_JS_KB * KB);
      const largest = signedIn.reduce((most, route) => (route.js.gzip > most.js.gzip ? route : most));
      add(
        `Every signed-in route ≤ ${SIGNED_IN_ROUTE_JS_KB} KB gzip JS on its first load`,
        `largest ${largest.path} ${kb(largest.js.gzip)}`,
        over.length === 0,
        over.length ? `over: ${over.map((route) => `${route.path} ${kb(route.js.gzip)}`).join(", ")}` : "",
      );
    }
  }
  for (const entry of lighthouse ?? []) {
    const judged = entry.runs >= LIGHTHOUSE_BUDGET_RUNS;
    const note = judged ? `median of ${entry.runs} runs` : `${entry.runs} run(s): judged on the median of ${LIGHTHOUSE_BUDGET_RUNS}`;
    const lighthouseBudget = (budget, value, met) => add(`Lighthouse ${entry.route}: ${budget}`, `${value}`, judged ? met : null, note);
    // Sign-in and the dashboard keep their earlier 98; issue 31 asks the other signed-in pages for 95 cold and 98 returning.
    const least = /^\/(login|\s)|returning/.test(entry.route) ? 98 : 95;
    lighthouseBudget(`performance ≥ ${least}`, entry.performance, entry.performance >= least);
    lighthouseBudget("accessibility 100", entry.accessibility, entry.accessibility === 100);
    lighthouseBudget("best-practices 100", entry.bestPractices, entry.bestPractices === 100);
  }
  if (api) {
    const reads = api.table.filter((row) => row.kind === "list read");
    for (const row of reads.filter((r) => r.connections === 10)) {
      add(`${row.endpoint}: ≥ 50 % of health's req/s at 10 connections`, `${num(row.ratio * 100)} % (${num(row.rps)} req/s)`, row.ratio >= 0.5);
    }
    for (const row of reads.filter((r) => r.connections === 1)) {
      add(`${row.endpoint}: p99 < ${P99_SINGLE_MS} ms at 1 connection`, `${num(row.p99)} ms (p50 ${num(row.p50)} ms)`, row.p99 < P99_SINGLE_MS);
    }
    const health50 = api.table.find((r) => r.endpoint === "health" && r.connections === 50);
    for (const row of reads.filter((r) => r.connections === 50)) {
      const limit = health50 ? P99_LOADED_VS_HEALTH * health50.p99 : null;
      add(
        `${row.endpoint}: p99 at 50 connections ≤ ${P99_LOADED_VS_HEALTH} × health's`,
        `${num(row.p99)} ms; health ${num(health50?.p99)} ms, so ≤ ${num(limit)} ms`,
        limit === null ? null : row.p99 <= limit,
        "at 50 connections on one machine the latency is mostly queueing, which health pays too; the ratio is what the read itself adds",
      );
    }
    for (const row of reads.filter((r) => r.connections === 10)) {
      add(`${row.endpoint}: ≤ 2 D1 round trips`, `${row.d1Calls ?? "not counted"}`, row.d1Calls === null ? null : row.d1Calls <= 2);
    }
  }
  for (const curve of scaling?.curves ?? []) {
    const slopes = curve.points.map((point) => point.slopeTime).filter((slope) => slope !== null && slope !== undefined);
    const worst = slopes.length ? Math.max(...slopes) : null;
    add(
      `${curve.read}: cost linear in rows returned`,
      `worst log-log slope ${num(worst, 2)} (${curve.points.at(0).rows}→${curve.points.at(-1).rows} rows: ${num(curve.points.at(0).msPerRequest, 1)}→${num(curve.points.at(-1).msPerRequest, 1)} ms)`,
      worst === null ? null : worst <= 1.15,
      "slope ≤ 1.15 counts as linear (1 = linear; noise allowance 0.15)",
    );
  }
  for (const read of admin?.reads ?? []) {
    add(`${read.path}: < ${ADMIN_READ_MS} ms at the largest dataset`, `p50 ${num(read.p50, 1)} ms (p99 ${num(read.p99, 1)} ms)`, read.p50 < ADMIN_READ_MS);
  }
  const at500 = live?.levels.find((level) => level.sockets === 500);
  if (at500)
    add(
      "Live fan-out p95 < 100 ms with 500 sockets",
      `${num(at500.p95, 1)} ms after the answer; ${num(at500.fromSentP95, 1)} ms after sending the write`,
      at500.p95 < 100,
      "judged as the issue defines it, from the write's answer; from sending, the write's own time is included (it shares the one workerd thread with the 500 sends)",
    );
  return list;
}

function memoryRows(memory) {
  return memory.phases.map((phase) => [
    phase.phase,
    mib(phase.first.runtimeKiB),
    mib(phase.maxRuntimeKiB),
    mib(phase.last.runtimeKiB),
    mib(phase.last.proxyKiB),
    num(phase.maxFds),
  ]);
}

export function markdown(result) {
  const { machine, web, lighthouse, api, scaling, live, cron, admin, push, scale, memory, timing } = result;
  const out = [];
  out.push(`# FamilyHub benchmark report`, "");
  out.push(
    `${machine.when} · ${machine.code} · ${timing.totalS.toFixed(0)} s${result.options.quick ? " · **quick run** (fewer rounds; figures rougher)" : ""}`,
    "",
  );
  out.push(
    `Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memGiB} GiB, Linux ${machine.kernel}; Node ${machine.node}, wrangler ${machine.wrangler}, workerd ${machine.workerd}, ${machine.chromium}, Lighthouse ${machine.lighthouse}. ` +
      `Open-file limit of the app's workerd: ${machine.appOpenFilesLimit ?? "unknown"}. Load average at start ${machine.loadStart.join(" / ")}, at end ${machine.loadEnd.join(" / ")}.${machine.otherLoad.length ? ` Other load at start: ${machine.otherLoad.join("; ")}.` : ""}`,
    "",
  );
  out.push(
    "Every figure is the median of its runs. Speeds are also given as a ratio to `GET /api/health` measured before and after each run (to the mean of the two), which is the number to compare between runs and machines. CPU/req is the CPU time of the app's two workerd processes over the requests they answered.",
    "",
  );

  out.push("## Summary", "");
  const summary = [];
  if (web) {
    summary.push(["Sign-in route JS (gzip)", `${kb(web.signIn.js.gzip)} (${web.signIn.js.files} files, ${web.signIn.requests} requests)`]);
    summary.push(["Dashboard JS (gzip)", `${kb(web.dashboard.js.gzip)} (${web.dashboard.js.files} files, ${web.dashboard.requests} requests)`]);
    summary.push(["All chunks (gzip)", `JS ${kb(web.all.js.gzip)} in ${web.all.js.files} files, CSS ${kb(web.all.css.gzip)}`]);
  }
  for (const entry of lighthouse ?? [])
    summary.push([
      `Lighthouse ${entry.route}`,
      `performance ${entry.performance}, accessibility ${entry.accessibility}, best-practices ${entry.bestPractices}`,
    ]);
  if (api) {
    const health10 = api.table.find((row) => row.endpoint === "health" && row.connections === 10);
    summary.push(["Health (baseline), 10 connections", `${num(health10?.rps)} req/s, p99 ${num(health10?.p99)} ms`]);
    for (const row of api.table.filter((r) => r.kind !== "baseline" && r.connections === 10)) {
      const at50 = api.table.find((r) => r.endpoint === row.endpoint && r.connections === 50);
      summary.push([
        `${row.endpoint}`,
        `${num(row.rps)} req/s at 10 (${num(row.ratio * 100)} % of health), p99 ${num(at50?.p99)} ms at 50, ${row.d1Calls ?? "?"} D1 round trips, ${num(row.cpuMsPerRequest, 2)} ms CPU/req`,
      ]);
    }
    const single = api.signIn.byConnections.find((entry) => entry.connections === 1);
    summary.push([
      "Sign-in",
      `${num(single?.cpuMsPerRequest)} ms CPU per sign-in in workerd (Node scrypt: ${num(api.signIn.nodeHashMs)} ms), ${num(single?.rps, 1)} req/s at 1 connection`,
    ]);
  }
  for (const curve of scaling?.curves ?? []) {
    summary.push([`${curve.read} growth`, curve.points.map((point) => `${point.rows} rows ${num(point.msPerRequest, 1)} ms`).join(" → ")]);
  }
  for (const level of live?.levels ?? [])
    summary.push([
      `Live, ${level.sockets} socket${level.sockets === 1 ? "" : "s"}`,
      `after the answer p50 ${num(level.p50, 1)} / p95 ${num(level.p95, 1)} ms; after sending p50 ${num(level.fromSentP50, 1)} / p95 ${num(level.fromSentP95, 1)} / p99 ${num(level.fromSentP99, 1)} ms`,
    ]);
  for (const job of cron?.jobs ?? [])
    summary.push([
      `Cron: ${job.job}, ${job.families} families`,
      `${num(job.ms / 1000, 2)} s${job.notifyFailures ? `, ${job.notifyFailures} notifications failed` : ""}`,
    ]);
  for (const level of push?.delivery.levels ?? [])
    summary.push([
      `Push, ${level.devices} device${level.devices === 1 ? "" : "s"}`,
      `after the answer: last device p50 ${num(level.lastP50, 1)} / p95 ${num(level.lastP95, 1)} ms, first p50 ${num(level.firstP50, 1)} / p95 ${num(level.firstP95, 1)} ms`,
    ]);
  if (push?.timed) {
    const timed = push.timed;
    summary.push([
      `Timed pushes, ${timed.families} families × 2 devices`,
      `${timed.sent} pushes in ${timed.runsToAll ?? "?"} runs, ${num(timed.totalMs / 1000, 1)} s (${num(timed.pushesPerSecond)} pushes/s); idle pass ${num(timed.idle.timedJobMs)} ms`,
    ]);
  }
  if (memory) {
    const peak = Math.max(...memory.phases.map((phase) => phase.maxRuntimeKiB));
    summary.push([
      "workerd runtime RSS",
      `${mib(memory.phases[0]?.first.runtimeKiB)} at start, ${mib(peak)} peak, ${mib(memory.phases.at(-1)?.last.runtimeKiB)} at end`,
    ]);
    const heaps = (memory.heap ?? []).filter((entry) => entry.worker !== null && entry.worker !== undefined);
    if (heaps.length)
      summary.push([
        "Worker + Durable Objects heap",
        `${num(heaps[0].worker, 1)} MiB at start, ${num(Math.max(...heaps.map((entry) => entry.worker)), 1)} MiB peak, ${num(heaps.at(-1).worker, 1)} MiB at end`,
      ]);
  }
  if (scale) summary.push(...scaleSummary(scale));
  out.push(table(["", ""], summary), "");

  out.push("## Budgets", "");
  out.push(
    table(
      ["Budget", "Measured", "", "Note"],
      result.budgets.map((b) => [b.budget, b.measured, mark(b.met), b.note]),
    ),
    "",
  );
  if (result.findings.length) {
    out.push("## Findings", "");
    for (const finding of result.findings) out.push(`- ${finding}`);
    out.push("");
  }

  if (web) {
    out.push("## Web", "");
    out.push(
      table(
        ["Route", "JS files", "JS raw", "JS gzip", "CSS raw", "CSS gzip", "Requests"],
        [web.signIn, web.dashboard].map((route) => [
          route.path,
          route.js.files,
          kb(route.js.raw),
          kb(route.js.gzip),
          kb(route.css.raw),
          kb(route.css.gzip),
          route.requests,
        ]),
      ),
      "",
    );
    out.push(
      `All chunks: ${web.all.js.files} JS files, ${kb(web.all.js.raw)} raw, ${kb(web.all.js.gzip)} gzip; ${web.all.css.files} CSS, ${kb(web.all.css.raw)} raw, ${kb(web.all.css.gzip)} gzip. Sizes are of the built files (gzip -9), and include what index.html carries inline (the stylesheet, the signed-in preload script), which every route loads; the service worker is blocked while counting, so only what the route itself asks for counts.`,
      "",
    );
    out.push(`Sign-in route loads: ${web.signIn.jsFiles.join(", ")}`, "");
    out.push(
      table(
        ["Route", "Landed on", "First load: JS files", "JS gzip", "Own chunks (beyond sign-in)", "gzip", "Split"],
        web.split.map((route) => [
          route.path,
          route.landedOn,
          route.js?.files ?? "–",
          kb(route.js?.gzip),
          route.ownChunks.join(", ") || "none",
          kb(route.ownGzip),
          route.split ? "yes" : "**no**",
        ]),
      ),
      "",
    );
  }
  if (lighthouse) {
    out.push("### Lighthouse (mobile, simulated throttling)", "");
    out.push(
      table(
        ["Route", "Perf", "A11y", "BP", "FCP", "LCP", "TBT", "CLS", "SI", "Runs", "Perf per run", "Host benchmarkIndex per run"],
        lighthouse.map((entry) => [
          entry.route,
          entry.performance,
          entry.accessibility,
          entry.bestPractices,
          `${num(entry.fcpMs)} ms`,
          `${num(entry.lcpMs)} ms`,
          `${num(entry.tbtMs)} ms`,
          num(entry.cls, 3),
          `${num(entry.speedIndexMs)} ms`,
          entry.runs,
          (entry.performanceRuns ?? []).join(" / "),
          (entry.benchmarkIndexRuns ?? []).map((index) => index ?? "–").join(" / "),
        ]),
      ),
      "",
    );
    out.push(
      `Simulated throttling multiplies this host's own task times (4× CPU), so a run scores lower when the host is slower at that moment: Lighthouse's benchmarkIndex of the host is given per run (higher is faster). The budgets are judged on the median of ${LIGHTHOUSE_BUDGET_RUNS} runs; to compare two builds, alternate many runs of each (\`--lighthouse-runs\`) and compare the medians.`,
      "",
    );
    for (const entry of lighthouse.filter((route) => route.keptCache)) {
      out.push(
        `${entry.route}, every API request held unanswered: the dashboard's shopping count drawn from the kept cache at ${entry.keptCache.ms === null ? "never (10 s)" : `${num(entry.keptCache.ms)} ms`} after navigation, ${entry.keptCache.apiRequestsHeld} API requests held.`,
        "",
      );
    }
    for (const entry of lighthouse) {
      const failing = Object.entries(entry.failingAudits).flatMap(([category, audits]) =>
        audits.map((audit) => `${category}: ${audit.id} (${audit.display}; ${audit.runs}/${entry.runs} runs)`),
      );
      if (failing.length) out.push(`${entry.route} below full marks: ${failing.join("; ")}`, "");
      if (entry.lcpDetail) out.push(`${entry.route} LCP: ${[entry.lcpDetail.element, ...entry.lcpDetail.parts].filter(Boolean).join("; ")}`, "");
      if (entry.warnings.length) out.push(`${entry.route} warnings: ${entry.warnings.join(" ")}`, "");
    }
  }
  if (api) {
    out.push("## API in workerd", "");
    out.push(
      table(
        ["Endpoint", "Conns", "req/s", "× health", "p50 ms", "p99 ms", "CPU ms/req", "D1 trips", "Bytes", "Failed"],
        api.table.map((row) => [
          row.endpoint,
          row.connections,
          num(row.rps),
          num(row.ratio, 2),
          num(row.p50),
          num(row.p99),
          num(row.cpuMsPerRequest, 2),
          row.d1Calls ?? "–",
          row.bytes,
          row.failures,
        ]),
      ),
      "",
    );
    out.push(
      "Latencies are autocannon's, whole milliseconds. D1 trips: statement runs and batches per request, counted by the entry the bench runs the Worker through (worker/bench-entry.ts, X-Bench-D1-Calls; the deployed Worker has no counter); sign-in's are counted the same way.",
      "",
    );
    out.push(
      table(
        ["Sign-in", "req/s", "p50 ms", "p99 ms", "CPU ms per sign-in", "Failed"],
        api.signIn.byConnections.map((entry) => [
          `${entry.connections} connection${entry.connections === 1 ? "" : "s"}`,
          num(entry.rps, 1),
          num(entry.p50),
          num(entry.p99),
          num(entry.cpuMsPerRequest),
          entry.failures,
        ]),
      ),
      "",
    );
    out.push(
      `Sign-in: ${api.signIn.d1Calls ?? "?"} D1 round trips; one scrypt hash (N=2^14, r=8, p=5) takes ${num(api.signIn.nodeHashMs)} ms in Node on this machine.`,
      "",
    );
  }
  if (api?.notBuilt?.length)
    out.push(`List reads seeded but not built yet (404): ${api.notBuilt.join(", ")}. They join the tables when their routes exist.`, "");
  if (scaling) {
    out.push("## How cost grows with the family", "");
    for (const curve of scaling.curves) {
      out.push(`### ${curve.read} (${curve.connections} connection)`, "");
      out.push(
        table(
          ["Size", "Rows", "Bytes", "ms/req", "CPU ms/req", "req/s", "× health", "D1 trips", "slope (time)", "slope (CPU)", "µs per extra row"],
          curve.points.map((point) => [
            `×${point.scale}`,
            point.rows,
            point.bytes,
            num(point.msPerRequest, 2),
            num(point.cpuMsPerRequest, 2),
            num(point.rps, 1),
            num(point.ratio, 3),
            point.d1Calls ?? "–",
            num(point.slopeTime, 2),
            num(point.slopeCpu, 2),
            num(point.usPerExtraRow, 2),
          ]),
        ),
        "",
      );
    }
  }
  if (live) {
    out.push("## Live channel", "");
    out.push(
      table(
        [
          "Sockets",
          "Writes",
          "p50 ms",
          "p95 ms",
          "p99 ms",
          "Last socket p95 ms",
          "From sending: p50 / p95 / p99 ms",
          "Missing",
          "Runtime RSS",
          "Worker + DO heap",
        ],
        live.levels.map((level) => [
          level.sockets,
          level.writes,
          num(level.p50, 1),
          num(level.p95, 1),
          num(level.p99, 1),
          num(level.lastSocketP95, 1),
          `${num(level.fromSentP50, 1)} / ${num(level.fromSentP95, 1)} / ${num(level.fromSentP99, 1)}`,
          level.missing,
          `${num(level.runtimeRssMiB)} MiB`,
          level.workerHeapMiB === null ? "–" : `${num(level.workerHeapMiB, 1)} MiB`,
        ]),
      ),
      "",
    );
    out.push(
      `From the write's HTTP answer to the message on each socket (all deliveries; a negative time means the message came before the answer: the room is told while the answer is still on its way), and from the moment the write was sent, which includes the write itself. Opening a socket (ticket + upgrade): ${num(live.socketSetupMs, 1)} ms. Runtime RSS after closing them: ${num(live.afterCloseRuntimeRssMiB)} MiB.`,
      "",
    );
  }
  if (cron) {
    out.push("## Cron", "");
    out.push(
      table(
        ["Job", "Families", "Rows removed or completed", "Runs", "Time", "DELETE done at", "ms per family", "Failed notifications", "Max open files"],
        cron.jobs.map((job) => [
          job.job,
          job.families,
          job.rows,
          job.runs,
          `${num(job.ms)} ms`,
          job.deleteMs === undefined ? "–" : `${num(job.deleteMs)} ms`,
          num(job.msPerFamily, 3),
          job.notifyFailures ?? "–",
          job.maxOpenFiles ?? "–",
        ]),
      ),
      "",
    );
    out.push(
      `Triggered through ${cron.trigger}; a trigger with nothing to do takes ${num(cron.emptyMs)} ms. Each purge run removes families × 5 ticked items written just before it and tells each family's room.`,
      "",
    );
    if (cron.jobs.some((job) => job.notifyFailures)) {
      out.push(
        "Failed notifications: local workerd keeps the SQLite files of every Durable Object it has woken open, so telling thousands of rooms within seconds runs it into its open-file limit and SQLite answers SQLITE_CANTOPEN (seen in the app's log). On Cloudflare each family's room is its own object and no such limit applies. A failed notify never fails the purge: the rows are gone, and those phones see it at their next 60-second poll.",
        "",
      );
    }
  }
  if (admin) {
    out.push("## Admin reads", "");
    out.push(
      table(
        ["Read", "p50", "p99", "CPU per request", "D1 round trips", "Bytes"],
        admin.reads.map((read) => [
          read.path,
          `${num(read.p50, 1)} ms`,
          `${num(read.p99, 1)} ms`,
          `${num(read.cpuMsPerRequest, 2)} ms`,
          read.d1Calls ?? "–",
          read.bytes,
        ]),
      ),
      "",
    );
    out.push(
      `Signed in as a bench administrator after every other phase, so the database holds the scaling families and the cron phase's 10,000 families; one connection, ${result.options.scalingDurationS} s per read per round.${admin.notBuilt.length ? ` Not built yet (404): ${admin.notBuilt.join(", ")}.` : ""}`,
      "",
    );
  }
  if (result.caldav) out.push(...caldavSection(result.caldav));
  if (push) out.push(...pushSection(push, web));
  if (scale) out.push(...scaleSection(scale));
  if (memory) {
    out.push("## Memory (workerd RSS)", "");
    out.push(table(["Phase", "Runtime at start", "Runtime max", "Runtime at end", "Proxy at end", "Runtime open files (max)"], memoryRows(memory)), "");
    out.push(memory.marks.map((entry) => `${entry.label}: ${mib(entry.runtimeKiB)}`).join(" · "), "");
    if (memory.heap?.length) {
      out.push(
        "V8 heap in use after a garbage collection, read through workerd's inspector: the Worker and its FamilyRoom Durable Objects share one isolate; local D1 has its own. A heap that keeps growing from one phase to the next is a leak.",
        "",
      );
      out.push(
        table(
          ["When", "Worker + Durable Objects heap", "Local D1 heap"],
          memory.heap.map((entry) => [
            entry.label,
            entry.worker === undefined || entry.worker === null ? "–" : `${num(entry.worker, 1)} MiB`,
            entry.d1 === undefined || entry.d1 === null ? "–" : `${num(entry.d1, 1)} MiB`,
          ]),
        ),
        "",
      );
    }
    out.push(
      "The runtime workerd runs the Worker, the FamilyRoom Durable Objects and local D1 in one process, so its RSS is their heaps together (plus SQLite's page cache); the proxy workerd only forwards requests.",
      "",
    );
  }
  out.push("## Timing", "");
  out.push(
    table(
      ["Step", "Seconds"],
      Object.entries(timing.steps).map(([step, seconds]) => [step, num(seconds, 1)]),
    ),
    "",
  );
  return `${out.join("\n")}\n`;
}

/** The CalDAV phase (issue 43): a phone's syncs of a family with 1,000 items in each collection. */
function caldavSection({ items, home, collections, oneChange }) {
  const cost = (entry) => [`${num(entry.ms, 1)} ms`, entry.calls, entry.rows, entry.responses];
  return [
    "## CalDAV",
    "",
    table(
      ["Request", "Time", "D1 statements (round trips)", "Rows read", "Resources answered"],
      [
        ["PROPFIND of the home, Depth 1", ...cost(home)],
        ...collections.flatMap((row) => [
          [`First sync of \`${row.collection}\``, ...cost(row.first)],
          [`Incremental sync of \`${row.collection}\`, nothing changed`, ...cost(row.unchanged)],
          ...(row.multiget ? [[`Multiget of ${row.multiget.responses} resources of \`${row.collection}\``, ...cost(row.multiget)]] : []),
        ]),
        [`Incremental sync of \`${oneChange.collection}\`, one change (through the JSON API)`, ...cost(oneChange)],
      ],
    ),
    "",
    `A family of ${items.toLocaleString("en")} items in each collection (events, tasks, shopping items and meals); one request at a time, the median of the rounds. Rows read are D1's own \`rows_read\`, summed over the request's statements (docs/features/caldav.md "What a request costs D1").`,
    "",
  ];
}

/** The push phase (issue 30): no budgets in the issue, so only the figures. */
function pushSection({ delivery, timed }, web) {
  const out = ["## Push", ""];
  out.push(
    table(
      [
        "Devices",
        "Writes",
        "First p50",
        "First p95",
        "Last p50",
        "Last p95",
        "Last from sending p50 / p95",
        "Write's answer p50 / p95",
        "Missing",
        "Runtime RSS",
      ],
      delivery.levels.map((level) => [
        level.devices,
        level.writes,
        `${num(level.firstP50, 1)} ms`,
        `${num(level.firstP95, 1)} ms`,
        `${num(level.lastP50, 1)} ms`,
        `${num(level.lastP95, 1)} ms`,
        `${num(level.lastFromSentP50, 1)} / ${num(level.lastFromSentP95, 1)} ms`,
        `${num(level.answerP50, 1)} / ${num(level.answerP95, 1)} ms`,
        level.missing,
        `${num(level.runtimeRssMiB)} MiB`,
      ]),
    ),
    "",
  );
  out.push(
    `From the HTTP answer of \`POST /api/reminders\` (a task assigned to a user whose devices are all subscribed) to its "task assigned" push reaching the first and the last device on the bench's receiver, a local HTTP server standing in for the push services (it answers 201 at once, so a real push service's own time is not in these figures); and from sending the write, which includes the write. The push is handed to waitUntil as the handler returns and goes to all the person's devices at once; it can reach the receiver before the answer reaches the bench (a negative time), since the answer still passes wrangler's proxy, and the pushes' encryption shares the one workerd thread with writing the answer out (compare the write's answer time at 1 and at 50 devices). One write per size before the measured ones is not counted (it signs the VAPID token the others reuse). Subscribing a device: ${num(delivery.subscribeMs, 1)} ms. Connections the Worker had opened to the receiver by the end of each size: ${delivery.levels.map((level) => level.receiverConnections ?? "?").join(", ")} (about one per push sent at once means workerd keeps them alive and reuses them).${delivery.repeatedWrites ? ` Writes sent again after a dropped connection (their figures left out): ${delivery.repeatedWrites}.` : ""}`,
    "",
  );
  if (timed) {
    out.push(`### Timed pass over ${timed.families} families`, "");
    out.push(
      table(
        ["Run", "Pushes", "Time", "Pushes/s", "Runtime RSS"],
        timed.runs.map((run) => [run.run, run.pushes, `${num(run.ms)} ms`, num(run.pushesPerSecond), `${num(run.runtimeRssMiB)} MiB`]),
      ),
      "",
    );
    out.push(
      `${timed.families} families of two users with one device each, in ${timed.timeZone} (${timed.localHour}:xx there when seeded: the zone is picked so the tasks are due today and past the morning hour at any time of day), each with one open task due today: ${timed.due} pushes due. ` +
        `The whole 5-minute cron triggered run after run: ${timed.sent} pushes arrived${timed.runsToAll === null ? "" : ` in ${timed.runsToAll} runs`}, ${num(timed.totalMs / 1000, 1)} s in all, ${num(timed.pushesPerSecond)} pushes/s (one run queues them all; timed until the last arrived); ` +
        `${timed.missing} devices got none, ${timed.repeated} got one more than once; the receiver had ${num(timed.receiverConnections)} connections from the Worker in all${timed.afterAllMs === null ? "" : `; the run after all were sent took ${num(timed.afterAllMs)} ms and sent nothing`}.`,
      "",
    );
    out.push(
      `Idle (every family has devices, nothing due): the whole cron ${num(timed.idle.cronMs)} ms (${num(timed.beforeDevicesCronMs)} ms before the families had devices), the timed pass alone ${num(timed.idle.timedJobMs)} ms (${timed.idle.timedJobPages ?? "?"} pages; ${num(timed.idle.timedJobWorkerMs)} ms inside the Worker), the retry job alone ${num(timed.idle.retryJobMs, 1)} ms (${num(timed.idle.retryJobWorkerMs, 1)} ms inside the Worker), ${timed.idle.pushes} pushes. A job alone is run through worker/bench-entry.ts's \`bench-job:<name>\` trigger; times are from the trigger to its answer.`,
      "",
    );
  }
  out.push(
    web
      ? `Route sizes: the sign-in route loads ${kb(web.signIn.js.gzip)} of gzip JS (budget ≤ ${FIRST_LOAD_BUDGET_KB.signIn} KB: ${mark(web.signIn.js.gzip <= FIRST_LOAD_BUDGET_KB.signIn * KB)}); every route's size is under Web.`
      : "Route sizes (sign-in route ≤ 90 KB gzip JS): measured by the web phase, not run here.",
    "",
  );
  return out;
}
