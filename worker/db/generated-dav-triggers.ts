import { DAV_CHANGES_PER_FAMILY, DAV_TEXT_FAMILY_MAX_BYTES, DAV_TEXT_MAX_BYTES } from "@contract/caldav-limits";
import { DAV_LOGGED_TABLES, type DavLoggedTable } from "./dav-tables";
import { createTrigger, type Trigger } from "./trigger";

/**
 * CalDAV's change-log and storage-cap triggers (docs/features/caldav.md "Sync", "Storage caps"),
 * written from DAV_LOGGED_TABLES and contract/caldav-limits.ts into the generated migration with
 * the version and row-cap ones (worker/db/generated-triggers.ts).
 */

type Row = "new" | "old";

const column = (row: Row, name: string) => `${row}.\`${name}\``;

function sharedCollectionOf(table: DavLoggedTable, row: Row): string {
  if (!table.per) return `'${table.collection}'`;
  const per = column(row, table.per.column);
  if (!table.per.orShared) return `'${table.collection}-' || ${per}`;
  return `CASE WHEN ${per} IS NULL THEN '${table.collection}' ELSE '${table.collection}-' || ${per} END`;
}

/** The log a row's change goes to: its collection's, or its owner's own beside it (an owner gone: a log nobody reads). */
function collectionOf(table: DavLoggedTable, row: Row): string {
  const shared = sharedCollectionOf(table, row);
  if (!table.privateTo) return shared;
  const { owner, flag, value } = table.privateTo;
  return `CASE WHEN ${column(row, flag)} = '${value}' THEN '${table.collection}~' || coalesce(${column(row, owner)}, '') ELSE ${shared} END`;
}

function nameOf(table: DavLoggedTable, row: Row): string {
  const file = `${column(row, table.partOf?.key ?? "id")} || '.ics'`;
  return table.phoneWritten ? `coalesce(${column(row, "dav_name")}, ${file})` : file;
}

const ownerExists = (table: DavLoggedTable, row: Row) =>
  table.partOf ? `EXISTS (SELECT 1 FROM \`${table.partOf.table}\` WHERE \`id\` = ${column(row, table.partOf.key)})` : null;

/** One row into the log: the resource of `row`, a deletion or a change, when the conditions hold. */
function logged(table: DavLoggedTable, row: Row, deleted: boolean, conditions: readonly (string | null)[]): string {
  const values = `${column(row, "family_id")}, ${collectionOf(table, row)}, ${nameOf(table, row)}, ${deleted ? 1 : 0}, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  const held = conditions.filter((condition) => condition !== null);
  const source = held.length > 0 ? `SELECT ${values} WHERE ${held.join(" AND ")}` : `VALUES (${values})`;
  return `  INSERT INTO \`dav_changes\` (\`family_id\`, \`collection\`, \`name\`, \`deleted\`, \`changed_at\`)\n  ${source};\n`;
}

/** A row that left its collection or changed its name: its old place gets a tombstone (a part's owner, a change). */
function moved(table: DavLoggedTable): string {
  const renamed = `${nameOf(table, "old")} IS NOT ${nameOf(table, "new")}`;
  if (!table.per && !table.privateTo) return renamed;
  const condition = `${collectionOf(table, "old")} IS NOT ${collectionOf(table, "new")} OR ${renamed}`;
  return table.partOf ? `(${condition})` : condition;
}

function logTriggers(name: string, table: DavLoggedTable): Trigger[] {
  const gone = !table.partOf;
  return [
    createTrigger(`${name}_dav_insert`, name, "AFTER INSERT", ` BEGIN\n${logged(table, "new", false, [ownerExists(table, "new")])}END`),
    createTrigger(
      `${name}_dav_update`,
      name,
      "AFTER UPDATE",
      ` BEGIN\n${logged(table, "old", gone, [moved(table), ownerExists(table, "old")])}${logged(table, "new", false, [ownerExists(table, "new")])}END`,
    ),
    createTrigger(`${name}_dav_delete`, name, "AFTER DELETE", ` BEGIN\n${logged(table, "old", gone, [ownerExists(table, "old")])}END`),
  ];
}

/** Every row a statement inserts, changes or deletes in a table behind a collection logs its resource, in the same statement. */
export function davLogTriggers(): Trigger[] {
  return Object.entries(DAV_LOGGED_TABLES).flatMap(([name, table]: [string, DavLoggedTable]) => logTriggers(name, table));
}

const bytes = (row: Row) => `length(CAST(${column(row, "dav_source")} AS BLOB))`;
const orNone = (row: Row) => `coalesce(${bytes(row)}, 0)`;
const usage = "coalesce((SELECT `bytes` FROM `dav_text_usage` WHERE `family_id` = new.`family_id`), 0)";
const refusals = (familyBytes: string) =>
  `  SELECT RAISE(ABORT, 'dav_text_cap:resource') WHERE ${bytes("new")} > ${DAV_TEXT_MAX_BYTES};\n  SELECT RAISE(ABORT, 'dav_text_cap:family') WHERE ${familyBytes} > ${DAV_TEXT_FAMILY_MAX_BYTES};\n`;
const added = (amount: string) =>
  `  INSERT INTO \`dav_text_usage\` (\`family_id\`, \`bytes\`) VALUES (new.\`family_id\`, ${amount})\n  ON CONFLICT (\`family_id\`) DO UPDATE SET \`bytes\` = \`bytes\` + excluded.\`bytes\`;\n`;

function textTriggers(table: string): Trigger[] {
  const ofText = "OF `dav_source`";
  return [
    createTrigger(`${table}_dav_text_cap`, table, "BEFORE INSERT", ` WHEN new.\`dav_source\` IS NOT NULL BEGIN\n${refusals(`${usage} + ${bytes("new")}`)}END`),
    createTrigger(
      `${table}_dav_text_cap_update`,
      table,
      `BEFORE UPDATE ${ofText}`,
      `\nWHEN ${orNone("new")} > ${orNone("old")} BEGIN\n${refusals(`${usage} - ${orNone("old")} + ${bytes("new")}`)}END`,
    ),
    createTrigger(`${table}_dav_text_insert`, table, "AFTER INSERT", ` WHEN new.\`dav_source\` IS NOT NULL BEGIN\n${added(bytes("new"))}END`),
    createTrigger(
      `${table}_dav_text_update`,
      table,
      `AFTER UPDATE ${ofText}`,
      ` WHEN new.\`dav_source\` IS NOT old.\`dav_source\` BEGIN\n${added(`${orNone("new")} - ${orNone("old")}`)}END`,
    ),
    createTrigger(
      `${table}_dav_text_delete`,
      table,
      "AFTER DELETE",
      ` WHEN old.\`dav_source\` IS NOT NULL BEGIN\n  UPDATE \`dav_text_usage\` SET \`bytes\` = \`bytes\` - ${bytes("old")} WHERE \`family_id\` = old.\`family_id\`;\nEND`,
    ),
  ];
}

/**
 * A phone's kept text is capped per resource and summed per family (`dav_text_usage`, kept here):
 * checked inside the writing statement, so writes side by side cannot pass it; a write that does
 * not make the text longer is never refused.
 */
export function davTextTriggers(): Trigger[] {
  return Object.entries(DAV_LOGGED_TABLES)
    .filter(([, table]: [string, DavLoggedTable]) => table.phoneWritten)
    .flatMap(([name]) => textTriggers(name));
}

const OVER = `(SELECT \`row_count\` FROM \`dav_log_sizes\` WHERE \`family_id\` = new.\`family_id\`) > ${DAV_CHANGES_PER_FAMILY}`;
const OLDEST = "SELECT `%s` FROM `dav_changes` WHERE `family_id` = new.`family_id` ORDER BY `seq` LIMIT 1";

/** Past the log's cap, the insert that logs a change drops the family's oldest and raises its floor to that change's number. */
export function davLogCapTrigger(): Trigger {
  const body = [
    "  INSERT INTO `dav_log_sizes` (`family_id`, `row_count`) VALUES (new.`family_id`, 1)\n  ON CONFLICT (`family_id`) DO UPDATE SET `row_count` = `row_count` + 1;",
    `  INSERT INTO \`dav_sync_floors\` (\`family_id\`, \`seq\`)\n    SELECT new.\`family_id\`, (${OLDEST.replace("%s", "family_seq")})\n    WHERE ${OVER}\n  ON CONFLICT (\`family_id\`) DO UPDATE SET \`seq\` = max(\`seq\`, excluded.\`seq\`);`,
    `  DELETE FROM \`dav_changes\` WHERE \`seq\` = (${OLDEST.replace("%s", "seq")}) AND ${OVER};`,
    `  UPDATE \`dav_log_sizes\` SET \`row_count\` = \`row_count\` - 1 WHERE \`family_id\` = new.\`family_id\` AND \`row_count\` > ${DAV_CHANGES_PER_FAMILY};`,
  ];
  return createTrigger("dav_changes_cap", "dav_changes", "AFTER INSERT", ` BEGIN\n${body.join("\n")}\nEND`);
}
