import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const PORT = 8799;
const BASE_URL = `http://127.0.0.1:${PORT}`;
const STARTUP_TIMEOUT_MS = 120_000;
const root = new URL("../..", import.meta.url).pathname;
// A fresh, empty database for every run (scripts/start.mjs reads STATE_DIR).
const stateDir = join(root, ".wrangler", `e2e-state-${process.pid}`);

async function healthy(): Promise<boolean> {
  try {
    const response = await fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(2_000) });
    const body: unknown = await response.json();
    return response.ok && typeof body === "object" && body !== null && "ok" in body && body.ok === true;
  } catch {
    return false;
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

async function stop(child: ChildProcess): Promise<void> {
  killGroup(child, "SIGTERM");
  await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 10_000))]);
  // workerd can outlive its parent for a moment; nothing of this run may survive it.
  killGroup(child, "SIGKILL");
  rmSync(stateDir, { recursive: true, force: true });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (await healthy()) throw new Error(`Something already answers on ${BASE_URL}; stop it before running the browser tests.`);
  rmSync(stateDir, { recursive: true, force: true });

  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ["--experimental-strip-types", "--no-warnings=ExperimentalWarning", "scripts/start.mjs"],
    {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, PORT: String(PORT), STATE_DIR: stateDir, NO_COLOR: "1", WRANGLER_SEND_METRICS: "false" },
    },
  );
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 400) output.splice(0, output.length - 400);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await healthy())) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop(child);
      const why = child.exitCode !== null ? `exited with ${child.exitCode}` : `did not answer within ${STARTUP_TIMEOUT_MS / 1000} s`;
      throw new Error(`npm start ${why}. Its output:\n${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  project.provide("baseUrl", BASE_URL);
  return () => stop(child);
}
