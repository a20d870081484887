// `npm run bench`: starts the app as `npm start` does (in a scratch copy, with its own port and
// database), seeds realistic families, measures, and writes bench/report.md and bench/report.json.
// A report, not a test: nothing here fails on a missed budget. The README's "Benchmarks" section
// says how to read it and how to compare two commits.
//
//   npm run bench                      the working tree, full run (about an hour: Lighthouse on every signed-in page, 100,000 families)
//   npm run bench -- --quick           fewer rounds and sizes (about 5 minutes)
//   npm run bench -- --ref <commit>    that commit's app (bench code from the working tree)
//   npm run bench -- --only api,live   some phases: web, lighthouse, api, scaling, history, live, cron, admin, push, scale, caldav
//   npm run bench -- --out <dir>       where the report goes (default bench/)
//   npm run bench -- --lighthouse-runs 9   more Lighthouse runs per route (default 5, which the budgets need; 1 with --quick)
//   npm run bench -- --only profile --pages /dinner,/calendar   where those pages' cold start spends its main thread
//   npm run bench -- --only lighthouse --pages /dinner   Lighthouse on sign-in, the dashboard and those pages only
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, freemem, loadavg, release, totalmem } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { hashPassword } from "../worker/lib/passwords.ts";
import { d1File, devVar, freePort, migrate, prepareCopy, repoRoot, scratchDir, sh, startApp, stopApp } from "./lib/app.mjs";
import { call, signIn, signInAdmin } from "./lib/http.mjs";
import { heapSampler } from "./lib/heap.mjs";
import { memorySampler } from "./lib/proc.mjs";
import { runAdmin } from "./phases/admin.mjs";
import { runApi } from "./phases/api.mjs";
import { caldavSql, runCaldav } from "./phases/caldav.mjs";
import { runCron } from "./phases/cron.mjs";
import { historyCounts, historySql, runHistory } from "./phases/history.mjs";
import { runLive } from "./phases/live.mjs";
import { profilePages } from "./phases/profile.mjs";
import { runPush } from "./phases/push.mjs";
import { runScale } from "./phases/scale.mjs";
import { runScaling } from "./phases/scaling.mjs";
import { CHROMIUM, measureBytes, measureLighthouse, pairKitchenScreen, SIGNED_IN_PAGES } from "./phases/web.mjs";
import { budgets, LIGHTHOUSE_BUDGET_RUNS, markdown } from "./report.mjs";
import { cronBaseSql } from "./seeders/cron.mjs";
import { benchFamily, familySql } from "./seeders/families.mjs";
import { seeders } from "./seeders/index.mjs";
import { assigneeOf, assigneeSql } from "./seeders/push.mjs";
import { seedScaleDatabases } from "./seeders/scale-databases.mjs";
import { writeSql } from "./seeders/sql.mjs";

const PHASES = ["web", "lighthouse", "api", "scaling", "history", "live", "cron", "admin", "push", "scale", "caldav"];
/** Phases only run when asked for with --only. */
const ON_REQUEST = ["profile"];
const PASSWORD = "bench-password-not-secret";
/** Issue 52: the scale phase's families over four family databases (the app runs with them whenever the phase does). */
const SCALE_DATABASES = 4;

const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    ref: { type: "string" },
    only: { type: "string" },
    out: { type: "string", default: join(repoRoot, "bench") },
    "lighthouse-runs": { type: "string" },
    pages: { type: "string" },
  },
});

const FULL = {
  rounds: 3,
  connections: [1, 10, 50],
  durationS: 5,
  signIn: [
    [1, 12],
    [10, 30],
  ],
  scales: [1, 3, 10, 30, 100],
  scalingConnections: 1,
  scalingDurationS: 3,
  liveSockets: [1, 50, 500],
  liveWrites: 20,
  lighthouseRuns: LIGHTHOUSE_BUDGET_RUNS,
  // Every signed-in page cold and returning, beside the dashboard and sign-in (about 35 minutes on 2 cores).
  lighthousePages: SIGNED_IN_PAGES,
  cronFamilies: 10_000,
  cronPurge: [
    { families: 1_000, runs: 3 },
    { families: 10_000, runs: 3 },
  ],
  pushDevices: [1, 50],
  pushWrites: 20,
  pushFamilies: 10_000,
  scaleFamilies: 100_000,
};
const QUICK = {
  ...FULL,
  rounds: 1,
  durationS: 2,
  signIn: [[1, 6]],
  scales: [1, 10, 100],
  scalingDurationS: 2,
  liveWrites: 10,
  lighthouseRuns: 1,
  lighthousePages: [],
  cronPurge: [{ families: 10_000, runs: 1 }],
  pushWrites: 10,
  scaleFamilies: 20_000,
};
const options = { ...(args.quick ? QUICK : FULL), quick: args.quick, ref: args.ref ?? null };
if (args["lighthouse-runs"] !== undefined) {
  options.lighthouseRuns = Number(args["lighthouse-runs"]);
  if (!Number.isInteger(options.lighthouseRuns) || options.lighthouseRuns < 1) throw new Error("--lighthouse-runs takes a whole number ≥ 1");
}
const pagesAsked = args.pages?.split(",").map((path) => path.trim());
if (pagesAsked) {
  for (const path of pagesAsked)
    if (path !== "/" && !SIGNED_IN_PAGES.includes(path)) throw new Error(`--pages takes signed-in pages: /, ${SIGNED_IN_PAGES.join(", ")}`);
  // Lighthouse measures sign-in and the dashboard in every run.
  options.lighthousePages = pagesAsked.filter((path) => path !== "/");
}
const only = new Set(args.only ? args.only.split(",").map((phase) => phase.trim()) : PHASES);
for (const phase of only)
  if (!PHASES.includes(phase) && !ON_REQUEST.includes(phase)) throw new Error(`Unknown phase "${phase}"; phases: ${[...PHASES, ...ON_REQUEST].join(", ")}`);
if (only.has("profile")) process.env.BENCH_SOURCEMAP = "1";
const familyDatabases = only.has("scale") ? SCALE_DATABASES : undefined;

const started = Date.now();
const steps = {};
const log = (line) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
async function step(name, work) {
  const from = Date.now();
  log(`${name}…`);
  try {
    return await work();
  } finally {
    steps[name] = (Date.now() - from) / 1000;
  }
}

/** Processes other than ours using a tenth of a core or more: a noisy neighbour shows in the report. */
function otherLoad() {
  const lines = sh("ps", ["-eo", "pcpu=,comm=", "--sort=-pcpu"]).trim().split("\n").slice(0, 8);
  return lines
    .map((line) => line.trim().split(/\s+/))
    .filter(([cpu, command]) => Number(cpu) >= 10 && command !== "ps")
    .map(([cpu, command]) => `${command} ${cpu} %`);
}

function versionOf(command, versionArgs = ["--version"]) {
  try {
    return sh(command, versionArgs, { stdio: ["ignore", "pipe", "ignore"] })
      .trim()
      .split("\n")[0];
  } catch {
    return "unknown";
  }
}

function machineFacts(appDir) {
  const dirty = options.ref ? "" : sh("git", ["status", "--porcelain"]).trim() ? " + uncommitted changes" : "";
  const commit = sh("git", ["rev-parse", "--short", options.ref ?? "HEAD"]).trim();
  const bin = (name) => join(appDir, "node_modules", ".bin", name);
  return {
    when: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    code: `${commit}${dirty}`,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? "unknown",
    memGiB: Math.round(totalmem() / 2 ** 30),
    freeGiB: Math.round(freemem() / 2 ** 30),
    kernel: release(),
    node: process.version,
    wrangler: versionOf(bin("wrangler")),
    workerd: versionOf(bin("workerd")),
    chromium: versionOf(CHROMIUM),
    lighthouse: JSON.parse(readFileSync(join(repoRoot, "node_modules", "lighthouse", "package.json"), "utf8")).version,
    loadStart: loadavg().map((value) => value.toFixed(2)),
    otherLoad: otherLoad(),
  };
}

function openFilesLimit(pid) {
  try {
    return Number(/Max open files\s+(\d+)/.exec(readFileSync(`/proc/${pid}/limits`, "utf8"))?.[1] ?? NaN);
  } catch {
    return null;
  }
}

/** Everything a list read needs, in one SQL file per family: the family, its user, and (withData) each seeder's rows. */
function seedSql({ family, scale, nowSec, passwordHash, withData, isAdmin = false }) {
  const statements = familySql({ family, nowSec, passwordHash, isAdmin });
  if (withData) for (const seeder of seeders) statements.push(...seeder.sql({ family, scale, nowSec }));
  return statements;
}

async function main() {
  const appDir = scratchDir("app");
  const stateDir = scratchDir("state");
  const workDir = scratchDir("sql");
  rmSync(stateDir, { recursive: true, force: true });
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });

  await step("copy the app", () => prepareCopy(appDir, options.ref));
  const machine = machineFacts(appDir);
  log(`${machine.code} on ${machine.cpus} × ${machine.cpuModel}; load ${machine.loadStart.join(" / ")}${options.quick ? " (quick run)" : ""}`);

  const nowSec = Math.floor(Date.now() / 1000);
  const passwordHash = await hashPassword(PASSWORD);
  // Who is measured: each is { family, token } once signed in.
  const read = { family: benchFamily("read") };
  const write = { family: benchFamily("write") };
  const live = { family: benchFamily("live") };
  const admin = { family: benchFamily("admin") };
  const push = { family: benchFamily("push") };
  const caldav = { family: benchFamily("caldav") };
  const history = { long: { family: benchFamily("history-long") }, short: { family: benchFamily("history-short") } };
  const scaled = options.scales.filter((scale) => scale !== 1).map((scale) => ({ scale, family: benchFamily(`x${scale}`) }));

  let scaleSeed = null;
  await step("seed the database", () => {
    migrate(appDir, stateDir, familyDatabases);
    d1File(appDir, stateDir, writeSql(workDir, "read", seedSql({ family: read.family, scale: 1, nowSec, passwordHash, withData: true })));
    d1File(
      appDir,
      stateDir,
      writeSql(workDir, "others", [
        ...[write.family, live.family].flatMap((family) => seedSql({ family, scale: 1, nowSec, passwordHash, withData: false })),
        ...seedSql({ family: admin.family, scale: 1, nowSec, passwordHash, withData: false, isAdmin: true }),
        ...seedSql({ family: push.family, scale: 1, nowSec, passwordHash, withData: false }),
        ...assigneeSql({ family: push.family, nowSec, passwordHash }),
      ]),
    );
    if (only.has("caldav")) {
      const statements = [
        ...seedSql({ family: caldav.family, scale: 1, nowSec, passwordHash, withData: true }),
        ...caldavSql({ family: caldav.family, nowSec }),
      ];
      d1File(appDir, stateDir, writeSql(workDir, "caldav", statements));
    }
    if (only.has("scaling")) {
      for (const { scale, family } of scaled)
        d1File(appDir, stateDir, writeSql(workDir, family.tag, seedSql({ family, scale, nowSec, passwordHash, withData: true })));
    }
    if (only.has("history")) {
      for (const [which, user] of Object.entries(history))
        d1File(
          appDir,
          stateDir,
          writeSql(workDir, user.family.tag, [
            ...seedSql({ family: user.family, scale: 1, nowSec, passwordHash, withData: false }),
            ...historySql({ family: user.family, count: historyCounts[which], nowSec }),
          ]),
        );
    }
    // The admin reads are measured at the largest dataset, which the cron phase's families make.
    if (only.has("cron") || only.has("admin"))
      d1File(appDir, stateDir, writeSql(workDir, "cron-base", cronBaseSql({ families: options.cronFamilies, nowSec, passwordHash })));
    if (only.has("scale")) {
      const seeding = { appDir, stateDir, workDir, families: options.scaleFamilies, databases: SCALE_DATABASES, nowSec, passwordHash, log };
      scaleSeed = seedScaleDatabases(seeding);
      log(`  seeded ${scaleSeed.families} scale families in ${scaleSeed.seconds.toFixed(1)} s: ${Math.round(scaleSeed.bytesPerFamily)} bytes per family`);
    }
  });

  const port = await freePort();
  const app = await step("start the app (npm start)", () => startApp({ appDir, stateDir, port, familyDatabases, log }));
  let notifyFailures = 0;
  const countFailures = (chunk) => {
    const text = chunk.toString();
    notifyFailures += (text.match(/notify \S+ for family \S+ failed/g) ?? []).length;
    // The fan-out queue's consumer: a notify chunk whose rooms failed (it is retried; each failure counts).
    for (const match of text.matchAll(/(\d+) of \d+ rooms not told/g)) notifyFailures += Number(match[1]);
  };
  app.child.stdout.on("data", countFailures);
  app.child.stderr.on("data", countFailures);
  machine.appOpenFilesLimit = openFilesLimit(app.processes().runtime);
  const memory = memorySampler(app.processes);
  const heap = await heapSampler(app.processes);
  await heap.measure("start");
  const result = {
    machine,
    options,
    web: null,
    lighthouse: null,
    api: null,
    scaling: null,
    history: null,
    live: null,
    cron: null,
    admin: null,
    push: null,
    scale: null,
    caldav: null,
  };

  try {
    const token = async (family) => signIn(app.baseUrl, family.username, PASSWORD);
    for (const user of [read, write, live]) user.token = await token(user.family);

    // A seeded read joins the tables once its route exists; until then it answers 404.
    const reads = [];
    const notBuilt = [];
    for (const entry of seeders.flatMap((seeder) => seeder.reads)) {
      const answer = await call(app.baseUrl, "GET", entry.path(read.family), { token: read.token });
      if (answer.status === 200) reads.push(entry);
      else if (answer.status === 404) notBuilt.push(entry.name);
      else throw new Error(`${entry.path(read.family)} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
    }

    const after = async (label) => log(`  heap ${JSON.stringify(await heap.measure(label))}`);
    const session = { token: read.token, user: (await call(app.baseUrl, "GET", "/api/auth/me", { token: read.token })).json };
    if (only.has("web")) {
      memory.setPhase("web");
      result.web = await step("web: bytes per route", () => measureBytes({ baseUrl: app.baseUrl, distDir: join(appDir, "dist"), appDir, session, log }));
      await after("after web");
    }
    if (only.has("lighthouse")) {
      memory.setPhase("lighthouse");
      // Each run's full Lighthouse result stays in the scratch folder, to open when a score drops.
      const lhrDir = scratchDir("lighthouse");
      rmSync(lhrDir, { recursive: true, force: true });
      mkdirSync(lhrDir, { recursive: true });
      const kitchen = await pairKitchenScreen(app.baseUrl, read.token, PASSWORD);
      result.lighthouse = await step("web: Lighthouse", () =>
        measureLighthouse({ baseUrl: app.baseUrl, session, kitchen, runs: options.lighthouseRuns, log, lhrDir, pages: options.lighthousePages }),
      );
      log(`  Lighthouse results: ${lhrDir}`);
      await after("after Lighthouse");
    }
    if (only.has("profile")) {
      const outDir = scratchDir("profile");
      rmSync(outDir, { recursive: true, force: true });
      mkdirSync(outDir, { recursive: true });
      result.profile = await step("web: main-thread profile of each page's cold start", () =>
        profilePages({ baseUrl: app.baseUrl, session, pages: pagesAsked ?? ["/", ...SIGNED_IN_PAGES], distDir: join(appDir, "dist"), outDir, log }),
      );
    }
    if (only.has("api")) {
      result.api = await step("api: load at 1/10/50 connections", () =>
        runApi({ app, read, write, reads, signInUser: { username: read.family.username, password: PASSWORD }, options, memory, log }),
      );
      result.api.notBuilt = notBuilt;
      await after("after API load");
    }
    if (only.has("scaling")) {
      const families = [{ scale: 1, family: read.family, token: read.token }];
      for (const entry of scaled) families.push({ ...entry, token: await token(entry.family) });
      result.scaling = await step("scaling: reads at 1× to 100×", () => runScaling({ app, families, reads, options, memory, log }));
      await after("after scaling");
    }
    if (only.has("history")) {
      for (const user of Object.values(history)) user.token = await token(user.family);
      result.history = await step("history: reads of a family with 150,000 purchases against a short history", () =>
        runHistory({ app, long: history.long, short: history.short, options, memory, log }),
      );
      await after("after history");
    }
    if (only.has("live")) {
      result.live = await step("live: fan-out to 1/50/500 sockets", () => runLive({ app, user: live, options, memory, heap, log }));
      await after("after live (sockets closed)");
    }
    if (only.has("cron")) {
      result.cron = await step("cron: jobs over 10,000 families", () =>
        runCron({ app, appDir, stateDir, workDir, password: PASSWORD, options, memory, notifyFailures: () => notifyFailures, log }),
      );
      await after("after cron");
    }
    if (only.has("admin")) {
      const adminToken = await signInAdmin(app.baseUrl, admin.family.username, PASSWORD, devVar(appDir, "ADMIN_TOTP_SECRET"));
      result.admin = await step("admin: panel reads at the largest dataset", () => runAdmin({ app, token: adminToken, options, memory, log }));
      await after("after admin");
    }
    if (only.has("caldav")) {
      const caldavToken = await token(caldav.family);
      result.caldav = await step("caldav: syncs of a family with 1,000 items", () =>
        runCaldav({ app, family: caldav.family, token: caldavToken, options, log }),
      );
      await after("after caldav");
    }
    // Last: its 10,000 families with devices would change what the cron and admin phases measure.
    if (only.has("push")) {
      const assignee = assigneeOf(push.family);
      const writer = { family: push.family, token: await token(push.family) };
      const receiving = { ...assignee, token: await signIn(app.baseUrl, assignee.username, PASSWORD) };
      result.push = await step("push: delivery to 1/50 devices, timed pass over 10,000 families", () =>
        runPush({ app, appDir, stateDir, workDir, writer, assignee: receiving, passwordHash, options, memory, log }),
      );
      await after("after push");
    }
    // Last of all: its families outnumber every other phase's, and its broadcast wakes their rooms.
    if (only.has("scale")) {
      const adminTotpSecret = devVar(appDir, "ADMIN_TOTP_SECRET");
      const adminToken = await signInAdmin(app.baseUrl, admin.family.username, PASSWORD, adminTotpSecret);
      result.scale = await step(`scale: ${options.scaleFamilies.toLocaleString("en")} families`, () =>
        runScale({ app, appDir, stateDir, workDir, password: PASSWORD, adminToken, adminTotpSecret, seed: scaleSeed, options, memory, log }),
      );
      await after("after scale");
    }
  } finally {
    memory.stop();
    await stopApp(app);
  }

  result.memory = { phases: memory.byPhase(), marks: memory.marks, heap: heap.samples };
  result.machine.loadEnd = loadavg().map((value) => value.toFixed(2));
  result.timing = { totalS: (Date.now() - started) / 1000, steps };
  result.budgets = budgets(result);
  result.findings = findings(result);

  mkdirSync(args.out, { recursive: true });
  const name = options.ref ? `report-${machine.code}` : "report";
  writeFileSync(join(args.out, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(args.out, `${name}.md`), markdown(result));
  log(`wrote ${join(args.out, `${name}.md`)} and .json`);
  for (const budget of result.budgets) log(`${budget.met === null ? "–" : budget.met ? "met   " : "MISSED"} ${budget.budget}: ${budget.measured}`);
}

/** What a reader should not miss: missed budgets, failed requests, lost live messages. */
function findings(result) {
  const list = result.budgets.filter((budget) => budget.met === false).map((budget) => `Budget missed: ${budget.budget} (measured ${budget.measured}).`);
  for (const row of result.api?.table ?? []) if (row.failures) list.push(`${row.endpoint} at ${row.connections} connections: ${row.failures} requests failed.`);
  for (const level of result.live?.levels ?? [])
    if (level.missing) list.push(`Live with ${level.sockets} sockets: ${level.missing} messages did not arrive within 3 s.`);
  for (const level of result.push?.delivery.levels ?? [])
    if (level.missing) list.push(`Push to ${level.devices} devices: ${level.missing} pushes did not arrive within 5 s.`);
  const timed = result.push?.timed;
  if (timed?.missing) list.push(`Timed pushes: ${timed.missing} of ${timed.due} devices got no push.`);
  if (timed?.repeated) list.push(`Timed pushes: ${timed.repeated} devices got the same notice more than once.`);
  const broadcast = result.scale?.broadcast;
  if (broadcast?.lost) list.push(`Scale broadcast: ${broadcast.lost} of ${broadcast.families} families were not reached.`);
  const openFilesLimit = result.machine?.appOpenFilesLimit;
  for (const job of result.cron?.jobs ?? []) {
    if (!job.notifyFailures) continue;
    const atLimit = openFilesLimit && job.maxOpenFiles >= 0.95 * openFilesLimit;
    list.push(
      `Cron purge of ${job.families} families: ${job.notifyFailures} notifications failed${atLimit ? ` (local workerd at its open-file limit, ${job.maxOpenFiles} of ${openFilesLimit}: see Cron)` : ""}.`,
    );
  }
  return list;
}

await main();
