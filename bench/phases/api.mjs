// API in workerd: requests/s, p50/p99 and CPU per request at 1, 10 and 50 connections for the
// health route (the baseline, measured before and after each of the others), /api/auth/me, every
// family list read that exists, and a write; sign-in on its own (it is slow by design); D1 round
// trips per request from the X-Bench-D1-Calls header.
import { hashPassword } from "../../worker/lib/passwords.ts";
import { call, load } from "../lib/http.mjs";
import { median, round, sleep } from "../lib/stats.mjs";

const D1_HEADER = "x-bench-d1-calls";

/** D1 round trips of one request (median of three), or null when the app does not count them. */
export async function d1Calls(baseUrl, method, path, options) {
  const counts = [];
  let last;
  for (let i = 0; i < 3; i += 1) {
    last = await call(baseUrl, method, path, options);
    const header = last.headers.get(D1_HEADER);
    if (header !== null) counts.push(Number(header));
  }
  return { calls: counts.length ? median(counts) : null, answer: last };
}

/** The endpoints of the load table; list reads come from the seeders. */
function endpoints({ baseUrl, read, write, reads }) {
  const auth = (token) => ({ authorization: `Bearer ${token}` });
  return [
    { name: "health", kind: "baseline", method: "GET", path: "/api/health", headers: {} },
    { name: "auth/me", kind: "signed-in", method: "GET", path: "/api/auth/me", headers: auth(read.token), token: read.token },
    ...reads.map((entry) => ({
      name: entry.name,
      kind: "list read",
      method: "GET",
      path: entry.path(read.family),
      headers: auth(read.token),
      token: read.token,
    })),
    {
      name: "POST shopping-items",
      kind: "write",
      method: "POST",
      path: "/api/shopping-items",
      headers: auth(write.token),
      token: write.token,
      body: { listId: write.family.listId, name: "Bench-vøra", quantity: 1 },
    },
  ].map((endpoint) => ({ ...endpoint, url: `${baseUrl}${endpoint.path}` }));
}

export async function runApi({ app, read, write, reads, signInUser, options, memory, log }) {
  const { baseUrl } = app;
  const pids = app.workerdPids;
  const list = endpoints({ baseUrl, read, write, reads });

  // Round trips and answer sizes first, one request each.
  for (const endpoint of list) {
    const { calls, answer } = await d1Calls(baseUrl, endpoint.method, endpoint.path, { token: endpoint.token, body: endpoint.body });
    endpoint.d1Calls = calls;
    endpoint.status = answer.status;
    endpoint.bytes = answer.bytes;
    if (answer.status >= 400) throw new Error(`${endpoint.method} ${endpoint.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }

  // Warm-up, then rounds. The baseline runs before the first endpoint and after each one, at the
  // same connection count, and an endpoint's ratio is to the mean of the baseline runs either side
  // of it: this host's speed drifts within seconds, so one baseline run a few endpoints earlier
  // skewed the later ratios, and one run just before still leaves the drift during the endpoint's.
  for (const endpoint of list) await load({ ...endpoint, connections: 10, durationS: 1, pids: pids() });
  const baselineEndpoint = list.find((endpoint) => endpoint.kind === "baseline");
  const runs = [];
  const measure = async (round, endpoint, connections) => {
    const result = await load({ ...endpoint, connections, durationS: options.durationS, pids: pids() });
    const run = { round, endpoint: endpoint.name, ...result, ratio: 1 };
    runs.push(run);
    log(
      `  r${round} c${connections} ${endpoint.name}: ${result.rps.toFixed(0)} req/s p50 ${result.p50} ms p99 ${result.p99} ms${result.failures ? ` (${result.failures} failed)` : ""}`,
    );
    return run;
  };
  for (let r = 0; r < options.rounds; r += 1) {
    memory.setPhase(`api round ${r + 1}`);
    for (const connections of options.connections) {
      let before = await measure(r + 1, baselineEndpoint, connections);
      for (const endpoint of list.filter((candidate) => candidate !== baselineEndpoint)) {
        const run = await measure(r + 1, endpoint, connections);
        const after = await measure(r + 1, baselineEndpoint, connections);
        run.ratio = run.rps / ((before.rps + after.rps) / 2);
        before = after;
      }
    }
    memory.mark(`after api round ${r + 1}`);
  }

  const table = [];
  for (const endpoint of list) {
    for (const connections of options.connections) {
      const mine = runs.filter((run) => run.endpoint === endpoint.name && run.connections === connections);
      table.push({
        endpoint: endpoint.name,
        kind: endpoint.kind,
        path: endpoint.path.replace(read.family.id, "{id}"),
        connections,
        rps: round(median(mine.map((run) => run.rps)), 0),
        p50: median(mine.map((run) => run.p50)),
        p99: median(mine.map((run) => run.p99)),
        cpuMsPerRequest: round(median(mine.map((run) => run.cpuMsPerRequest)), 3),
        ratio: round(median(mine.map((run) => run.ratio)), 3),
        failures: mine.reduce((sum, run) => sum + run.failures, 0),
        d1Calls: endpoint.d1Calls,
        bytes: endpoint.bytes,
      });
    }
  }

  memory.setPhase("sign-in");
  const signIn = await measureSignIn({ baseUrl, user: signInUser, pids, runtimePid: () => app.processes().runtime, options, log });
  return { table, runs, signIn };
}

/**
 * Sign-in hashes the password with scrypt (N=2^14, r=8, p=5): about 200 ms of CPU by design. It
 * is measured with a fixed number of requests, at 1 and 10 connections (50 would only queue), and
 * its CPU per request is the runtime's CPU time over the sign-ins it answered. Node's own time for
 * one hash with the same parameters is beside it.
 */
async function measureSignIn({ baseUrl, user, pids, runtimePid, options, log }) {
  const body = { username: user.username, password: user.password, rememberMe: false };
  const { calls } = await d1Calls(baseUrl, "POST", "/api/auth/login", { body });
  const runs = [];
  for (let r = 0; r < options.rounds; r += 1) {
    for (const [connections, amount] of options.signIn) {
      const result = await load({ url: `${baseUrl}/api/auth/login`, method: "POST", body, connections, amount, pids: [runtimePid()] });
      runs.push(result);
      log(`  r${r + 1} c${connections} sign-in: ${result.rps.toFixed(1)} req/s p50 ${result.p50} ms, ${result.cpuMsPerRequest?.toFixed(0)} ms CPU each`);
      await sleep(200);
    }
  }
  const nodeHash = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    await hashPassword("bench-reference-password");
    nodeHash.push(performance.now() - started);
  }
  return {
    d1Calls: calls,
    byConnections: options.signIn.map(([connections]) => {
      const mine = runs.filter((run) => run.connections === connections);
      return {
        connections,
        rps: round(median(mine.map((run) => run.rps)), 2),
        p50: median(mine.map((run) => run.p50)),
        p99: median(mine.map((run) => run.p99)),
        cpuMsPerRequest: round(median(mine.map((run) => run.cpuMsPerRequest)), 1),
        failures: mine.reduce((sum, run) => sum + run.failures, 0),
      };
    }),
    nodeHashMs: round(median(nodeHash), 1),
    pidsNote: `CPU of the runtime workerd (pid ${pids()[0]}) only`,
  };
}
