import * as v from "valibot";
import { apiMessages as m } from "../messages";
import { DESCRIPTION_MAX, NAME_MAX } from "../limits";

/** Titles and names: trimmed, 1–200 characters (docs/api.md#text-limits). */
export const nameSchema = v.pipe(v.string(m.required), v.trim(), v.minLength(1, m.nameBlank), v.maxLength(NAME_MAX, m.nameTooLong));

export const descriptionSchema = v.pipe(v.string(), v.maxLength(DESCRIPTION_MAX));

/** Ids are opaque strings; anything longer than this cannot be one of ours. */
export const idSchema = v.pipe(v.string(m.required), v.minLength(1), v.maxLength(64));
