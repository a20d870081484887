import { validator } from "hono/validator";
import { custom, pipe, safeParseAsync, setGlobalMessage, type GenericSchema, type InferInput, type InferOutput } from "valibot";
import { apiMessages } from "@contract/messages";
import { invalid, invalidIssues } from "../lib/http-error";

type Target = "json" | "query" | "param";

// Schemas carry their messages for their rules; this covers what they leave to valibot (a missing
// key, a wrong type), which would otherwise answer valibot's own wording. The admin routes answer
// these in English (inCallersLanguage).
setGlobalMessage((issue) => (issue.input === undefined ? apiMessages.required : apiMessages.invalidBody));

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;

/** The contract schema each validate() middleware checks: worker/openapi.ts's test holds the API reference to it. */
export const validatedSchemas = new WeakMap<object, { target: Target; schema: GenericSchema }>();

/**
 * Validates one part of the request with a contract schema. A failure answers 400 `invalid_body`
 * whose message is the first issue's text (from the schema) and lists every issue.
 */
export function validate<T extends GenericSchema, Tgt extends Target>(target: Tgt, schema: T) {
  // valibot's object() lets an array through (it is an object too); a body must be a plain object.
  const plainObject = pipe(
    custom<InferInput<T>>((input) => typeof input === "object" && input !== null && !Array.isArray(input), apiMessages.invalidBody),
    schema,
  );
  const middleware = validator(target, async (value, c): Promise<InferOutput<T>> => {
    // Hono reads a body of any other type as {}, which a schema of optional fields would accept.
    if (target === "json" && !JSON_CONTENT_TYPE.test(c.req.header("Content-Type") ?? "")) throw invalid();
    const result = await safeParseAsync(plainObject, value);
    if (result.success) return result.output;
    throw invalidIssues(result.issues);
  });
  validatedSchemas.set(middleware, { target, schema });
  return middleware;
}
