import { describe, expect, it } from "vitest";
import { type LockEntry, missingPlatformEntries, readLockfile } from "../../scripts/lockfile-platforms.mjs";

// `npm ci` (.ci/run) refuses a lockfile that lacks an optional dependency's platform build as out
// of sync; no install script repairs it, so the committed lockfile itself must be complete.

const packages: Record<string, LockEntry> = readLockfile().packages;

describe("package-lock.json", () => {
  it("holds every platform build of every optional dependency, so npm ci takes it on a clean machine", () => {
    expect(missingPlatformEntries(packages)).toEqual({});
  });

  it("an entry left out by an install through a mirror is found again, with its platform", () => {
    const path = Object.keys(packages).find((key) => key.endsWith("/@rollup/rollup-darwin-arm64"));
    expect(path).toBeDefined();
    const { [path!]: _dropped, ...incomplete } = packages;
    expect(missingPlatformEntries(incomplete)[path!]).toMatchObject({ optional: true, os: ["darwin"], cpu: ["arm64"] });
  });
});
