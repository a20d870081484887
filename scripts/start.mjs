// `npm start`: build the web app, apply the D1 migrations to every local database (the directory
// and each family database), make sure the local admin exists, serve everything with `wrangler dev`
// on http://127.0.0.1:$PORT (8787) and fire the cron triggers of wrangler.toml on their schedules.
// `--dev` rebuilds the web app on change; `--no-cron` leaves the crons off (for tests that drive time
// themselves). FAMILY_DATABASES=N (or `--databases N`) runs N family databases instead of the ones
// wrangler.toml declares (scripts/d1/databases.mjs). STATE_DIR puts the local databases elsewhere
// (tests); MET_BASE_URL replaces wrangler.toml's MET Norway (the browser tests' fake one); SKIP_BUILD reuses dist/; CRON_NEXT_RUN_IN_MS brings the crons' next time that close (tests).
import { spawn } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cronSchedules, describeSchedule, driveCron } from "./start/cron-driver.mjs";
import { runQuietly } from "./start/quiet.mjs";
import { configForFamilyDatabases, familyDatabaseBindings, familyDatabaseCount } from "./d1/databases.mjs";
import { wranglerEnv } from "./d1/execute.mjs";
import { migrateAll, migrationSummary } from "./d1/migrate.mjs";
import { base32Key } from "../worker/lib/totp.ts";
import { ensureLocalAdmin } from "./local-admin.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`FamilyHub needs Node.js 22.12 or newer (this is ${process.version}). See the README.`);
  process.exit(1);
}

const dev = process.argv.includes("--dev");
const cron = !process.argv.includes("--no-cron");
const port = process.env.PORT ?? "8787";
const persist = process.env.STATE_DIR ? ["--persist-to", process.env.STATE_DIR] : [];
const bin = (name) => join(root, "node_modules", ".bin", name);
// Always a production build, also when started from a test runner that sets NODE_ENV=test.
const buildEnv = { ...process.env, NODE_ENV: "production" };

function ensureDevVars() {
  const file = join(root, ".dev.vars");
  if (!existsSync(file)) {
    copyFileSync(join(root, ".dev.vars.example"), file);
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, readFileSync(file, "utf8").replace("JWT_SECRET=change-me", `JWT_SECRET=${secret}`));
    console.log("Created .dev.vars with a fresh JWT_SECRET.");
  }
  // Also for a .dev.vars made before administrators had a second factor.
  if (!/^ADMIN_TOTP_SECRET=/m.test(readFileSync(file, "utf8"))) {
    appendFileSync(
      file,
      `\n# The local admin's TOTP secret (base32): type it into an authenticator app, made by npm start\nADMIN_TOTP_SECRET=${base32Key(randomBytes(20))}\n`,
    );
    console.log("Added a fresh TOTP secret for the local admin (ADMIN_TOTP_SECRET) to .dev.vars.");
  }
  // Also for a .dev.vars made before push notifications existed.
  if (!/^VAPID_PRIVATE_KEY=/m.test(readFileSync(file, "utf8"))) {
    const { publicKey, privateKey } = vapidKeyPair();
    appendFileSync(file, `\n# Web Push (RFC 8292), made by npm start\nVAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n`);
    console.log("Added a fresh VAPID key pair (push notifications) to .dev.vars.");
  }
}

/** A P-256 key pair as Web Push wants it: the uncompressed public point and the private scalar, base64url. */
function vapidKeyPair() {
  const jwk = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ format: "jwk" });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]);
  return { publicKey: point.toString("base64url"), privateKey: jwk.d };
}

function devVar(name, fallback) {
  const line = readFileSync(join(root, ".dev.vars"), "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).trim() : fallback;
}

async function step(label, work, summary) {
  const started = Date.now();
  try {
    const result = await work();
    console.log(`${label}: ${summary(result)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    console.error(`${label} failed.\n${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

let stopping = false;

/** Children run in process groups of their own, so stopping one stops what it started too (workerd). */
const children = new Set();
function startChild(command, args, env) {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  children.add(child);
  child.on("exit", () => {
    children.delete(child);
    if (stopping && children.size === 0) process.exit(0);
  });
  return child;
}

function stopAll(signal) {
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

ensureDevVars();
if (!process.env.SKIP_BUILD)
  await step(
    "Web app",
    () => runQuietly(bin("vite"), ["build", "--logLevel", "error"], { cwd: root, env: buildEnv }),
    () => "built into dist/",
  );
let config;
try {
  config = configForFamilyDatabases(root, familyDatabaseCount());
} catch (error) {
  console.error(`${error.message} (FAMILY_DATABASES or --databases)`);
  process.exit(1);
}
await step(
  "Databases",
  () => migrateAll({ root, config, where: ["--local", ...persist] }),
  (results) => migrationSummary(results),
);
const admin = await ensureLocalAdmin({
  root,
  persist,
  config,
  password: devVar("ADMIN_PASSWORD", "admin-local-only"),
  totp: { totpSecret: devVar("ADMIN_TOTP_SECRET", ""), jwtSecret: devVar("JWT_SECRET", "") },
});

if (dev) {
  const watcher = startChild(bin("vite"), ["build", "--watch", "--logLevel", "warn"], buildEnv);
  watcher.stdout.pipe(process.stdout);
  watcher.stderr.pipe(process.stderr);
}

const server = startChild(
  bin("wrangler"),
  // LOCAL_DEV: this is local development, where mail goes to the outbox and is printed here ([outbox]).
  [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--show-interactive-dev-session=false",
    "--var",
    "LOCAL_DEV:true",
    // The browser tests' fake MET Norway (test/e2e/helpers/fake-met.ts), over wrangler.toml's.
    ...(process.env.MET_BASE_URL ? ["--var", `MET_BASE_URL:${process.env.MET_BASE_URL}`] : []),
    "--config",
    config,
    ...persist,
    ...(dev ? [] : ["--live-reload=false"]),
  ],
  wranglerEnv,
);
let ready = false;
let startup = "";
let stopCrons = () => {};

// wrangler's banner and bindings table are held back until it is ready (and shown if it fails);
// after that its log (requests, [outbox] mails, errors) passes through as it comes.
function onServerOutput(chunk, stream) {
  if (ready) {
    stream.write(chunk);
    return;
  }
  startup += chunk;
  const announced = /Ready on (http:\/\/\S+)/.exec(startup);
  if (!announced) return;
  ready = true;
  const url = announced[1];
  const schedules = cron ? cronSchedules(join(root, "wrangler.toml")) : [];
  const nextRunInMs = process.env.CRON_NEXT_RUN_IN_MS ? Number(process.env.CRON_NEXT_RUN_IN_MS) : undefined;
  const stops = schedules.map((schedule) =>
    driveCron(url, schedule, { nextRunInMs, onError: (error) => console.error(`Cron: ${error instanceof Error ? error.message : error}`) }),
  );
  stopCrons = () => {
    for (const stop of stops) stop();
  };
  const family = familyDatabaseBindings(config);
  const declared = config.endsWith("wrangler.toml") ? "as wrangler.toml declares" : `declared in ${basename(config)}`;
  console.log(`Family databases: ${family.join(", ")} beside the directory DB (${declared}; FAMILY_DATABASES=N runs N)`);
  console.log(
    cron
      ? `Cron: ${schedules.map((schedule) => `${schedule} (${describeSchedule(schedule)})`).join(", ")} fired on schedule against the local Worker; \`npm start -- --no-cron\` turns it off`
      : "Cron: off (--no-cron)",
  );
  console.log(`FamilyHub: ${url}`);
  console.log(
    admin.created
      ? `Local admin: ${admin.username} / ${admin.password}, TOTP secret ${devVar("ADMIN_TOTP_SECRET", "")} (created now in ${admin.database}; ADMIN_PASSWORD and ADMIN_TOTP_SECRET in .dev.vars)`
      : `Local admin: ${admin.username}, TOTP secret ${devVar("ADMIN_TOTP_SECRET", "")} (password: ADMIN_PASSWORD in .dev.vars)`,
  );
}
server.stdout.on("data", (chunk) => onServerOutput(chunk, process.stdout));
server.stderr.on("data", (chunk) => onServerOutput(chunk, process.stderr));

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    stopCrons();
    stopAll("SIGTERM");
    // workerd may linger for a moment after wrangler; nothing of this run may outlive it.
    setTimeout(() => {
      stopAll("SIGKILL");
      process.exit(0);
    }, 3_000).unref();
  });
}
server.on("exit", (code) => {
  if (!ready && !stopping) process.stderr.write(startup);
  if (stopping) return;
  stopCrons();
  stopAll("SIGTERM");
  process.exit(code ?? 1);
});
