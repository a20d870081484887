// Apart from messages.ts so that a page showing these texts loads no other server texts (docs/bench.md).

/** Backup export and restore, administrators only, in English (docs/features/backup.md). */
export const backupMessages = {
  formatJson: "The only export format is json",
  unknownTables: "Unknown tables",
  tablesNotList: "tables, when given, must list at least one table name",
  refused: "The backup was refused, nothing was written",
  notJson: "The file is not complete JSON: truncated or damaged",
  notEmpty: "The database must hold nothing but the admin: restore into an emptied database",
  databaseFailed: "A family database did not take its part of the restore; nothing was kept: try again",
  tooLarge: "The backup file is too large to upload: use npm run restore",
  unsigned:
    "The file carries no signature: only a backup this server exported can be restored here (an operator who trusts the file can run npm run restore -- --trust-unsigned)",
  wrongSignature: "The file's signature does not match: it was changed after its export, or exported by a server with another JWT_SECRET",
  accountInTheWay: (account: string, fileUser: string) =>
    `The account ${account} of another family database has the username or e-mail of the file's user ${fileUser}: delete or rename ${account} first`,
  adminInTheWay: (admin: string, fileUser: string) =>
    `The administrator ${admin} of this database has the username or e-mail of the file's user ${fileUser} under another id: a restore replaces only the administrator who uploads it, so delete or rename ${admin} first`,
} as const;
