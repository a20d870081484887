import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "@worker/db/schema";
import type { BackupRow } from "./format";
import { retiredShares } from "./totals";

/**
 * What a backup holds (docs/features/backup.md): every table, in an order where each row's
 * references point to tables written before it, each with the columns its keyset pages are read
 * in. A table of the schema that is in neither list fails test/unit/backup-tables.test.ts.
 */
const BACKED_UP: readonly { table: SQLiteTable; key: readonly string[] }[] = [
  { table: schema.families, key: ["id"] },
  { table: schema.users, key: ["id"] },
  { table: schema.familyMembers, key: ["id"] },
  { table: schema.familyInvites, key: ["id"] },
  // The children's cards (docs/features/helpers.md); the helpers' links are credentials, left out below.
  { table: schema.childCards, key: ["member_id"] },
  { table: schema.events, key: ["id"] },
  // Two homes: each home's own copy of the link, its swaps and what the other home shared (docs/features/two-homes.md).
  { table: schema.childLinks, key: ["id", "family_id"] },
  { table: schema.custodySwaps, key: ["id", "family_id"] },
  { table: schema.otherHomeEvents, key: ["id", "family_id"] },
  // Outside calendars and their imported occurrences: restored as they were, so a restored
  // subscription whose feed answers 304 still shows its events (docs/features/outside-calendars.md).
  { table: schema.calendarSubscriptions, key: ["id"] },
  { table: schema.subscriptionEvents, key: ["id"] },
  { table: schema.shoppingLists, key: ["id"] },
  // The recipe box, before the dinners planned from it (docs/features/recipes.md); its pictures are album photos, left out below.
  { table: schema.recipes, key: ["id"] },
  { table: schema.dinnerMeals, key: ["id"] },
  { table: schema.mealIngredients, key: ["id"] },
  { table: schema.shoppingItems, key: ["id"] },
  // Kept by triggers on purchases: exported so the restore can prove the rebuilt totals equal these.
  // Before the purchases, because the share of purchases retention deleted is written first.
  { table: schema.purchaseTotals, key: ["family_id", "name_key"] },
  { table: schema.purchases, key: ["id"] },
  { table: schema.reminders, key: ["id"] },
  { table: schema.chores, key: ["id"] },
  { table: schema.choreCompletions, key: ["id"] },
  { table: schema.rewards, key: ["id"] },
  { table: schema.rewardRequests, key: ["id"] },
  { table: schema.starLedger, key: ["id"] },
  { table: schema.supportTickets, key: ["id"] },
  { table: schema.ticketResponses, key: ["id"] },
  { table: schema.adminMessages, key: ["id"] },
  { table: schema.adminMessageReads, key: ["message_id", "user_id"] },
  { table: schema.pushPreferences, key: ["user_id"] },
  { table: schema.loginEvents, key: ["id"] },
  { table: schema.securityEvents, key: ["id"] },
  { table: schema.appErrors, key: ["id"] },
];

/** Tables a backup never holds, and why. */
export const LEFT_OUT: Readonly<Record<string, string>> = {
  sessions: "signed-in devices: a restore signs everyone in again with their own password",
  second_factors:
    "administrators' TOTP secrets, sealed under this deployment's JWT_SECRET: a restored administrator enrols a second factor again at their next sign-in",
  recovery_codes: "the recovery codes of those second factors, which go with them",
  mfa_tokens: "sign-ins waiting for their code for five minutes at most",
  enrolment_codes: "one-time codes that let an administrator enrol a second factor: a restored administrator gets a new one from `npm run make-admin`",
  second_factor_attempts: "administrators' second-factor codes of the last 15 minutes, counted against guessing",
  auth_tokens: "live secrets (e-mail verification, password reset, registration challenges, live tickets) that must not outlive their moment",
  outbox: "mail already sent through the local outbox, which carries reset links",
  throttle_hits: "short-lived counters of throttled actions",
  dav_sign_in_failures: "failed CalDAV sign-ins of the last 15 minutes, counted against guessing",
  calendar_fetches: "outside calendars' fetches of the last hour, counted against the family's pace",
  push_subscriptions: "devices' channels to their push services, tied to sessions a restore does not keep; the app subscribes again at its next start",
  push_sent: "the timed pushes of the last two days already sent; a restore's new start may repeat at most one day's",
  push_retries: "pushes waiting for another attempt, for subscriptions a restore does not keep",
  family_versions: "change counters behind the family reads' ETags; restoring the rows counts them afresh, from random starts",
  purchase_retention: "the retention job's guard, empty outside its own batch",
  finished_jobs:
    "which one-time cron jobs have done their work in this database: a restore deletes the marks, so each runs once more over what the file brought",
  app_passwords: "devices' CalDAV passwords, like sessions: after a restore each phone gets a new app password from the Samstilling screen",
  dav_changes: "the CalDAV change log behind sync tokens: restoring the rows logs them afresh, so a phone's next sync brings it up to date",
  dav_collections: "each CalDAV collection's newest change, kept by a trigger on dav_changes",
  dav_sync_floors: "how far each family's CalDAV change log was pruned, which goes with the log",
  dav_log_sizes: "how many changes each family's CalDAV change log holds, which goes with the log",
  dav_text_usage: "the bytes of the phones' kept texts per family, counted afresh by triggers as the rows are restored",
  kitchen_screens: "kitchen screens' device sessions, like the phones' sessions: a restore pairs each screen again",
  kitchen_pairings: "pairing codes valid for ten minutes",
  helper_links:
    "helpers' links are credentials, like kitchen screens: a restore makes none, and a parent makes each helper a new link (the helper stays a member of the family, the children's cards come back)",
  helper_devices: "the devices that opened a helper's link, each one's session: they go with the links",
  home_link_invites: "one-time codes inviting a child's other home, valid a week: a parent makes a new one",
  kitchen_pin_tries: "wrong PINs of the last 15 minutes, counted against guessing",
  directory_accounts: "which database holds each account: a restore writes it afresh for the accounts it brings (docs/scale.md)",
  directory_families: "which database holds each family: a restore writes it afresh for the families it brings",
  weather_forecasts: "MET Norway's forecasts per place, shared by every family there and kept in the directory: fetched again at the wall's next read",
  family_moves: "families being moved to another database, whose writes wait for some seconds: a restore is no move",
  photos:
    "the album's rows name bytes kept in R2, which a backup file does not carry: a restored family starts with an empty album, its recipes and dinners without their pictures (EMPTIED_COLUMNS; docs/features/photos.md)",
  client_ids:
    "ids of rows phones added, kept a week so a replayed offline add cannot bring back a deleted row; no queued change outlives a restore's new start",
};

/**
 * Tables the database rebuilds itself: the restore checks the file's rows and writes only what the
 * database cannot rebuild, as the function makes it from the file's tables.
 */
export const DERIVED_TABLES: ReadonlyMap<string, (tables: Record<string, BackupRow[]>) => BackupRow[]> = new Map([["purchase_totals", retiredShares]]);

type ColumnKind = "text" | "integer" | "boolean";

export interface BackupColumn {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  values?: readonly string[];
}

interface BackupReference {
  column: string;
  table: string;
  foreignColumn: string;
}

export interface BackupTable {
  name: string;
  key: readonly string[];
  columns: readonly BackupColumn[];
  references: readonly BackupReference[];
}

function kindOf(columnType: string): ColumnKind {
  if (columnType === "SQLiteBoolean") return "boolean";
  if (columnType === "SQLiteInteger") return "integer";
  return "text";
}

function describe({ table, key }: { table: SQLiteTable; key: readonly string[] }): BackupTable {
  const config = getTableConfig(table);
  const columns = config.columns.map((column) => ({
    name: column.name,
    kind: kindOf(column.columnType),
    nullable: !column.notNull,
    ...(column.enumValues?.length ? { values: column.enumValues } : {}),
  }));
  const references = config.foreignKeys.flatMap((foreignKey) => {
    const { columns: from, foreignColumns, foreignTable } = foreignKey.reference();
    return from.map((column, index) => ({
      column: column.name,
      table: getTableConfig(foreignTable).name,
      foreignColumn: foreignColumns[index]?.name ?? "id",
    }));
  });
  return { name: config.name, key, columns, references };
}

/** The backed-up tables in dependency order, described from the schema itself so the two cannot drift apart. */
export const BACKUP_TABLES: readonly BackupTable[] = BACKED_UP.map(describe);

export const BACKUP_TABLE_NAMES: readonly string[] = BACKUP_TABLES.map((table) => table.name);

/**
 * Columns that name a row of a table the backup leaves out: a recipe's and a dinner's picture,
 * whose photo (and its bytes in R2) no file carries. The export writes them empty and the restore
 * empties them (withDerivedColumns), so a restored row never names a row that is not there; each
 * is a key that is set null when its row goes, so empty is a state the app knows.
 */
export const EMPTIED_COLUMNS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  BACKUP_TABLES.flatMap((table) => {
    const columns = table.references.filter((reference) => !BACKUP_TABLE_NAMES.includes(reference.table)).map((reference) => reference.column);
    return columns.length > 0 ? [[table.name, columns]] : [];
  }),
);

/** Every table of the schema, for the test that each is either backed up or left out with a reason. */
export const SCHEMA_TABLE_NAMES: readonly string[] = Object.values(schema).flatMap((value: unknown) =>
  is(value, SQLiteTable) ? [getTableConfig(value).name] : [],
);
