import * as v from "valibot";
import { createTicketBody } from "@contract/schemas/support";

/** A question checked with the server's own schema: its trimmed fields, or the first refusal's text (null when the schema gives none). */
export function checkTicket(fields: {
  subject: string;
  description: string;
}): { output: { subject: string; description: string } } | { message: string | null } {
  const parsed = v.safeParse(createTicketBody, fields);
  return parsed.success ? { output: parsed.output } : { message: parsed.issues[0]?.message ?? null };
}
