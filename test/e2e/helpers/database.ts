import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { inject } from "vitest";

const root = new URL("../../..", import.meta.url).pathname;

/**
 * Runs SQL on a running local app's D1 database through `wrangler d1 execute`, for what no route
 * can make: rows dated in the past (a family's purchase history) or read back as they are stored.
 */
export function sqlAt<T>(stateDir: string, command: string): T[] {
  const result = spawnSync(
    join(root, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", command],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
    },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed:\n${result.stderr}${result.stdout}`);
  return (JSON.parse(result.stdout) as { results: T[] }[])[0]?.results ?? [];
}

/** SQL on the suite's own app (global-setup.ts). */
export const sqlOnServer = <T>(command: string): T[] => sqlAt<T>(inject("stateDir"), command);
