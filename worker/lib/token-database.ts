import { isFamilyDatabaseName, type FamilyDatabaseName } from "../db/databases";

/**
 * A secret we hand out that is looked up in one family database (a kitchen screen's token, a live
 * ticket) ends in that database's number, `…~01`, so the request that brings it back opens the right
 * database without asking the directory. The digest stored is of the whole text, so a changed
 * number finds nothing anywhere. A secret without the ending is older than several databases and
 * lives in the first (docs/scale.md "How a request finds its database").
 */
const MARK = /~(\d{2})$/;

export const markDatabase = (secret: string, name: FamilyDatabaseName): string => `${secret}~${name.slice(3)}`;

export function databaseOfSecret(secret: string): FamilyDatabaseName {
  const number = MARK.exec(secret)?.[1];
  const name = `DB_${number ?? "00"}`;
  return isFamilyDatabaseName(name) ? name : "DB_00";
}
