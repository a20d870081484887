import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "@worker/lib/passwords";

/** Cloudflare Workers' memory limit per isolate. */
const WORKER_MEMORY_BYTES = 128 * 1024 * 1024;

describe("password hashing", () => {
  it("uses OWASP's scrypt parameters and stores them in the hash", async () => {
    const hash = await hashPassword("a-long-enough-password");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash("scrypt$1024$8$1$c2FsdA==$a2V5")).toBe(true);
  });

  it("fits the Workers runtime: 16 MiB of memory and well under a second of CPU per hash in workerd", async () => {
    const [, n, r] = (await hashPassword("a-long-enough-password")).split("$");
    const memory = 128 * Number(n) * Number(r);
    expect(memory).toBe(16 * 1024 * 1024);
    expect(memory * 2).toBeLessThan(WORKER_MEMORY_BYTES);
    const started = performance.now();
    await hashPassword("timing-the-hash");
    // workerd's clock only moves across I/O, and the hash is I/O to the runtime, so this measures it.
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("verifies the right password only, with salts that differ per hash", async () => {
    const first = await hashPassword("Ærligt loyniorð 🙂");
    const second = await hashPassword("Ærligt loyniorð 🙂");
    expect(first).not.toBe(second);
    expect(await verifyPassword("Ærligt loyniorð 🙂", first)).toBe(true);
    expect(await verifyPassword("ærligt loyniorð 🙂", first)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  it("uses every character of a 256-character password", async () => {
    const long = "p".repeat(255);
    const hash = await hashPassword(`${long}A`);
    expect(await verifyPassword(`${long}A`, hash)).toBe(true);
    expect(await verifyPassword(`${long}B`, hash)).toBe(false);
  });
});
