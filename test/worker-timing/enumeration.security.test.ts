import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginEvents, throttleHits } from "@worker/db/schema";
import { call } from "../helpers/api";
import { registrationBody } from "../helpers/auth";
import { createUser, directory, uniqueName } from "../helpers/factories";

const SAMPLES = 100;
const MAX_MEDIAN_GAP_MS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every error body names its own request; what must not differ between known and unknown is the rest. */
const withoutRequestId = (text: string) => text.replace(/"requestId":"[^"]*"/, '"requestId":"…"');

/** Times each request in the Worker; known and unknown samples alternate so drift hits both alike. */
async function timedPairs(samples: number, known: (i: number) => Promise<Response>, unknown: (i: number) => Promise<Response>, setup?: () => Promise<unknown>) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = { known: new Set<string>(), unknown: new Set<string>() };
  for (let i = 0; i < samples; i += 1) {
    for (const side of i % 2 ? (["unknown", "known"] as const) : (["known", "unknown"] as const)) {
      await setup?.();
      const started = performance.now();
      const response = await (side === "known" ? known(i) : unknown(i));
      times[side].push(performance.now() - started);
      answers[side].add(`${response.status} ${withoutRequestId(await response.text())}`);
    }
  }
  // The median of the paired differences: each pair ran back to back, so drift in the machine's
  // speed cancels out, and the median ignores the odd pause.
  const differences = times.known.map((known, index) => known - times.unknown[index]!);
  return { gap: Math.abs(median(differences)), medians: [median(times.known), median(times.unknown)], answers };
}

describe("no user enumeration", () => {
  it("sign-in answers a known username with a wrong password like an unknown username, in the same time", async () => {
    const user = await createUser();
    const ip = { "CF-Connecting-IP": "198.51.100.7" };
    const result = await timedPairs(
      SAMPLES,
      () => call("POST", "/api/auth/login", { body: { username: user.username, password: "wrong-password" }, headers: ip }),
      (i) => call("POST", "/api/auth/login", { body: { username: `nobody${i}x`, password: "wrong-password" }, headers: ip }),
      // Without this the rate limit would answer early; it is tested on its own.
      () => directory.delete(loginEvents).where(eq(loginEvents.ip, "198.51.100.7")),
    );
    console.info(`login medians (ms): known ${result.medians[0]}, unknown ${result.medians[1]}, paired difference ${result.gap}`);
    expect([...result.answers.known]).toEqual([...result.answers.unknown]);
    expect(result.gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  }, 240_000);

  it("a reset request answers a known address like an unknown one, in the same time", async () => {
    const user = await createUser();
    const result = await timedPairs(
      SAMPLES,
      () => call("POST", "/api/auth/reset-password", { body: { email: user.email } }),
      (i) => call("POST", "/api/auth/reset-password", { body: { email: `nobody${i}@example.test` } }),
      // Without this the per-address mail limit would answer the repeated known address early; it is tested on its own.
      () => directory.delete(throttleHits),
    );
    console.info(`reset medians (ms): known ${result.medians[0]}, unknown ${result.medians[1]}, paired difference ${result.gap}`);
    expect([...result.answers.known]).toEqual([...result.answers.unknown]);
    expect(result.gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  }, 120_000);

  it("registration answers a taken e-mail address like a new one, in the same time", async () => {
    const owner = await createUser();
    const result = await timedPairs(
      SAMPLES,
      async () => call("POST", "/api/auth/register", { body: await registrationBody({ email: owner.email }) }),
      async () => {
        const username = uniqueName("fresh");
        return call("POST", "/api/auth/register", { body: await registrationBody({ username, email: `${username}@example.test` }) });
      },
      () => directory.delete(throttleHits),
    );
    console.info(`register medians (ms): taken ${result.medians[0]}, new ${result.medians[1]}, paired difference ${result.gap}`);
    expect([...result.answers.known]).toEqual([...result.answers.unknown]);
    expect(result.gap).toBeLessThan(MAX_MEDIAN_GAP_MS);
  }, 300_000);
});
