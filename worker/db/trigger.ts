/** A generated trigger (worker/db/generated-triggers.ts). */
export interface Trigger {
  name: string;
  /** The table it is on. */
  table: string;
  /** Its CREATE TRIGGER statement, as sqlite_master keeps it. */
  sql: string;
}
