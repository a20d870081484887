// `npm run move-family -- <familyId> <DB_nn> [--remote]`: moves a family to another family database
// (docs/features/several-databases.md "Moving a family") through the running app's admin route,
// `POST /api/admin/families/:familyId/move`, signed in as an administrator with a fresh step-up.
// Locally it talks to `npm start` (http://127.0.0.1:$PORT, 8787) as the local admin of .dev.vars
// (ADMIN_PASSWORD, ADMIN_TOTP_SECRET); with --remote to APP_URL as ADMIN_USERNAME / ADMIN_PASSWORD,
// the codes computed from ADMIN_TOTP_SECRET (the administrator's own authenticator secret).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { call, signInAdmin } from "../bench/lib/http.mjs";
import { keyFromBase32, totpCode, totpStep } from "../worker/lib/totp.ts";

const root = new URL("../", import.meta.url).pathname;
const args = process.argv.slice(2);
const remote = args.includes("--remote");
const [familyId, to] = args.filter((arg) => !arg.startsWith("--"));

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** A value from the environment, else locally from .dev.vars, as `npm start` keeps it. */
function setting(name, fallback) {
  if (process.env[name]) return process.env[name];
  const file = join(root, ".dev.vars");
  const kept = !remote && existsSync(file) ? new RegExp(`^${name}=(.*)$`, "m").exec(readFileSync(file, "utf8"))?.[1]?.trim() : undefined;
  return kept || fallback;
}

if (!familyId || !/^DB_\d{2}$/.test(to ?? "")) fail("Usage: npm run move-family -- <familyId> <DB_nn> [--remote]");
const baseUrl = remote ? process.env.APP_URL : `http://127.0.0.1:${process.env.PORT ?? "8787"}`;
if (!baseUrl) fail("Set APP_URL to the deployed app's address for --remote.");
const username = setting("ADMIN_USERNAME", remote ? undefined : "admin");
const password = setting("ADMIN_PASSWORD", remote ? undefined : "admin-local-only");
const totpSecret = setting("ADMIN_TOTP_SECRET");
if (!username || !password || !totpSecret) fail("Set ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_TOTP_SECRET (the administrator's authenticator secret).");

let token;
try {
  token = await signInAdmin(baseUrl, username, password, totpSecret);
} catch (error) {
  fail(`${error.message}${remote ? "" : "\nIs `npm start` running?"}`);
}

// A move cannot be undone: the session steps up with a code of its own. The sign-in spent the
// current step's code, so the next step's (a code is accepted one step early) is used, else after a wait.
const key = keyFromBase32(totpSecret);
let stepped = false;
for (let attempt = 0; attempt < 2 && !stepped; attempt += 1) {
  const code = totpCode(key, totpStep(Date.now()) + 1);
  const answer = await call(baseUrl, "POST", "/api/auth/step-up", { token, body: { code } });
  stepped = answer.status === 204;
  if (!stepped && attempt === 0) {
    console.log("Waiting for the next code to step up…");
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  } else if (!stepped) fail(`step-up answered ${answer.status}: ${answer.text}`);
}

console.log(`Moving family ${familyId} to ${to} on ${baseUrl}…`);
const moved = await call(baseUrl, "POST", `/api/admin/families/${encodeURIComponent(familyId)}/move`, { token, body: { to } });
if (moved.status !== 200) fail(`Not moved (${moved.status}): ${moved.json?.message ?? moved.text}`);
const { from, rows } = moved.json;
console.log(`Moved family ${familyId} from ${from} to ${to}.`);
for (const [table, count] of Object.entries(rows).filter(([, n]) => n > 0)) console.log(`  ${table}: ${count}`);
