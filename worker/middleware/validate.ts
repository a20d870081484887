import { vValidator } from "@hono/valibot-validator";
import { setGlobalMessage, type GenericSchema } from "valibot";
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
  return vValidator(target, schema, (result) => {
    if (result.success) return;
    const issues = result.issues.map((issue) => ({
      path: issue.path?.map((segment) => String(segment.key)).join(".") ?? "",
      message: issue.message,
    }));
    throw new HttpError("invalid_body", issues[0]?.message ?? apiMessages.invalidBody, issues);
  });
}
