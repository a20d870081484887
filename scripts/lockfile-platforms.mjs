// Which platform builds of optional dependencies package-lock.json lacks. `npm ci` refuses a
// lockfile without them as out of sync, and an `npm install` through a registry mirror that lacks
// some platforms' builds (ours lacked rollup's, workerd's, tailwind's oxide's and lightningcss's for
// darwin/windows) writes such a lockfile. test/unit/lockfile.test.ts holds the committed lockfile
// complete; `npm run lockfile:complete` adds what is missing.
import { readFileSync } from "node:fs";

/** The committed lockfile, parsed. */
export const readLockfile = () => JSON.parse(readFileSync(new URL("../package-lock.json", import.meta.url), "utf8"));

const OS = [["darwin"], ["win32", "windows"], ["freebsd"], ["openbsd"], ["android"], ["openharmony"], ["sunos"], ["aix"], ["netbsd"], ["linux"]];
const CPU = [
  ["arm64", "aarch64"],
  ["x64", "64"],
  ["ia32"],
  ["arm", "armv7", "gnueabihf", "musleabihf"],
  ["loong64"],
  ["ppc64"],
  ["riscv64"],
  ["s390x"],
  ["wasm32"],
];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = OS.find((aliases) => aliases.some((alias) => parts.includes(alias)))?.[0];
  const cpu = CPU.find((aliases) => aliases.some((alias) => parts.includes(alias)))?.[0];
  const libc = parts.includes("musl") ? "musl" : parts.includes("gnu") ? "glibc" : undefined;
  return { os, cpu, libc };
}

/** Whether npm finds `dep`, required from the package at `path`, in the lockfile's `packages`. */
function resolves(packages, path, dep) {
  for (let base = path; ; base = base.slice(0, base.lastIndexOf("/node_modules/"))) {
    if (packages[`${base}/node_modules/${dep}`]) return true;
    if (!base.includes("/node_modules/")) return Boolean(packages[`node_modules/${dep}`]);
  }
}

/**
 * The entries the lockfile's `packages` lacks, by the path npm would install them at. Each carries
 * the platform (os/cpu/libc) read from the package's name, so npm skips it elsewhere without a download.
 */
export function missingPlatformEntries(packages) {
  const missing = {};
  // An entry added for one package serves the next that needs it from the same place.
  const completed = { ...packages };
  for (const [path, entry] of Object.entries(packages)) {
    for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (resolves(completed, path, dep)) continue;
      const { os, cpu, libc } = platformOf(dep);
      const target = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
      completed[target] = missing[target] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...(cpu ? { cpu: [cpu] } : {}),
        ...(os ? { os: [os] } : {}),
        ...(libc ? { libc: [libc] } : {}),
      };
    }
  }
  return missing;
}
