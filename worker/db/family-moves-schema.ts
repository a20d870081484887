import { sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The families being moved out of this database (docs/features/several-databases.md "Moving a
 * family"): while a family has a row here, the generated `*_moving_*` triggers refuse every write
 * of its rows and its users' rows. Every database has the table; only a move fills it, in the
 * database the family leaves.
 */
export const familyMoves = sqliteTable("family_moves", {
  familyId: text("family_id").primaryKey(),
  /** The family database it goes to. */
  toDb: text("to_db").notNull(),
  startedAt: text("started_at").notNull(),
});
