// The D1 databases of a wrangler config, as wrangler reads them: the directory (`DB`) and the family
// databases (`DB_00`, `DB_01`, …; worker/db/databases.ts), so no script keeps a list of its own.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { experimental_readRawConfig, unstable_readConfig } from "wrangler";

const FAMILY_DATABASE = /^DB_\d{2}$/;
const isOurDatabase = (binding) => binding === "DB" || FAMILY_DATABASE.test(binding);

/** The config's databases by binding: `DB` first, then the family databases in order. */
export function databaseBindings(configPath) {
  const bindings = (unstable_readConfig({ config: configPath }).d1_databases ?? []).map((database) => database.binding).filter(isOurDatabase);
  if (!bindings.includes("DB")) throw new Error(`${configPath} declares no directory database (binding DB)`);
  return ["DB", ...bindings.filter((binding) => binding !== "DB").sort()];
}

export const familyDatabaseBindings = (configPath) => databaseBindings(configPath).filter((binding) => binding !== "DB");

const familyBinding = (index) => `DB_${String(index).padStart(2, "0")}`;

/**
 * The config to run `count` family databases with locally (`FAMILY_DATABASES`, `--databases`):
 * wrangler.toml itself for as many as it declares, else a generated copy with the next `DB_nn`
 * declared after its last one. The copy sits beside
 * wrangler.toml because wrangler resolves `main`, `[assets] directory`, `migrations_dir`,
 * `.dev.vars` and the local state (.wrangler/state) relative to the config file. One file per count,
 * rewritten only when it changes: `wrangler dev` reloads on a change to its config.
 */
export function configForFamilyDatabases(root, count) {
  const declared = join(root, "wrangler.toml");
  const { rawConfig } = experimental_readRawConfig({ config: declared });
  const databases = rawConfig.d1_databases ?? [];
  const family = databases.filter((database) => FAMILY_DATABASE.test(database.binding));
  if (count === undefined || count === family.length) return declared;
  if (!Number.isInteger(count) || count < family.length || count > 100) {
    throw new Error(`family databases: ${count} asked, wrangler.toml declares ${family.length}; a local run takes ${family.length} to 100`);
  }
  const last = family.at(-1);
  const extra = Array.from({ length: count - family.length }, (_, offset) => {
    const index = family.length + offset;
    const suffix = String(index).padStart(2, "0");
    return {
      ...last,
      binding: familyBinding(index),
      database_name: `${rawConfig.name}-${suffix}`,
      // Local only: an id of the placeholders' pattern, apart from any real one.
      database_id: `00000000-0000-0000-0000-0000000001${suffix}`,
    };
  });
  const at = databases.indexOf(last) + 1;
  const config = { ...rawConfig, d1_databases: [...databases.slice(0, at), ...extra, ...databases.slice(at)] };
  const path = join(root, `wrangler.${count}-family-databases.json`);
  const text = `${JSON.stringify(config, null, 2)}\n`;
  if (!existsSync(path) || readFileSync(path, "utf8") !== text) {
    writeFileSync(`${path}.${process.pid}`, text);
    renameSync(`${path}.${process.pid}`, path);
  }
  return path;
}

/** How many family databases a local run asks for: `--databases N`, else FAMILY_DATABASES, else undefined (as declared). */
export function familyDatabaseCount(argv = process.argv, env = process.env) {
  const flag = argv.indexOf("--databases");
  const value = flag >= 0 ? argv[flag + 1] : env.FAMILY_DATABASES || undefined;
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`family databases: "${value}" is not a number`);
  return Number(value);
}
