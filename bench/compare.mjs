// `node bench/compare.mjs before.json after.json`: the key figures of two bench reports side by
// side, with the change. Speeds are compared as ratios to the health route of their own run, so
// two runs on a noisy machine (or two machines) can be set against each other.
import { readFileSync } from "node:fs";

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error("usage: node bench/compare.mjs <before.json> <after.json>");
  process.exit(2);
}
const before = JSON.parse(readFileSync(beforeFile, "utf8"));
const after = JSON.parse(readFileSync(afterFile, "utf8"));

/** [label, pick(report) → number | null, lower is better?] */
const FIGURES = [
  ["sign-in route JS gzip (KB)", (r) => r.web && r.web.signIn.js.gzip / 1000, true],
  ["dashboard JS gzip (KB)", (r) => r.web && r.web.dashboard.js.gzip / 1000, true],
  ...["/login", "/ (signed in)"].flatMap((route) => [
    [`Lighthouse ${route} performance`, (r) => r.lighthouse?.find((entry) => entry.route === route)?.performance ?? null, false],
    [`Lighthouse ${route} LCP (ms)`, (r) => r.lighthouse?.find((entry) => entry.route === route)?.lcpMs ?? null, true],
    [`Lighthouse ${route} TBT (ms)`, (r) => r.lighthouse?.find((entry) => entry.route === route)?.tbtMs ?? null, true],
  ]),
];

const endpoints = [...new Set([...(before.api?.table ?? []), ...(after.api?.table ?? [])].map((row) => row.endpoint))];
for (const endpoint of endpoints) {
  const row = (r, connections) => r.api?.table.find((entry) => entry.endpoint === endpoint && entry.connections === connections);
  FIGURES.push([`${endpoint}: × health at 10 connections`, (r) => row(r, 10)?.ratio ?? null, false]);
  FIGURES.push([`${endpoint}: CPU ms per request at 10`, (r) => row(r, 10)?.cpuMsPerRequest ?? null, true]);
  FIGURES.push([`${endpoint}: D1 round trips`, (r) => row(r, 10)?.d1Calls ?? null, true]);
}
const reads = [...new Set([...(before.scaling?.curves ?? []), ...(after.scaling?.curves ?? [])].map((curve) => curve.read))];
for (const read of reads) {
  FIGURES.push([
    `${read}: ms per request at the largest size`,
    (r) => r.scaling?.curves.find((curve) => curve.read === read)?.points.at(-1)?.msPerRequest ?? null,
    true,
  ]);
}
for (const sockets of [1, 50, 500]) {
  FIGURES.push([
    `live p95 with ${sockets} sockets, from sending (ms)`,
    (r) => r.live?.levels.find((level) => level.sockets === sockets)?.fromSentP95 ?? null,
    true,
  ]);
}
FIGURES.push(["cron expire, 10,000 families (ms)", (r) => r.cron?.jobs.find((job) => job.job === "expire tokens")?.ms ?? null, true]);
FIGURES.push(["cron purge, largest run (ms)", (r) => r.cron?.jobs.filter((job) => job.job === "purge ticked items").at(-1)?.ms ?? null, true]);
FIGURES.push(["cron complete meals, 10,000 families (ms)", (r) => r.cron?.jobs.find((job) => job.job === "complete meals")?.ms ?? null, true]);
for (const devices of [1, 50]) {
  FIGURES.push([
    `push to ${devices} device(s), last device p95 from sending (ms)`,
    (r) => r.push?.delivery.levels.find((level) => level.devices === devices)?.lastFromSentP95 ?? null,
    true,
  ]);
}
FIGURES.push(["timed pushes idle pass, job alone (ms)", (r) => r.push?.timed?.idle.timedJobMs ?? null, true]);
FIGURES.push(["timed pushes, pushes per second", (r) => r.push?.timed?.pushesPerSecond ?? null, false]);

const show = (value) => (value === null || value === undefined || Number.isNaN(value) ? "–" : Number(value.toFixed(3)).toString());
const rows = FIGURES.map(([label, pick, lowerIsBetter]) => {
  const [a, b] = [pick(before), pick(after)];
  let change = "";
  if (typeof a === "number" && typeof b === "number" && a !== 0) {
    const percent = ((b - a) / Math.abs(a)) * 100;
    const better = lowerIsBetter ? percent < 0 : percent > 0;
    change = `${percent >= 0 ? "+" : ""}${percent.toFixed(1)} %${Math.abs(percent) >= 5 ? (better ? " better" : " worse") : ""}`;
  }
  return [label, show(a), show(b), change];
});

console.log(`before: ${before.machine.code} (${before.machine.when})  after: ${after.machine.code} (${after.machine.when})\n`);
console.log(["| Figure | Before | After | Change |", "|---|---|---|---|", ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n"));
