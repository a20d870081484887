import { drizzle } from "drizzle-orm/d1";
import type { Bindings, Db } from "../env";

/**
 * Where rows live (docs/scale.md "Several databases"): the directory (`DB`) says which family
 * database holds each family and each account; the family databases (`DB_00`, `DB_01`, …, declared
 * in wrangler.toml) hold everything of a family. Every database has the same schema.
 */
export type FamilyDatabaseName = `DB_${string}`;

const FAMILY_DATABASE = /^DB_\d{2}$/;

export const isFamilyDatabaseName = (name: unknown): name is FamilyDatabaseName => typeof name === "string" && FAMILY_DATABASE.test(name);

/** The family databases this deployment declares, by binding name, in order. */
export function familyDatabaseNames(env: Bindings): FamilyDatabaseName[] {
  return Object.keys(env).filter(isFamilyDatabaseName).sort();
}

/** The D1 binding of a family database; throws for a name this deployment does not declare. */
export function familyD1(env: Bindings, name: FamilyDatabaseName): D1Database {
  const binding = env[name];
  if (!binding) throw new Error(`no family database ${name} is declared`);
  return binding;
}

// No `schema` option: the app uses no relational queries, and drizzle would rebuild the relational
// config of every table on each request.
export const drizzleOf = (d1: D1Database | D1DatabaseSession): Db => drizzle(d1 as D1Database) as Db;

export const directoryDb = (env: Pick<Bindings, "DB">): Db => drizzleOf(env.DB);

export const familyDb = (env: Bindings, name: FamilyDatabaseName): Db => drizzleOf(familyD1(env, name));

/** Every family database with its name, for what walks all families (crons, the admin panel, a broadcast). */
export const familyDbs = (env: Bindings): { name: FamilyDatabaseName; db: Db }[] => familyDatabaseNames(env).map((name) => ({ name, db: familyDb(env, name) }));

export type DatabaseName = "DB" | FamilyDatabaseName;

/**
 * Every database, the directory first: what the admin panel and the crons walk. The directory holds
 * no family's rows, but what comes before an account is known (throttles, registration challenges,
 * sign-in attempts) and has to expire too; every database has every table, so any query runs on each.
 */
export const everyDatabase = (env: Bindings): { name: DatabaseName; db: Db }[] => [{ name: "DB", db: directoryDb(env) }, ...familyDbs(env)];

/** The D1 binding of the directory or a family database. */
export const databaseD1 = (env: Bindings, name: DatabaseName): D1Database => (name === "DB" ? env.DB : familyD1(env, name));

/** The database of a name this deployment declares (the directory or a family database), else undefined. */
export function databaseNamed(env: Bindings, name: string): Db | undefined {
  if (name === "DB") return directoryDb(env);
  return isFamilyDatabaseName(name) && env[name] ? familyDb(env, name) : undefined;
}

/**
 * Asks each of `databases` at once and answers the first, in their order, whose answer is a value,
 * with its name: for what names no database (a typed code, an e-mailed link, a moved screen's token).
 */
export async function firstHolding<T>(
  databases: readonly { name: FamilyDatabaseName; db: Db }[],
  look: (db: Db) => Promise<T | null | undefined>,
): Promise<{ name: FamilyDatabaseName; found: T } | undefined> {
  const answers = await Promise.all(databases.map(async ({ name, db }) => ({ name, found: await look(db) })));
  const hit = answers.find((answer) => answer.found !== null && answer.found !== undefined);
  return hit && { name: hit.name, found: hit.found as T };
}
