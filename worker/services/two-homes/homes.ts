import { and, eq } from "drizzle-orm";
import { twoHomesMessages as h } from "@contract/two-homes-messages";
import { childLinks } from "@worker/db/schema";
import { directoryDb, familyDb } from "@worker/db/databases";
import type { Bindings, Db } from "@worker/env";
import { HttpError, notFound } from "@worker/lib/http-error";
import { databaseOfFamily } from "../directory/accounts";

/**
 * Where each copy of a link lives (docs/features/two-homes.md "Two databases"): a home's database
 * is the directory's answer for its family, never a stored hint, so a family that moved is found
 * where it is now.
 */

export type ChildLinkRow = typeof childLinks.$inferSelect;

/** A family's database, from the directory (a family the directory does not place is in the first). */
export async function homeDb(env: Bindings, familyId: string): Promise<Db> {
  return familyDb(env, (await databaseOfFamily(directoryDb(env), familyId)) ?? "DB_00");
}

/** The caller's own copy of a link, or 404: scoped by the caller's family. */
export async function ownCopy(db: Db, familyId: string, linkId: string): Promise<ChildLinkRow> {
  const [row] = await db
    .select()
    .from(childLinks)
    .where(and(eq(childLinks.id, linkId), eq(childLinks.familyId, familyId)));
  if (!row) throw notFound();
  return row;
}

/** The two homes of a link as the caller's copy names them. */
export interface LinkSides {
  own: ChildLinkRow;
  /** The host's family (the inviting home), whose copy decides every shared write. */
  hostFamilyId: string;
  guestFamilyId: string;
  /** The host copy's database: the caller's own, or the other home's. */
  hostDb: Db;
}

/** The caller's copy and the database of the link's host copy. */
export async function linkSides(env: Bindings, db: Db, familyId: string, linkId: string): Promise<LinkSides> {
  const own = await ownCopy(db, familyId, linkId);
  if (own.host) return { own, hostFamilyId: familyId, guestFamilyId: own.otherFamilyId, hostDb: db };
  return { own, hostFamilyId: own.otherFamilyId, guestFamilyId: familyId, hostDb: await homeDb(env, own.otherFamilyId) };
}

/**
 * The host copy's rows for a shared write: the host's own family, and, when the caller is the
 * guest, the caller's family as the host copy's other home, so the statement is held to the caller
 * in SQL either way.
 */
export const hostCopyOf = (sides: LinkSides) =>
  and(eq(childLinks.id, sides.own.id), eq(childLinks.familyId, sides.hostFamilyId), eq(childLinks.otherFamilyId, sides.guestFamilyId));

/** The two family ids of a link, for the custody rules. */
export const homesOf = (row: ChildLinkRow): readonly [string, string] => [row.familyId, row.otherFamilyId];

/** The link's other home did not answer: nothing was changed there, and the caller may send the write again. */
export const otherHomeUnavailable = () => new HttpError("unavailable", h.otherHomeUnavailable);
