import type { Placeholder } from "drizzle-orm";
import { type GenericSchema, safeParse } from "valibot";
import { type HttpError, invalidIssues } from "./http-error";
import type { PreparedSelect } from "./prepared-select";

/**
 * The placeholders a family read's select is bound by: `familyId` always, and the read's own
 * parameters (`FamilyParam<"from" | "to">`): `preparedSelect((qb, param: FamilyParam) => …)`.
 * `viewerId` is the reader, for a read whose rows differ by member (another's private events): a
 * read whose selects use it answers each member an ETag of their own (family-versions.ts).
 */
export type FamilyParam<K extends string = never> = (name: "familyId" | K) => Placeholder;
/** The reader's placeholder, bound by readFamilyList from the session's own user. */
const VIEWER = "viewerId";
type Viewer = typeof VIEWER;

/** A read's parameters from the query string, after its schema: `familyId` is the path's, never one of them. */
type Params = Record<string, unknown> & { familyId?: never };
/** What a read of the family alone takes. */
type NoParams = Record<never, never>;
/** The query string as Hono reads it; a schema that asks for anything but text cannot match it. */
type QueryString = Record<string, string | undefined>;

type FamilySelect<K extends string> = PreparedSelect<unknown, "familyId" | Viewer | K>;
export type FamilySelects<K extends string = never> = readonly [FamilySelect<K>, ...FamilySelect<K>[]];
type RowsOf<S> = { -readonly [I in keyof S]: S[I] extends { rows: (result: D1Result) => (infer Row)[] } ? Row[] : never };

/**
 * A family list read as data: prepared selects (each scoped by its `familyId` placeholder, and
 * bound by the read's parameters as placeholders too) and how their rows become the answer.
 * `readFamilyList` (services/family/list-reads.ts) sends them in the same D1 batch as the session check, so
 * a read costs one round trip.
 */
export interface FamilyRead<S, T, Q extends Params = NoParams> {
  /** The read's parameters from the query string, or the 400 `invalid_body` that a bad value answers. */
  readonly parse: (query: QueryString) => Q | HttpError;
  /** The query string's schema, for the API reference; none for a read of the family alone. */
  readonly schema?: GenericSchema;
  /** Real parameter values, for the test that holds every select to an index (test/worker/family-reads.test.ts). */
  readonly example: Q;
  readonly selects: S;
  readonly answer: (rows: RowsOf<S>, params: Q) => T;
}

/**
 * `defineFamilyRead({ selects, answer })` reads the family alone. With `params` (a valibot object
 * schema over the query string's text), the read also takes typed parameters: a bad value answers
 * 400 once the session and the family are checked, and good ones are bound as placeholders and
 * passed to `answer`. `example` gives real values for the query-plan test:
 *
 *   defineFamilyRead({
 *     params: v.object({ limit: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100)) }),
 *     example: { limit: 20 },
 *     selects: [recentSelect] as const, // preparedSelect((qb, param: FamilyParam<"limit">) => … .limit(param("limit")))
 *     answer: ([rows], { limit }) => …,
 *   });
 */
export function defineFamilyRead<S extends FamilySelects, T>(read: { selects: S; answer: (rows: RowsOf<S>) => T }): FamilyRead<S, T>;
export function defineFamilyRead<Q extends Params, S extends FamilySelects<keyof Q & string>, T>(read: {
  params: GenericSchema<QueryString, Q>;
  example: NoInfer<Q>;
  selects: S;
  answer: (rows: RowsOf<S>, params: Q) => T;
}): FamilyRead<S, T, Q>;
export function defineFamilyRead<Q extends Params, S, T>(
  read:
    | { selects: S; answer: (rows: RowsOf<S>) => T }
    | { params: GenericSchema<QueryString, Q>; example: Q; selects: S; answer: (rows: RowsOf<S>, params: Q) => T },
): FamilyRead<S, T> | FamilyRead<S, T, Q> {
  if (!("params" in read)) return { parse: () => ({}), example: {}, selects: read.selects, answer: read.answer };
  const { params: schema, example, selects, answer } = read;
  const parse = (query: QueryString) => {
    const result = safeParse(schema, query);
    return result.success ? result.output : invalidIssues(result.issues);
  };
  return { parse, schema, example, selects, answer };
}

/**
 * The read's statements for one family, to run in a D1 batch (alone or with others before them);
 * `viewerId` for a read by one member (a select that uses it and is given none fails to bind).
 */
export function familyReadStatements(d1: D1Database, read: { selects: FamilySelects }, familyId: string): D1PreparedStatement[];
export function familyReadStatements<Q extends Params>(
  d1: D1Database,
  read: { selects: FamilySelects<keyof Q & string> },
  familyId: string,
  params: Q,
  viewerId?: string,
): D1PreparedStatement[];
export function familyReadStatements(
  d1: D1Database,
  read: { selects: readonly PreparedSelect<unknown, string>[] },
  familyId: string,
  params?: Params,
  viewerId?: string,
) {
  return read.selects.map((select) => select.bind(d1, { ...params, familyId, ...(viewerId === undefined ? {} : { [VIEWER]: viewerId }) }));
}

/** Whether a read's rows depend on who reads: one of its selects is bound by the reader. */
export const readsByViewer = (read: { selects: readonly PreparedSelect<unknown, string>[] }): boolean =>
  read.selects.some((select) => select.placeholders.includes(VIEWER));

/** The answer from the D1 results of `familyReadStatements`, in order. */
export function familyReadAnswer<S extends FamilySelects, T>(read: FamilyRead<S, T>, results: D1Result[]): T;
export function familyReadAnswer<S extends FamilySelects<keyof Q & string>, T, Q extends Params>(read: FamilyRead<S, T, Q>, results: D1Result[], params: Q): T;
export function familyReadAnswer<S extends FamilySelects<keyof Q & string>, T, Q extends Params>(
  read: FamilyRead<S, T, Q>,
  results: D1Result[],
  params?: Q,
): T {
  return read.answer(read.selects.map((select, index) => select.rows(results[index]!)) as RowsOf<S>, params ?? read.example);
}
