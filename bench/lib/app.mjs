// The app under test: a copy of the working tree (or of a commit) in a scratch folder, started with
// its own `npm start` (scripts/start.mjs), port and fresh STATE_DIR. The copy keeps the bench away
// from the repo's dist/, .wrangler/ and .dev.vars, which a parallel `npm test` may be using, and lets
// its wrangler config run the Worker through the D1 call counter (worker/bench-entry.ts).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";

export const repoRoot = join(dirname(new URL(import.meta.url).pathname), "..", "..");
const BENCH_ENTRY = "worker/bench-entry.ts";

export function sh(command, args, options = {}) {
  return execFileSync(command, args, { cwd: repoRoot, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
}

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Copies the app into `dir`: with `ref`, the files of that commit (git archive); without, the
 * working tree's tracked and untracked-but-not-ignored files as they are now. node_modules is
 * the repo's own, linked.
 */
export function prepareCopy(dir, ref) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (ref) {
    const archive = spawnSync("git", ["archive", "--format=tar", ref], { cwd: repoRoot, maxBuffer: 512 * 1024 * 1024 });
    if (archive.status !== 0) throw new Error(`git archive ${ref} failed: ${archive.stderr}`);
    const untar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  } else {
    const files = sh("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]).split("\0").filter(Boolean);
    for (const file of files) {
      const from = join(repoRoot, file);
      if (!existsSync(from)) continue; // deleted in the working tree
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(from, join(dir, file));
    }
  }
  symlinkSync(join(repoRoot, "node_modules"), join(dir, "node_modules"), "dir");
  const example = readFileSync(join(dir, ".dev.vars.example"), "utf8");
  writeFileSync(join(dir, ".dev.vars"), example.replace("JWT_SECRET=change-me", `JWT_SECRET=${randomBytes(32).toString("base64url")}`));
  countD1Calls(dir);
  return dir;
}

/**
 * Points the copy's wrangler config at the bench's entry, which answers each request's D1 round
 * trips in a header. An older commit without that entry gets the working tree's: it only wraps
 * worker/index.ts.
 */
function countD1Calls(dir) {
  if (!existsSync(join(dir, BENCH_ENTRY))) cpSync(join(repoRoot, BENCH_ENTRY), join(dir, BENCH_ENTRY));
  const config = join(dir, "wrangler.toml");
  const toml = readFileSync(config, "utf8");
  const main = /^main = "worker\/index\.ts"$/m;
  if (!main.test(toml)) throw new Error(`${config} has no main = "worker/index.ts" line to point at ${BENCH_ENTRY}`);
  // The bench's load writes faster than any family member may (worker/http/mount.ts countWrite).
  const unlimited = toml.replace(/\[\[ratelimits\]\]\nname = "WRITES_PER_USER"\n[^[]*/, "");
  if (unlimited === toml) throw new Error(`${config} has no WRITES_PER_USER rate limit to leave out`);
  writeFileSync(config, unlimited.replace(main, `main = "${BENCH_ENTRY}"`));
}

const OPEN_FILES = 200_000;

export function scratchDir(name) {
  return join(process.env.BENCH_TMP ?? tmpdir(), `familyhub-bench-${name}`);
}

/**
 * The copy's wrangler config: the one scripts/d1/databases.mjs generated for more family databases
 * than wrangler.toml declares (migrate() with `familyDatabases` writes it), else wrangler.toml.
 */
function wranglerConfig(appDir) {
  const generated = readdirSync(appDir).find((name) => /^wrangler\.\d+-family-databases\.json$/.test(name));
  return join(appDir, generated ?? "wrangler.toml");
}

/** The copy's wrangler against its local database in `stateDir`: its output; throws with the output on failure. */
function localWrangler(appDir, stateDir, args) {
  const where = ["--local", "--persist-to", stateDir, "--config", wranglerConfig(appDir)];
  const result = spawnSync(join(appDir, "node_modules", ".bin", "wrangler"), [...args, ...where], {
    cwd: appDir,
    encoding: "utf8",
    env: { ...process.env, CI: "true", NO_COLOR: "1", WRANGLER_SEND_METRICS: "false" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${result.stderr.slice(-3000)}\n${result.stdout.slice(-3000)}`);
  return result.stdout;
}

/**
 * The copy's database for the families' rows: its first family database (DB_00), or DB in a commit
 * from before the family databases. The directory and what comes before sign-in (login_events,
 * throttles) are in "DB" either way.
 */
export function familyDatabase(appDir) {
  return /^binding = "DB_00"$/m.test(readFileSync(join(appDir, "wrangler.toml"), "utf8")) ? "DB_00" : "DB";
}

/** The rows one SQL statement answers on one of the copy's databases (the family database unless told). */
export function d1Rows(appDir, stateDir, statement, database = familyDatabase(appDir)) {
  const output = localWrangler(appDir, stateDir, ["d1", "execute", database, "--yes", "--json", "--command", statement]);
  return JSON.parse(output)[0]?.results ?? [];
}

const d1Dir = (stateDir) => join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");

/** Bytes of each of the copy's D1 database files (with its WAL), by file: local D1 names a database's file by a hash. */
export function d1FileBytes(stateDir) {
  const dir = d1Dir(stateDir);
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  const size = (path) => (existsSync(path) ? statSync(path).size : 0);
  return new Map(files.map((name) => [name, size(join(dir, name)) + size(join(dir, `${name}-wal`))]));
}

/** Bytes of the copy's D1 database files, every database's (after wrangler d1 execute has closed it, its WAL is folded in). */
export function d1Bytes(stateDir) {
  return [...d1FileBytes(stateDir).values()].reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * The pages a database file uses, free pages left out, in bytes: what its rows and indexes take
 * (D1's SQL refuses PRAGMA page_count, so the file is read beside the running app, read-only). A
 * delete frees pages without shrinking the file, so this, not the file's size, shows it.
 */
export function d1UsedBytes(stateDir, file) {
  const db = new DatabaseSync(join(d1Dir(stateDir), file), { readOnly: true });
  try {
    const pragma = (name) => Number(Object.values(db.prepare(`PRAGMA ${name}`).get())[0]);
    return (pragma("page_count") - pragma("freelist_count")) * pragma("page_size");
  } finally {
    db.close();
  }
}

/** A value of the copy's .dev.vars (npm start adds some on its first start, e.g. ADMIN_TOTP_SECRET), or null. */
export function devVar(appDir, name) {
  const line = readFileSync(join(appDir, ".dev.vars"), "utf8")
    .split("\n")
    .find((candidate) => candidate.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/** wrangler d1 execute on one of the copy's databases (the family database unless told), from a SQL file. */
export function d1File(appDir, stateDir, file, database = familyDatabase(appDir)) {
  localWrangler(appDir, stateDir, ["d1", "execute", database, "--yes", "--file", file]);
}

/**
 * Applies the migrations to every database before anything else touches them (start.mjs does it
 * again: a no-op): the copy's own scripts/migrate-all.mjs, or DB alone in a commit from before it.
 */
export function migrate(appDir, stateDir, familyDatabases) {
  if (!existsSync(join(appDir, "scripts", "migrate-all.mjs"))) {
    localWrangler(appDir, stateDir, ["d1", "migrations", "apply", "DB"]);
    return;
  }
  const count = familyDatabases ? ["--databases", String(familyDatabases)] : [];
  const result = spawnSync(process.execPath, [join(appDir, "scripts", "migrate-all.mjs"), "--persist-to", stateDir, ...count], {
    cwd: appDir,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1", WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`migrate-all failed:\n${result.stderr.slice(-3000)}\n${result.stdout.slice(-3000)}`);
}

async function healthy(baseUrl) {
  try {
    const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** All processes below `pid`, read from /proc. */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // gone
    }
  }
  const found = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function cmdline(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Starts `npm start` of the copy. wrangler dev runs two workerd processes: a small proxy that owns
 * the port, and the runtime that runs the Worker, the Durable Objects and local D1 (the one with
 * an inspector address). Both are found below the started process.
 */
export async function startApp({ appDir, stateDir, port, familyDatabases, skipBuild = false, timeoutMs = 180_000, log }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await healthy(baseUrl)) throw new Error(`Something already answers on ${baseUrl}`);
  const output = [];
  // Local workerd keeps each Durable Object's SQLite files open while it lives: the cron phase wakes
  // 10,000 family rooms, past a common 20,000 open-file limit. Raised where allowed (root), else kept.
  // --no-cron: the five-minute purge would fire in the middle of a load; the cron phase triggers the jobs itself.
  const node = [process.execPath, "--experimental-strip-types", "--no-warnings=ExperimentalWarning", "scripts/start.mjs", "--no-cron"];
  const child = spawn("bash", ["-c", `ulimit -n ${OPEN_FILES} 2>/dev/null; exec "$@"`, "bash", ...node], {
    cwd: appDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      STATE_DIR: stateDir,
      NO_COLOR: "1",
      WRANGLER_SEND_METRICS: "false",
      ...(skipBuild ? { SKIP_BUILD: "1" } : {}),
      ...(familyDatabases ? { FAMILY_DATABASES: String(familyDatabases) } : {}),
    },
  });
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 500) output.splice(0, output.length - 500);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const started = Date.now();
  while (!(await healthy(baseUrl))) {
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      await stopApp({ child });
      throw new Error(`npm start did not come up (${child.exitCode ?? "timeout"}):\n${output.join("").slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const app = { child, baseUrl, port, output, startMs: Date.now() - started };
  app.processes = () => {
    const workerd = descendants(child.pid).filter((pid) => cmdline(pid)[0]?.endsWith("workerd"));
    const runtime = workerd.find((pid) => cmdline(pid).some((arg) => arg.startsWith("--inspector-addr"))) ?? workerd[0];
    return { runtime, proxy: workerd.find((pid) => pid !== runtime), all: descendants(child.pid) };
  };
  /** Both workerd processes, whose CPU time a load is charged with. */
  app.workerdPids = () => {
    const { runtime, proxy } = app.processes();
    return [runtime, proxy].filter(Boolean);
  };
  log?.(`app up on ${baseUrl} in ${(app.startMs / 1000).toFixed(1)} s`);
  return app;
}

export async function stopApp(app) {
  const { child } = app;
  if (!child?.pid) return;
  const group = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  group("SIGTERM");
  await Promise.race([
    new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", resolve))),
    new Promise((resolve) => setTimeout(resolve, 10_000)),
  ]);
  group("SIGKILL");
}

/** TCP ports a process listens on (from /proc/net/tcp and its open sockets). */
export function listeningPorts(pid) {
  const inodes = new Set();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const match = /^socket:\[(\d+)\]$/.exec(link);
        if (match) inodes.add(match[1]);
      } catch {
        // closed meanwhile
      }
    }
  } catch {
    return [];
  }
  const ports = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let lines = [];
    try {
      lines = readFileSync(table, "utf8").trim().split("\n").slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      if (fields[3] === "0A" && inodes.has(fields[9])) ports.push(parseInt(fields[1].split(":")[1], 16));
    }
  }
  return ports;
}
