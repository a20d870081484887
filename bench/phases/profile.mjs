// Profile: where a signed-in page's main-thread time goes on its cold start — the work behind
// Lighthouse's total blocking time. Each page is loaded at phone size with the CPU slowed 4× (as
// Lighthouse's mobile preset simulates), the V8 sampling profiler running from navigation until the
// network has been idle for a second. The profile is kept as a .cpuprofile (open it in Chromium's
// DevTools, Performance panel) and the functions with the most self time are printed, mapped back
// to their source through the build's source maps (the bench's copy builds with hidden maps).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMap } from "node:module";
import puppeteer from "puppeteer-core";
import { round } from "../lib/stats.mjs";
import { CHROMIUM, PHONE, storeSession } from "./web.mjs";
import { CHROMIUM_ARGS } from "../../test/e2e/helpers/chromium.ts";
import { COMPILE_EAGERLY } from "../../scripts/vite/plugins.ts";

const CPU_SLOWDOWN = 4;
const TOP = 25;

/** Maps a compiled position (0-based line and column, as the profiler gives them) to its source, or null. */
function sourceMapper(distDir) {
  const consumers = new Map();
  return (url, line, column) => {
    const path = URL.parse(url)?.pathname;
    if (!path?.startsWith("/assets/")) return null;
    const mapFile = join(distDir, `${path}.map`);
    if (!consumers.has(mapFile)) {
      const map = existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null;
      // The compile hint (scripts/vite/plugins.ts) is put above a chunk after its map was made.
      const shift = readFileSync(join(distDir, path), "utf8").startsWith(`${COMPILE_EAGERLY}\n`) ? 1 : 0;
      consumers.set(mapFile, map && { map, shift });
    }
    const consumer = consumers.get(mapFile);
    if (!consumer) return null;
    const original = consumer.map.findEntry(line - consumer.shift, column);
    if (!original.originalSource) return null;
    const source = original.originalSource.replace(/^(\.\.\/)+/, "").replace(/^node_modules\//, "");
    return `${original.name ?? "(anonymous)"} ${source}:${original.originalLine + 1}`;
  };
}

/** Self time per profile node (µs), from the samples and their time deltas. */
function selfTimes(profile) {
  const self = new Map();
  for (const [index, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  return self;
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
    await client.send("Profiler.start");
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle0" });
    const { profile } = await client.send("Profiler.stop");
    const file = join(outDir, `${path.replace(/[^a-z]+/gi, "-") || "-"}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));

    const self = selfTimes(profile);
    const siteOf = ({ functionName, url, lineNumber, columnNumber }) =>
      (url && mapPosition(url, lineNumber, columnNumber)) ?? `${functionName || "(anonymous)"} ${URL.parse(url)?.pathname ?? url}:${lineNumber + 1}`;
    const parentOf = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const selfBySite = new Map();
    const totalBySite = new Map();
    let totalUs = 0;
    for (const node of profile.nodes) {
      const us = self.get(node.id) ?? 0;
      if (us === 0 || ["(idle)", "(program)"].includes(node.callFrame.functionName)) continue;
      totalUs += us;
      const site = siteOf(node.callFrame);
      selfBySite.set(site, (selfBySite.get(site) ?? 0) + us);
      // Inclusive time: the sample counts once for every function on its stack (recursion once).
      const stack = new Set();
      for (let id = node.id; id !== undefined; id = parentOf.get(id)) stack.add(siteOf(byId.get(id).callFrame));
      for (const onStack of stack) totalBySite.set(onStack, (totalBySite.get(onStack) ?? 0) + us);
    }
    const ranked = (bySite, keep = () => true) =>
      [...bySite.entries()]
        .filter(([site]) => keep(site))
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([site, us]) => ({ site, ms: round(us / 1000, 1) }));
    const top = ranked(selfBySite);
    // The app's own functions by inclusive time: which component or helper the work is under.
    const ownTotal = ranked(totalBySite, (site) => / (web|contract)\//.test(site));
    return { path, busyMs: round(totalUs / 1000, 0), profile: file, top, ownTotal };
  } finally {
    await page.close();
  }
}

export async function profilePages({ baseUrl, session, pages, distDir, outDir, log }) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const mapPosition = sourceMapper(distDir);
  const results = [];
  try {
    for (const path of pages) {
      const result = await profilePage(browser, { baseUrl, session, path, outDir, mapPosition });
      log(`  ${path}: ${result.busyMs} ms of script and browser work at ${CPU_SLOWDOWN}× slowdown (${result.profile})`);
      log("   self time:");
      for (const { site, ms } of result.top) log(`    ${String(ms).padStart(7)} ms  ${site}`);
      log("   the app's functions, inclusive time:");
      for (const { site, ms } of result.ownTotal) log(`    ${String(ms).padStart(7)} ms  ${site}`);
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}
