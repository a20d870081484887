import type { Context } from "hono";
import { safeParseAsync, setGlobalMessage, type GenericSchema } from "valibot";
import { apiMessages } from "@contract/messages";
import { HttpError, invalid, invalidIssues } from "../lib/http-error";

// Schemas carry their messages for their rules; this covers what they leave to valibot (a missing
// key, a wrong type), which would otherwise answer valibot's own wording. Admin routes answer these
// in English (lib/http-error.ts, inLanguage).
setGlobalMessage((issue) => (issue.input === undefined ? apiMessages.required : apiMessages.invalidBody));

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/** The JSON body after its schema, else 400 `invalid_body` with the first issue's text and every issue listed. */
export async function validBody(c: Context, schema: GenericSchema): Promise<unknown> {
  // Any other content type would be read as {}, which a schema of optional fields accepts.
  if (!JSON_CONTENT_TYPE.test(c.req.header("Content-Type") ?? "")) throw invalid();
  let value: unknown;
  try {
    value = await c.req.json();
  } catch (error) {
    // The body limit's 413 surfaces here, as the stream is read.
    if (error instanceof HttpError) throw error;
    throw invalid(apiMessages.malformedJson);
  }
  // valibot's object() lets an array through (it is an object too); a body must be a plain object.
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw invalidIssues([{ message: apiMessages.invalidBody }]);
  const result = await safeParseAsync(schema, value);
  if (result.success) return result.output;
  throw invalidIssues(result.issues);
}

/** The query string after its schema, else 400 `invalid_body`. */
export async function validQuery(c: Context, schema: GenericSchema): Promise<unknown> {
  const result = await safeParseAsync(schema, c.req.query());
  if (result.success) return result.output;
  throw invalidIssues(result.issues);
}

/** The path parameters after their schema; a path that names nothing is 404, with the schema's text. */
export async function validParams(params: Record<string, string>, schema: GenericSchema): Promise<Record<string, unknown>> {
  const result = await safeParseAsync(schema, params);
  if (result.success) return result.output as Record<string, unknown>;
  throw new HttpError("not_found", result.issues[0]?.message ?? apiMessages.notFound);
}
