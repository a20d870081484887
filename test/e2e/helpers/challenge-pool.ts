import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Registration challenges fetched once, when the suite's server starts, so that by the time a file
 * registers its users the server's 5-second minimum age has long passed: without the pool every
 * file waited those 5 s (about two minutes of the whole run). Each challenge has a client address
 * of its own (198.19.0.0/16, inside the 198.18.0.0/15 block kept for tests and apart from the
 * addresses `newClient` draws), because registrations are throttled per client. The files run in
 * processes of their own, so a challenge is claimed by creating its directory, which only one
 * process can do.
 */
export interface PooledChallenge {
  a: number;
  b: number;
  securityToken: string;
  client: string;
  /** When the challenge was issued (this machine's clock). */
  fetchedAt: number;
}

/** More than the suite registers (about 80 users); past it, users fetch their own and wait. */
const POOL_SIZE = 160;
const PARALLEL = 8;

const poolFile = (dir: string) => join(dir, "challenge-pool.json");

export async function fillChallengePool(baseUrl: string, dir: string): Promise<void> {
  const pool: PooledChallenge[] = [];
  for (let start = 0; start < POOL_SIZE; start += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, POOL_SIZE - start) }, async (_, offset) => {
      const index = start + offset;
      const client = `198.19.${index >> 8}.${index & 255}`;
      const response = await fetch(`${baseUrl}/api/auth/challenge`, { headers: { "cf-connecting-ip": client } });
      if (!response.ok) throw new Error(`GET /api/auth/challenge answered ${response.status}: ${await response.text()}`);
      const { a, b, securityToken } = (await response.json()) as Omit<PooledChallenge, "client" | "fetchedAt">;
      return { a, b, securityToken, client, fetchedAt: Date.now() };
    });
    pool.push(...(await Promise.all(batch)));
  }
  writeFileSync(poolFile(dir), JSON.stringify(pool));
}

let pool: PooledChallenge[] | undefined;

/** An unclaimed challenge of the pool, or undefined when all are taken. */
export function claimChallenge(dir: string): PooledChallenge | undefined {
  pool ??= JSON.parse(readFileSync(poolFile(dir), "utf8")) as PooledChallenge[];
  for (const [index, challenge] of pool.entries()) {
    try {
      mkdirSync(join(dir, `challenge-claimed-${index}`));
      return challenge;
    } catch {
      // Another file took this one.
    }
  }
  return undefined;
}
