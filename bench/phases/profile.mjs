// Profile: where a signed-in page's main-thread time goes on its cold start — the work behind
// Lighthouse's total blocking time. Each page is loaded at phone size with the CPU slowed 4× (as
// Lighthouse's mobile preset simulates), with a Chromium trace and V8's sampling profiler running
// from navigation until the network has been idle for half a second. Printed: the page's long tasks
// (over 50 ms) with the functions that took most of each, the functions with the most self time,
// and the app's own functions by inclusive time — mapped back to their source through the build's
// source maps (the bench's copy builds with hidden maps). The trace is kept (open it in Chromium's
// DevTools, Performance panel).
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { join } from "node:path";
import puppeteer from "puppeteer-core";
import { CHROMIUM_ARGS } from "../../test/e2e/helpers/chromium.ts";
import { COMPILE_EAGERLY } from "../../scripts/vite/plugins.ts";
import { round } from "../lib/stats.mjs";
import { CHROMIUM, PHONE, storeSession } from "./web.mjs";

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const TOP = 25;
const TOP_PER_TASK = 6;

/** Maps a compiled position (0-based line and column, as the profiler gives them) to its source, or null. */
function sourceMapper(distDir) {
  const maps = new Map();
  return (url, line, column) => {
    const path = URL.parse(url)?.pathname;
    if (!path?.startsWith("/assets/")) return null;
    const mapFile = join(distDir, `${path}.map`);
    if (!maps.has(mapFile)) {
      const map = existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null;
      // The compile hint (scripts/vite/plugins.ts) is put above a chunk after its map was made.
      const shift = readFileSync(join(distDir, path), "utf8").startsWith(`${COMPILE_EAGERLY}\n`) ? 1 : 0;
      maps.set(mapFile, map && { map, shift });
    }
    const mapped = maps.get(mapFile);
    if (!mapped) return null;
    const original = mapped.map.findEntry(line - mapped.shift, column);
    if (!original.originalSource) return null;
    const source = original.originalSource.replace(/^(\.\.\/)+/, "").replace(/^.*node_modules\//, "");
    return `${original.name ?? "(anonymous)"} ${source}:${original.originalLine + 1}`;
  };
}

/** The profile's samples: when each was taken (trace clock, µs), how long it stands for, and its node. */
function samplesOf(profile) {
  const samples = [];
  let at = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    at += profile.timeDeltas[index] ?? 0;
    samples.push({ at, us: profile.timeDeltas[index + 1] ?? 0, id });
  }
  return samples;
}

/**
 * The page's main-thread tasks of at least LONG_TASK_MS from a trace, as [start, end] in µs: the
 * renderer main thread that ran the most (a new tab's first renderer may be listed too).
 */
function longTasksOf(traceEvents) {
  const tasks = traceEvents.filter((event) => event.name === "RunTask" && event.ph === "X");
  const renderers = traceEvents.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const busy = (thread) => tasks.filter((task) => task.pid === thread.pid && task.tid === thread.tid).reduce((total, task) => total + task.dur, 0);
  const main = renderers.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return [];
  return tasks
    .filter((task) => task.pid === main.pid && task.tid === main.tid && task.dur >= LONG_TASK_MS * 1000)
    .map((task) => ({ start: task.ts, end: task.ts + task.dur }));
}

const ranked = (bySite, count, keep = () => true) =>
  [...bySite.entries()]
    .filter(([site]) => keep(site))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([site, us]) => ({ site, ms: round(us / 1000, 1) }));

const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);

function analyse(profile, traceEvents, mapPosition) {
  const siteOf = ({ functionName, url, lineNumber, columnNumber }) =>
    (url && mapPosition(url, lineNumber, columnNumber)) ?? `${functionName || "(anonymous)"} ${URL.parse(url)?.pathname ?? url}:${lineNumber + 1}`;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
  const sites = new Map(profile.nodes.map((node) => [node.id, siteOf(node.callFrame)]));
  const idle = (id) => ["(idle)", "(program)"].includes(byId.get(id).callFrame.functionName);

  const selfBySite = new Map();
  const totalBySite = new Map();
  let busyUs = 0;
  const samples = samplesOf(profile).filter((sample) => !idle(sample.id));
  for (const { us, id } of samples) {
    busyUs += us;
    add(selfBySite, sites.get(id), us);
    // Inclusive time: the sample counts once for every function on its stack (recursion once).
    const stack = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) stack.add(sites.get(node));
    for (const site of stack) add(totalBySite, site, us);
  }

  const navigation = profile.startTime;
  const longTasks = longTasksOf(traceEvents).map(({ start, end }) => {
    const inTask = new Map();
    for (const sample of samples) if (sample.at >= start && sample.at < end) add(inTask, sites.get(sample.id), sample.us);
    return { startMs: round((start - navigation) / 1000, 0), ms: round((end - start) / 1000, 0), top: ranked(inTask, TOP_PER_TASK) };
  });
  return {
    busyMs: round(busyUs / 1000, 0),
    blockingMs: round(
      longTasks.reduce((total, task) => total + task.ms - LONG_TASK_MS, 0),
      0,
    ),
    longTasks,
    top: ranked(selfBySite, TOP),
    // The app's own functions by inclusive time: which component or helper the work is under.
    ownTotal: ranked(totalBySite, TOP, (site) => / (web|contract)\//.test(site)),
  };
}

async function profilePage(browser, { baseUrl, session, path, outDir, mapPosition }) {
  const page = await browser.newPage();
  try {
    await page.setViewport(PHONE);
    await page.evaluateOnNewDocument(storeSession, session);
    const client = await page.createCDPSession();
    await client.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await client.send("Profiler.enable");
    await client.send("Profiler.setSamplingInterval", { interval: 200 });
    const file = join(outDir, `${path.replace(/[^a-z]+/gi, "-") || "-"}.trace.json`);
    await page.tracing.start({ path: file, categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"] });
    await client.send("Profiler.start");
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle0" });
    const { profile } = await client.send("Profiler.stop");
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString("utf8"));
    return { path, trace: file, ...analyse(profile, trace.traceEvents, mapPosition) };
  } finally {
    await page.close();
  }
}

const listed = (log, entries) => {
  for (const { site, ms } of entries) log(`      ${String(ms).padStart(7)} ms  ${site}`);
};

export async function profilePages({ baseUrl, session, pages, distDir, outDir, log }) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const mapPosition = sourceMapper(distDir);
  const results = [];
  try {
    for (const path of pages) {
      const result = await profilePage(browser, { baseUrl, session, path, outDir, mapPosition });
      log(`  ${path}: ${result.busyMs} ms of script at ${CPU_SLOWDOWN}× slowdown, ${result.blockingMs} ms of it blocking (${result.trace})`);
      for (const task of result.longTasks) {
        log(`    long task at ${task.startMs} ms: ${task.ms} ms`);
        listed(log, task.top);
      }
      log("    self time, whole load:");
      listed(log, result.top);
      log("    the app's functions, inclusive time:");
      listed(log, result.ownTotal);
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}
