import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// The directory's tables (docs/scale.md "Several databases"). Every database has them, as every
// database has every table; only the directory (the `DB` binding) fills them.

/** Each account's database, and its login names: a username and an e-mail address stay unique across every database. */
export const directoryAccounts = sqliteTable(
  "directory_accounts",
  {
    userId: text("user_id").primaryKey(),
    /** The username and address in lower case (sign-in and registration compare them so). */
    usernameKey: text("username_key").notNull().unique(),
    emailKey: text("email_key").notNull().unique(),
    /** The family database holding the user's row (`DB_00`…). */
    db: text("db").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("directory_accounts_db").on(t.db)],
);

/** Each family's database. `version` grows with every move, so a cached placement knows it is stale. */
export const directoryFamilies = sqliteTable(
  "directory_families",
  {
    familyId: text("family_id").primaryKey(),
    db: text("db").notNull(),
    /** While the family is being moved: the database it goes to; its writes wait (docs/scale.md "Moving a family"). */
    movingTo: text("moving_to"),
    version: integer("version").notNull().default(1),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("directory_families_db").on(t.db)],
);
