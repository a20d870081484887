import type { Placeholder } from "drizzle-orm";
import type { PreparedSelect } from "./prepared-select";

/** The placeholder a family read's select is scoped by: `preparedSelect((qb, param: FamilyParam) => …)`. */
export type FamilyParam = (name: "familyId") => Placeholder;

type FamilySelect = PreparedSelect<unknown, "familyId">;
export type FamilySelects = readonly [FamilySelect, ...FamilySelect[]];
export type RowsOf<S extends FamilySelects> = { -readonly [I in keyof S]: S[I] extends PreparedSelect<infer Row, "familyId"> ? Row[] : never };

/**
 * A family list read as data: prepared selects (each scoped by its `familyId` placeholder) and how
 * their rows become the answer. `familyReadRoute` (middleware/auth.ts) sends them in the same D1
 * batch as the session check, so a read costs one round trip.
 */
export interface FamilyRead<S extends FamilySelects, T> {
  selects: S;
  answer: (rows: RowsOf<S>) => T;
}

export const defineFamilyRead = <S extends FamilySelects, T>(read: FamilyRead<S, T>): FamilyRead<S, T> => read;

/** The read's statements for one family, to run in a D1 batch (alone or with others before them). */
export const familyReadStatements = (d1: D1Database, read: { selects: FamilySelects }, familyId: string) =>
  read.selects.map((select) => select.bind(d1, { familyId }));

/** The answer from the D1 results of `familyReadStatements`, in order. */
export const familyReadAnswer = <S extends FamilySelects, T>(read: FamilyRead<S, T>, results: D1Result[]): T =>
  read.answer(read.selects.map((select, index) => select.rows(results[index]!)) as RowsOf<S>);

/** The read on its own (no session check), for callers that are already authorised. */
export async function runFamilyRead<S extends FamilySelects, T>(d1: D1Database, read: FamilyRead<S, T>, familyId: string): Promise<T> {
  return familyReadAnswer(read, await d1.batch(familyReadStatements(d1, read, familyId)));
}
