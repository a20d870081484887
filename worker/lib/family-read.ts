import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Db } from "../env";

export type ReadQueries = readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

/**
 * A family list read as data: the queries (all scoped by `familyId`) and how their rows become
 * the answer. `familyReadRoute` (middleware/auth.ts) sends them in the same D1 batch as the
 * session check, so a read costs one round trip. D1 batches answer rows as objects, so within one
 * query no two columns may share a name (a joined table's `id` would silently replace the first).
 */
export interface FamilyRead<Q extends ReadQueries, T> {
  queries: (db: Db, familyId: string) => Q;
  answer: (results: BatchResponse<Q>) => T;
}

export const defineFamilyRead = <Q extends ReadQueries, T>(read: FamilyRead<Q, T>): FamilyRead<Q, T> => read;

/** The read on its own (no session check), for callers that are already authorised. */
export async function runFamilyRead<Q extends ReadQueries, T>(db: Db, read: FamilyRead<Q, T>, familyId: string): Promise<T> {
  return read.answer(await db.batch(read.queries(db, familyId)));
}
