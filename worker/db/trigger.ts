/** A generated trigger (worker/db/generated-triggers.ts). */
export interface Trigger {
  name: string;
  /** The table it is on. */
  table: string;
  /** Its CREATE TRIGGER statement, as sqlite_master keeps it. */
  sql: string;
}

/** A trigger named `name` on `table`: `CREATE TRIGGER name <head> ON table<body>`, the body with its WHEN and BEGIN … END. */
export const createTrigger = (name: string, table: string, head: string, body: string): Trigger => ({
  name,
  table,
  sql: `CREATE TRIGGER \`${name}\` ${head} ON \`${table}\`${body}`,
});
