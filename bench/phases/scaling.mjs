// How each list read's cost grows with the family: the same read on families of 1×, 3×, 10×, 30×
// and 100× the realistic size, one connection, so time per request is the service time. Cost is
// judged against the rows returned: the log-log slope between neighbouring sizes is 1 for a
// linear cost, below 1 while fixed costs dominate, above 1 when it grows faster than the rows.
import { d1Calls } from "./api.mjs";
import { load } from "../lib/http.mjs";
import { median, round } from "../lib/stats.mjs";

export async function runScaling({ app, families, reads, options, memory, log }) {
  const pids = app.workerdPids;
  const points = [];
  for (const entry of reads) {
    for (const { scale, family, token } of families) {
      const path = entry.path(family);
      const { calls, answer } = await d1Calls(app.baseUrl, "GET", path, { token });
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      points.push({ read: entry.name, scale, path, token, rows: entry.rows(answer.json), bytes: answer.bytes, d1Calls: calls, runs: [] });
    }
  }
  const connections = options.scalingConnections;
  for (let r = 0; r < options.rounds; r += 1) {
    memory.setPhase(`scaling round ${r + 1}`);
    const baseline = await load({ url: `${app.baseUrl}/api/health`, connections, durationS: options.scalingDurationS, pids: pids() });
    for (const point of points) {
      const result = await load({
        url: `${app.baseUrl}${point.path}`,
        headers: { authorization: `Bearer ${point.token}` },
        connections,
        durationS: options.scalingDurationS,
        pids: pids(),
      });
      point.runs.push({ ...result, ratio: result.rps / baseline.rps, msPerRequest: (1000 * connections) / result.rps });
      log(`  r${r + 1} ${point.read} ×${point.scale} (${point.rows} rows): ${result.rps.toFixed(1)} req/s, ${result.cpuMsPerRequest?.toFixed(2)} ms CPU`);
    }
  }

  const curves = reads.map((entry) => {
    const mine = points
      .filter((point) => point.read === entry.name)
      .map((point) => ({
        scale: point.scale,
        rows: point.rows,
        bytes: point.bytes,
        d1Calls: point.d1Calls,
        rps: round(median(point.runs.map((run) => run.rps)), 1),
        msPerRequest: round(median(point.runs.map((run) => run.msPerRequest)), 2),
        cpuMsPerRequest: round(median(point.runs.map((run) => run.cpuMsPerRequest)), 3),
        ratio: round(median(point.runs.map((run) => run.ratio)), 4),
      }));
    for (let i = 1; i < mine.length; i += 1) {
      const [a, b] = [mine[i - 1], mine[i]];
      const slope = (cost) => (b.rows > a.rows && a[cost] > 0 && b[cost] > 0 ? Math.log(b[cost] / a[cost]) / Math.log(b.rows / a.rows) : null);
      b.slopeTime = round(slope("msPerRequest"), 2);
      b.slopeCpu = round(slope("cpuMsPerRequest"), 2);
      b.usPerExtraRow = b.rows > a.rows ? round((1000 * (b.msPerRequest - a.msPerRequest)) / (b.rows - a.rows), 2) : null;
    }
    return { read: entry.name, connections, points: mine };
  });
  return { curves };
}
