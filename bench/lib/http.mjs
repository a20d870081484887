// Calls to the app, and autocannon loads with the app's CPU time per request beside them.
import autocannon from "autocannon";
import { cpuMs } from "./proc.mjs";

export async function call(baseUrl, method, path, { token, body, headers = {} } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json, bytes: Buffer.byteLength(text) };
}

export async function signIn(baseUrl, username, password) {
  const answer = await call(baseUrl, "POST", "/api/auth/login", { body: { username, password, rememberMe: true } });
  if (answer.status !== 200) throw new Error(`sign-in of ${username} answered ${answer.status}: ${answer.text}`);
  return answer.json.token;
}

/**
 * One autocannon run. Besides requests/s and latency it reports the app's CPU ms per request:
 * the CPU time both workerd processes (runtime and proxy) spent during the run, divided by the
 * requests answered; less sensitive to a noisy neighbour than requests/s.
 */
export async function load({ url, method = "GET", headers = {}, body, connections, durationS, amount, pids }) {
  const before = pids.map(cpuMs);
  const result = await autocannon({
    url,
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    connections,
    ...(amount ? { amount } : { duration: durationS }),
    timeout: 30,
  });
  const after = pids.map(cpuMs);
  const cpu = after.reduce((sum, value, i) => sum + (value - before[i]), 0);
  const ok = result["2xx"];
  const seconds = result.duration; // seconds, as measured by autocannon
  return {
    connections,
    requests: ok,
    failures: result.non2xx + result.errors + result.timeouts,
    rps: ok / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    cpuMsPerRequest: ok > 0 ? cpu / ok : null,
  };
}
