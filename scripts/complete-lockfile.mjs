// `npm run lockfile:complete`: adds to package-lock.json the platform entries an `npm install`
// through a registry mirror left out (scripts/lockfile-platforms.mjs says why), so `npm ci` takes it.
// Run it when test/unit/lockfile.test.ts says the lockfile is incomplete, and commit the result.
import { writeFileSync } from "node:fs";
import { missingPlatformEntries, readLockfile } from "./lockfile-platforms.mjs";

const lock = readLockfile();
const missing = missingPlatformEntries(lock.packages);
Object.assign(lock.packages, missing);
writeFileSync(new URL("../package-lock.json", import.meta.url), `${JSON.stringify(lock, null, 2)}\n`);
const added = Object.keys(missing).length;
console.log(added ? `complete-lockfile: added ${added} platform entries` : "complete-lockfile: nothing missing");
