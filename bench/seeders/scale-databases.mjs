// The scale phase's families spread over the family databases before the app starts (issue 52):
// registration places each new family in the open database with the fewest accounts, so equal
// families fill the databases evenly; here each database gets one range of family numbers, and the
// directory (DB) the accounts' and families' placements, so sign-in and every read find them there.
import { d1Bytes, d1File, d1FileBytes, d1UsedBytes } from "../lib/app.mjs";
import { SCALE_ROWS_PER_FAMILY, scaleDirectorySql, scaleFamiliesSql } from "./scale.mjs";
import { writeSql } from "./sql.mjs";

/** Family databases' bindings, DB_00…: the names worker/db/databases.ts gives them. */
export const familyDatabaseNames = (count) => Array.from({ length: count }, (_, index) => `DB_${String(index).padStart(2, "0")}`);

/** Each database's range of family numbers: `families` split into `databases` as even as whole families go. */
export function spread(families, databases) {
  return familyDatabaseNames(databases).map((db, index) => {
    const first = Math.floor((families * index) / databases) + 1;
    return { db, first, families: Math.floor((families * (index + 1)) / databases) - first + 1 };
  });
}

/** The database of scale family `n` in a spread. */
export const databaseOfFamily = (parts, n) => parts.find((part) => n >= part.first && n < part.first + part.families)?.db;

/** Each database file's used bytes (free pages left out): a file's WAL, which may outlive wrangler's run, holds copies of pages. */
const usedBytes = (stateDir) => new Map([...d1FileBytes(stateDir).keys()].map((file) => [file, d1UsedBytes(stateDir, file)]));

/** The one file that grew most between two readings: local D1 names a database's file by a hash. */
function grown(before, after) {
  const [file, bytes] = [...after].map(([name, size]) => [name, size - (before.get(name) ?? 0)]).sort((a, b) => b[1] - a[1])[0];
  return { file, bytes };
}

const timed = (work) => {
  const started = performance.now();
  const value = work();
  return { value, seconds: (performance.now() - started) / 1000 };
};

/** Seeds each database's share, then its directory rows: the time and the file's growth of each. */
export function seedScaleDatabases({ appDir, stateDir, workDir, families, databases, nowSec, passwordHash, log }) {
  const parts = spread(families, databases);
  const bytesBefore = d1Bytes(stateDir);
  const seeded = [];
  let directory = { seconds: 0, bytes: 0, file: null };
  for (const part of parts) {
    const before = usedBytes(stateDir);
    const statements = scaleFamiliesSql({ first: part.first, families: part.families, nowSec, passwordHash });
    const { seconds } = timed(() => d1File(appDir, stateDir, writeSql(workDir, `scale-${part.db}`, statements), part.db));
    const middle = usedBytes(stateDir);
    const family = grown(before, middle);
    const placed = timed(() => d1File(appDir, stateDir, writeSql(workDir, `scale-directory-${part.db}`, scaleDirectorySql({ ...part, nowSec })), "DB"));
    const inDirectory = grown(middle, usedBytes(stateDir));
    directory = { seconds: directory.seconds + placed.seconds, bytes: directory.bytes + inDirectory.bytes, file: inDirectory.file };
    seeded.push({ ...part, seconds, file: family.file, bytes: family.bytes, bytesPerFamily: family.bytes / part.families, directorySeconds: placed.seconds });
    log(
      `  ${part.db}: ${part.families} families in ${seconds.toFixed(1)} s, ${Math.round(family.bytes / part.families)} bytes each; directory rows ${placed.seconds.toFixed(1)} s`,
    );
  }
  const bytesAfter = d1Bytes(stateDir);
  const familyBytes = seeded.reduce((sum, part) => sum + part.bytes, 0);
  const seconds = seeded.reduce((sum, part) => sum + part.seconds, 0) + directory.seconds;
  return {
    families,
    seconds,
    rowsPerFamily: Object.values(SCALE_ROWS_PER_FAMILY).reduce((sum, rows) => sum + rows, 0),
    bytesBefore,
    bytesAfter,
    bytesPerFamily: familyBytes / families,
    projectedMillionBytes: (familyBytes / families) * 1_000_000,
    databases: seeded,
    directory: { ...directory, bytesPerFamily: directory.bytes / families },
  };
}
