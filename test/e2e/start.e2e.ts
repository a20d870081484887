import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlAt } from "./helpers/database";
import { alive } from "./helpers/processes";

/**
 * `npm start` as a newcomer runs it (scripts/start.mjs): its crons fire on their own against the
 * local Worker, and Ctrl+C leaves nothing running. A second app of its own, beside the suite's.
 */
const root = new URL("../..", import.meta.url).pathname;
const stateDir = join(root, ".wrangler", `e2e-start-${process.pid}`);
const port = String(8900 + (process.pid % 90));
/** The crons' next time this soon after the app is up, instead of up to five minutes: time enough to put the items in first. */
const NEXT_RUN_IN_MS = 20_000;

let app: ChildProcess;
let output = "";

const sql = <T>(command: string): T[] => sqlAt<T>(stateDir, command);

/** Every process below `pid` now, from /proc. */
function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its last ')' are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // Gone while reading.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parentOf) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s. npm start said:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

beforeAll(async () => {
  rmSync(stateDir, { recursive: true, force: true });
  app = spawn(process.execPath, ["--experimental-strip-types", "--no-warnings=ExperimentalWarning", "scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    // dist/ is already built by the suite's own start.
    env: { ...process.env, PORT: port, STATE_DIR: stateDir, SKIP_BUILD: "1", NO_COLOR: "1", CRON_NEXT_RUN_IN_MS: String(NEXT_RUN_IN_MS) },
  });
  app.stdout?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  app.stderr?.on("data", (chunk: Buffer) => {
    output += chunk;
  });
  // A fresh state applies every migration to the directory and each family database, one wrangler run each: 1.5–3 minutes on 2 shared cores beside the other browser tests.
  await until(() => /Local admin: /.test(output), 240_000, "The start");
}, 270_000);

afterAll(() => {
  if (app.exitCode === null && app.pid !== undefined) app.kill("SIGKILL");
  rmSync(stateDir, { recursive: true, force: true });
});

// In this order whatever the run's shuffle: the last test stops the app the others read.
describe("npm start", { shuffle: false }, () => {
  it("ends its output with the cron line, the URL and the local admin, and no warning or stack trace before", () => {
    const lines = output.trim().split("\n");
    expect(lines.slice(-3)).toEqual([
      expect.stringMatching(/^Cron: \*\/5 \* \* \* \* \(every 5 minutes\) fired on schedule/),
      `FamilyHub: http://127.0.0.1:${port}`,
      expect.stringMatching(/^Local admin: admin /),
    ]);
    expect(output).not.toMatch(/warn|ENOTFOUND|\n\s+at /i);
  });

  it("purges an item ticked more than 10 minutes ago when the cron fires, and keeps one ticked a minute ago", async () => {
    const [familyId, listId, oldItem, newItem] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const item = (id: string, tickedAt: string) =>
      `INSERT INTO shopping_items (id, family_id, list_id, name, name_key, quantity, completed, completed_at, created_at) VALUES ('${id}', '${familyId}', '${listId}', 'Mjólk', 'mjolk', 1, 1, '${tickedAt}', '${ago(20)}')`;
    sql(
      [
        `INSERT INTO families (id, name, time_zone, created_at) VALUES ('${familyId}', 'Cron', 'Atlantic/Faroe', '${ago(30)}')`,
        `INSERT INTO shopping_lists (id, family_id, name, created_at) VALUES ('${listId}', '${familyId}', 'Handilslisti', '${ago(30)}')`,
        item(oldItem, ago(11)),
        item(newItem, ago(1)),
      ].join("; "),
    );
    const remaining = () => sql<{ id: string }>(`SELECT id FROM shopping_items WHERE family_id = '${familyId}'`).map((row) => row.id);
    await until(() => !remaining().includes(oldItem), 60_000, "The purge");
    expect(remaining()).toEqual([newItem]);
  }, 90_000);

  it("leaves no process behind after Ctrl+C", async () => {
    const children = descendants(app.pid!);
    expect(children.length).toBeGreaterThan(0);
    app.kill("SIGINT");
    await until(() => app.exitCode !== null, 15_000, "The exit after SIGINT");
    await until(() => children.every((pid) => !alive(pid)), 10_000, "The children's exit");
    expect(app.exitCode).toBe(0);
  }, 30_000);
});
