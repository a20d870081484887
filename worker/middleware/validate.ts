import { vValidator } from "@hono/valibot-validator";
import { custom, pipe, setGlobalMessage, type GenericSchema, type InferInput } from "valibot";
import { apiMessages } from "../../contract/messages";
import { HttpError } from "../lib/http-error";

type Target = "json" | "query" | "param";

// Schemas carry Faroese messages for their rules; this covers what they leave to valibot
// (a missing key, a wrong type), which would otherwise answer in English.
setGlobalMessage((issue) => (issue.input === undefined ? apiMessages.required : apiMessages.invalidBody));

/**
 * Validates one part of the request with a contract schema. A failure answers 400 `invalid_body`
 * whose message is the first issue's text (Faroese, from the schema) and lists every issue.
 */
export function validate<T extends GenericSchema, Tgt extends Target>(target: Tgt, schema: T) {
  // valibot's object() lets an array through (it is an object too); a body must be a plain object.
  const plainObject = pipe(
    custom<InferInput<T>>((input) => typeof input === "object" && input !== null && !Array.isArray(input), apiMessages.invalidBody),
    schema,
  );
  return vValidator(target, plainObject, (result) => {
    if (result.success) return;
    const issues = result.issues.map((issue) => ({
      path: issue.path?.map((segment) => String(segment.key)).join(".") ?? "",
      message: issue.message,
    }));
    throw new HttpError("invalid_body", issues[0]?.message ?? apiMessages.invalidBody, issues);
  });
}
