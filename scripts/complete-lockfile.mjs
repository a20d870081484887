// Adds the lockfile entries that `npm install` leaves out when the registry it reaches lacks some
// platform builds of an optional dependency (seen with our mirror: rollup, workerd, tailwind's oxide,
// lightningcss for darwin/windows). Without them `npm ci` refuses the lockfile as out of sync. The
// entries carry the platform (os/cpu) read from the package name, so npm skips them here without a
// download. Run after every `npm install` that changes package-lock.json: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));
const packages = lock.packages;

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

/** Where npm would look for `dep` required from the package at `path`. */
function resolve(path, dep) {
  for (let base = path; ; base = base.slice(0, base.lastIndexOf("/node_modules/"))) {
    if (packages[`${base}/node_modules/${dep}`]) return true;
    if (!base.includes("/node_modules/")) return Boolean(packages[`node_modules/${dep}`]);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolve(path, dep)) continue;
    const { os, cpu, libc } = platformOf(dep);
    const target = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    packages[target] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `complete-lockfile: added ${added} platform entries` : "complete-lockfile: nothing missing");
