// Calls to the app, and autocannon loads with the app's CPU time per request beside them.
import autocannon from "autocannon";
import { keyFromBase32, totpCode, totpStep } from "../../worker/lib/totp.ts";
import { cpuMs } from "./proc.mjs";

/**
 * A connection the app had closed while it sat idle in fetch's keep-alive pool: the request went
 * out on it and the answer was a close, before the app read anything. It happens after the bench
 * blocks its own event loop (wrangler d1 execute runs synchronously, tens of seconds at the scale
 * phase's size): the app's close of the idle connection is not read meanwhile, so the next request
 * takes the dead socket.
 */
const staleConnection = (error) => error?.cause?.code === "UND_ERR_SOCKET" && /other side closed/.test(error.cause.message ?? "");

/** fetch, sent once more on a fresh connection when the pooled one turns out closed (staleConnection): the app never saw the first. */
export async function appFetch(url, init) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!staleConnection(error)) throw error;
    return fetch(url, init);
  }
}

/** `raw`: a body sent as it is (CalDAV's XML), else `body` as JSON. */
export async function call(baseUrl, method, path, { token, body, raw, headers = {} } = {}) {
  const response = await appFetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
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

/** A call's JSON answer, or an error naming `what` when it answered another status. */
export async function expectStatus(answer, status, what) {
  const result = await answer;
  if (result.status !== status) throw new Error(`${what} answered ${result.status}: ${result.text.slice(0, 200)}`);
  return result.json;
}

export async function signIn(baseUrl, username, password) {
  const request = () => call(baseUrl, "POST", "/api/auth/login", { body: { username, password, rememberMe: true } });
  // A kept-alive connection left idle through a long seeding may be closed under the request
  // (fetch failed, other side closed): asked again once on a new one.
  const answer = await request().catch(request);
  if (answer.status !== 200) throw new Error(`sign-in of ${username} answered ${answer.status}: ${answer.text}`);
  return answer.json.token;
}

/**
 * The seeded administrator, signed in. `npm start` enrols the first administrator it finds with the
 * copy's ADMIN_TOTP_SECRET (scripts/local-admin.mjs), so the password step asks for a code, computed
 * here from that secret. Without a factor (an older commit's app), the session may only enrol one;
 * enrolling (with a code computed from the new secret) opens the same session to the admin reads.
 */
export async function signInAdmin(baseUrl, username, password, totpSecret) {
  const answer = await call(baseUrl, "POST", "/api/auth/login", { body: { username, password, rememberMe: true } });
  const refused = () => new Error(`admin sign-in of ${username} answered ${answer.status}: ${answer.text}`);
  if (answer.status !== 200) throw refused();
  if (answer.json.mfaRequired) {
    const key = totpSecret ? keyFromBase32(totpSecret) : null;
    if (!key) throw new Error(`admin sign-in of ${username} asks for a code and no ADMIN_TOTP_SECRET was given`);
    const code = totpCode(key, totpStep(Date.now()));
    const second = await call(baseUrl, "POST", "/api/auth/login/totp", { body: { mfaToken: answer.json.mfaToken, code } });
    if (second.status !== 200) throw new Error(`admin code step of ${username} answered ${second.status}: ${second.text}`);
    return second.json.token;
  }
  if (!answer.json.user?.mfaEnrolRequired) throw refused();
  const token = answer.json.token;
  const setup = await call(baseUrl, "POST", "/api/auth/totp/setup", { token });
  const code = totpCode(keyFromBase32(setup.json.secret), totpStep(Date.now()));
  const enabled = await call(baseUrl, "POST", "/api/auth/totp/enable", { token, body: { code } });
  if (enabled.status !== 200) throw new Error(`enrolling ${username} answered ${enabled.status}: ${enabled.text}`);
  return token;
}

/**
 * A second-factor check in the administrator's session (`POST /api/auth/step-up`): what cannot be
 * undone, a broadcast among it, needs one within the last 10 minutes (worker/http/route.ts
 * `stepUp`). A code's step is spent once: the sign-in may have spent this step's, so the next
 * step's code (the server accepts one step ahead, TOTP_WINDOW_STEPS).
 */
export async function stepUpAdmin(baseUrl, token, totpSecret) {
  const key = totpSecret ? keyFromBase32(totpSecret) : null;
  if (!key) throw new Error("a step-up needs the administrator's ADMIN_TOTP_SECRET");
  const answer = await call(baseUrl, "POST", "/api/auth/step-up", { token, body: { code: totpCode(key, totpStep(Date.now()) + 1) } });
  if (answer.status !== 204) throw new Error(`step-up answered ${answer.status}: ${answer.text}`);
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
