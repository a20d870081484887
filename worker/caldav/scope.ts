import type { Context } from "hono";
import type { AppEnv, Db } from "../env";
import type { DavBatched, DavCaller, DavCollectionInfo, DavCollectionKind } from "./collection";
import { gateWrite } from "../http/write-gate";
import { davError } from "./errors";
import { signedInBatch } from "./sign-in";

/** The kinds a mount serves (worker/caldav/kinds.ts; a test may mount others). */
export type DavKinds = readonly DavCollectionKind[];

/** A signed-in CalDAV request: the context, its database and caller. */
export interface DavRequest {
  c: Context<AppEnv>;
  db: Db;
  caller: DavCaller;
}

export const notFound = () => davError(404, "Not found");

/** Anything of another family, or of a family that is not the caller's, reads as not there. */
export function assertOwnFamily(caller: DavCaller, familyId: string): void {
  if (caller.familyId !== familyId) throw notFound();
}

/**
 * The statements of one request, some absent (a fixed collection needs none): each result in its
 * part's place, `[]` for an absent one. Every CalDAV handler learns its caller here, so a write
 * (PUT, DELETE, PROPPATCH) is counted against the member's one write allowance here, before
 * anything is written (worker/http/write-gate.ts).
 */
export async function signedInReads(
  c: Context<AppEnv>,
  parts: readonly (D1PreparedStatement | null)[],
): Promise<{ request: DavRequest; rows: Record<string, unknown>[][] }> {
  const { caller, results } = await signedInBatch(
    c,
    parts.filter((part): part is D1PreparedStatement => part !== null),
  );
  await gateWrite(c, caller.userId, caller.userId);
  let next = 0;
  const rows = parts.map((part) => (part === null ? [] : (results[next++] ?? [])));
  return { request: { c, db: c.get("db"), caller }, rows };
}

/** The kind that answers for a slug and its collections' statement, for the request's batch; 404 for a slug no kind owns. */
export function collectionsOf(kinds: DavKinds, db: Db, familyId: string, slug: string): { kind: DavCollectionKind; batched: DavBatched<DavCollectionInfo[]> } {
  const kind = kinds.find((candidate) => candidate.owns(slug));
  if (!kind) throw notFound();
  return { kind, batched: kind.collections(db, familyId) };
}

/** The collection a slug names, from its kind's batched rows; 404 when the family has no such collection. */
export function collectionInfo(batched: DavBatched<DavCollectionInfo[]>, rows: Record<string, unknown>[], slug: string): DavCollectionInfo {
  const info = batched.read(rows).find((candidate) => candidate.slug === slug);
  if (!info) throw notFound();
  return info;
}
