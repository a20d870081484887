import * as v from "valibot";
import { apiMessages as m } from "../messages";
import { taskMessages as t } from "../task-messages";
import { NAME_MAX } from "../limits";

/** Titles and names: trimmed, 1–200 characters (docs/api.md#text-limits). */
export const nameSchema = v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.nameBlank), v.maxLength(NAME_MAX, m.nameTooLong));

/**
 * An object schema's message, which valibot gives a missing key: the text named for that key. The
 * fallback covers the object's other issue (not an object), which validate() answers before.
 */
export const missingKeyMessage =
  (texts: Record<string, string>, fallback: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    texts[String(issue.path?.at(-1)?.key)] ?? fallback;

/**
 * Answers are described by schemas too (strict: a field the schema does not name is a change of the
 * wire contract). The API reference documents them, and the security suite checks each route's
 * example answer against its schema.
 */
export const instantAnswer = v.pipe(v.string(), v.isoTimestamp());
export const nullableInstantAnswer = v.nullable(instantAnswer);

/** Ids are opaque strings; anything longer than this cannot be one of ours. */
export const idSchema = v.pipe(v.string(m.required), v.minLength(1), v.maxLength(64));

/**
 * A create's optional client-chosen id (offline replay): a UUID, lower-cased so a repeat in
 * another case is the same id. Replaying the create answers the stored row instead of a second one.
 */
export const clientIdSchema = v.optional(v.pipe(v.string(t.idInvalid), v.uuid(t.idInvalid), v.toLowerCase()));

/** A count in an answer: a whole number, never negative. */
export const countAnswer = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A calendar date in an answer, `YYYY-MM-DD` (a day of the administrator's time zone in the panel's views). */
export const dateAnswer = v.pipe(v.string(), v.isoDate());
