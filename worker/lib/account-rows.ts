/**
 * The SQL of an account made outside the app (the local admin of `npm start`, the browser tests'
 * administrators): its family's rows, which go into a family database, and its directory rows
 * (worker/db/directory-schema.ts), which go into the directory `DB`. Script-only: plain SQL text
 * for `wrangler d1 execute`, as enrolment-code.ts writes the enrolment code's statement.
 */
export const sqlText = (value: string): string => `'${value.replaceAll("'", "''")}'`;

export interface OwnFamilyAccount {
  familyId: string;
  userId: string;
  memberId: string;
  username: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
  at: string;
}

/** The family of the account's own (named as sign-up names it), the user and their member row. */
export function ownFamilyAccountSql(account: OwnFamilyAccount): string[] {
  const { familyId, userId, memberId, username, email, passwordHash, isAdmin, at } = account;
  return [
    `INSERT INTO families (id, name, time_zone, created_at) VALUES (${sqlText(familyId)}, ${sqlText(`Familjan hjá ${username}`)}, 'Atlantic/Faroe', ${sqlText(at)})`,
    `INSERT INTO users (id, username, email, password_hash, family_id, is_admin, email_verified_at, created_at) VALUES (${sqlText(userId)}, ${sqlText(username)}, ${sqlText(email)}, ${sqlText(passwordHash)}, ${sqlText(familyId)}, ${isAdmin ? 1 : 0}, ${sqlText(at)}, ${sqlText(at)})`,
    `INSERT INTO family_members (id, family_id, user_id, name, role, created_at) VALUES (${sqlText(memberId)}, ${sqlText(familyId)}, ${sqlText(userId)}, ${sqlText(username)}, 'Familiemedlem', ${sqlText(at)})`,
  ];
}

export interface DirectoryAccount {
  userId: string;
  username: string;
  email: string;
  /** The family database holding the user's row (`DB_00`…). */
  db: string;
  createdAt: string;
}

// `ifMissing`: a row already there (a resumed restore, the admin of an earlier start) is kept;
// without it a username or address taken in the directory fails the statement.
const conflict = (ifMissing: boolean) => (ifMissing ? " ON CONFLICT DO NOTHING" : "");

/** The account's directory row: its login names in lower case, as sign-in and registration compare them. */
export const directoryAccountSql = (account: DirectoryAccount, { ifMissing = false } = {}): string =>
  `INSERT INTO directory_accounts (user_id, username_key, email_key, db, created_at) VALUES (${sqlText(account.userId)}, ${sqlText(account.username.toLowerCase())}, ${sqlText(account.email.toLowerCase())}, ${sqlText(account.db)}, ${sqlText(account.createdAt)})${conflict(ifMissing)}`;

/** The family's directory row. */
export const directoryFamilySql = (family: { familyId: string; db: string; createdAt: string }, { ifMissing = false } = {}): string =>
  `INSERT INTO directory_families (family_id, db, created_at) VALUES (${sqlText(family.familyId)}, ${sqlText(family.db)}, ${sqlText(family.createdAt)})${conflict(ifMissing)}`;

/** Both directory rows of an account made with its own family. */
export const ownFamilyDirectorySql = (account: OwnFamilyAccount, db: string, options: { ifMissing?: boolean } = {}): string[] => [
  directoryAccountSql({ userId: account.userId, username: account.username, email: account.email, db, createdAt: account.at }, options),
  directoryFamilySql({ familyId: account.familyId, db, createdAt: account.at }, options),
];
