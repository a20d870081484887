import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { fillChallengePool } from "./helpers/challenge-pool";
import { startFakeMet } from "./helpers/fake-met";
import { alive } from "./helpers/processes";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's local state, for SQL no route can run (helpers/database.ts). */
    stateDir: string;
    /** The fake MET Norway the app fetches the wall's weather from (helpers/fake-met.ts). */
    metServer: string;
    /** The local admin's TOTP secret (base32, ADMIN_TOTP_SECRET in .dev.vars) and where the files note the last step they used. */
    adminTotp: { secret: string; stepFile: string };
  }
}

/** The usual port; when another run (another engineer's) holds it, any free one. */
const PREFERRED_PORT = 8799;
/** Applying every migration to a fresh database takes over a minute on a loaded 2-core machine. */
const STARTUP_TIMEOUT_MS = 300_000;
const root = new URL("../..", import.meta.url).pathname;
// A fresh, empty database for every run (scripts/start.mjs reads STATE_DIR).
const stateParent = join(root, ".wrangler");
/** The server's output of the last run, for reading after a failure (test-results/ is git-ignored). */
const serverLog = join(root, "test-results", "e2e-server.log");
const stateDir = join(stateParent, `e2e-state-${process.pid}`);

/** Databases left by runs that were killed before their teardown. */
function removeStaleState(): void {
  if (!existsSync(stateParent)) return;
  for (const name of readdirSync(stateParent)) {
    const pid = /^e2e-state-(\d+)$/.exec(name)?.[1];
    if (pid && !alive(Number(pid))) rmSync(join(stateParent, name), { recursive: true, force: true });
  }
}

/** Binds the port for a moment to see that it is free; port 0 asks the system for any free one. */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(null));
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const bound = typeof address === "object" && address !== null ? address.port : null;
      server.close(() => resolve(bound));
    });
  });
}

async function choosePort(): Promise<number> {
  const port = (await tryPort(PREFERRED_PORT)) ?? (await tryPort(0));
  if (port === null) throw new Error("No free port for the app under test.");
  return port;
}

async function askHealth(baseUrl: string, signal: AbortSignal): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/health`, { signal });
  const body: unknown = await response.json();
  return response.ok && typeof body === "object" && body !== null && "ok" in body && body.ok === true;
}

/**
 * One health check that always settles within 2 s: our own timer both aborts the request and
 * answers false, so a request that never settles cannot stall the start-up loop.
 */
async function healthy(baseUrl: string): Promise<boolean> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, 2_000);
  });
  try {
    return await Promise.race([askHealth(baseUrl, controller.signal).catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** The whole group: start.mjs, wrangler and the workerd it runs. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stop(child: ChildProcess, output: readonly string[], onExit: () => void): Promise<void> {
  process.off("exit", onExit);
  killGroup(child, "SIGTERM");
  await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  // workerd can outlive its parent for a moment; nothing of this run may survive it.
  killGroup(child, "SIGKILL");
  rmSync(stateDir, { recursive: true, force: true });
  mkdirSync(join(root, "test-results"), { recursive: true });
  writeFileSync(serverLog, output.join(""));
}

/** Starts the app as `npm start` does on `port`; answers its URL once healthy, or why it failed. */
type Started = { ok: true; url: string; stop: () => Promise<void> } | { ok: false; failure: string; portTaken: boolean };

async function startApp(port: number, metServer: string): Promise<Started> {
  rmSync(stateDir, { recursive: true, force: true });
  const output: string[] = [];
  const child = spawn(process.execPath, ["--experimental-strip-types", "--no-warnings=ExperimentalWarning", "scripts/start.mjs", "--no-cron"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PORT: String(port), STATE_DIR: stateDir, NO_COLOR: "1", WRANGLER_SEND_METRICS: "false", MET_BASE_URL: metServer },
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 2_000) output.splice(0, output.length - 2_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  // If vitest ends without running the teardown (Ctrl-C, SIGTERM), the server must not outlive it.
  const onExit = () => killGroup(child, "SIGKILL");
  process.once("exit", onExit);

  // Wait for npm start's "FamilyHub: <url>" (printed once wrangler is ready) and ask that address,
  // so a server another run left on the port can never be mistaken for this one.
  const announced = () => /FamilyHub: (http:\/\/127\.0\.0\.1:\d+)/.exec(output.join(""))?.[1];
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    const url = announced();
    if (url !== undefined && (await healthy(url))) return { ok: true, url, stop: () => stop(child, output, onExit) };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child, output, onExit);
      const why = child.exitCode !== null ? `exited with ${child.exitCode}` : `did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`;
      return { ok: false, failure: `npm start ${why}. Its output:\n${output.join("")}`, portTaken: /Address already in use/.test(output.join("")) };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A value of .dev.vars, which npm start made or completed. */
function devVar(name: string): string {
  const line = readFileSync(join(root, ".dev.vars"), "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}=`));
  if (!line) throw new Error(`${name} is missing from .dev.vars`);
  return line.slice(name.length + 1).trim();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  removeStaleState();
  const met = await startFakeMet();
  // Another run may take the free port between our check and wrangler's bind: then try another.
  for (let attempt = 1; ; attempt += 1) {
    const started = await startApp(await choosePort(), met.url);
    if (started.ok) {
      await fillChallengePool(started.url, stateDir);
      project.provide("baseUrl", started.url);
      project.provide("stateDir", stateDir);
      project.provide("metServer", met.url);
      project.provide("adminTotp", { secret: devVar("ADMIN_TOTP_SECRET"), stepFile: join(stateDir, "admin-totp-step") });
      return async () => {
        await started.stop();
        await met.stop();
      };
    }
    if (!started.portTaken || attempt === 3) {
      await met.stop();
      throw new Error(started.failure);
    }
  }
}
