import * as v from "valibot";
import { SECURITY_LOG_ACTOR_MAX } from "../limits";
import { cursorSchema } from "../paging";
import { adminSystemTexts as sys } from "../messages";
import { SECURITY_EVENT_KINDS } from "../security-events";
import { countAnswer, instantAnswer } from "./common";

/** `GET /api/admin/system/security-events`: a kind, an actor (username or account id), and the cursor of the page before (contract/paging.ts). */
export const securityEventsQuery = v.object({
  kind: v.optional(v.picklist(SECURITY_EVENT_KINDS, sys.unknownKind)),
  actor: v.optional(v.pipe(v.string(sys.actorInvalid), v.trim(), v.minLength(1, sys.actorInvalid), v.maxLength(SECURITY_LOG_ACTOR_MAX, sys.actorInvalid))),
  before: v.optional(cursorSchema(sys.cursorInvalid)),
});
export type SecurityEventsQuery = v.InferOutput<typeof securityEventsQuery>;

/** A row of GET /api/admin/system/security-events, newest first. */
export const securityEventAnswer = v.strictObject({
  id: v.string(),
  kind: v.picklist(SECURITY_EVENT_KINDS),
  createdAt: instantAnswer,
  /** The subject: the account acted on, by name, else (deleted) its id. */
  userId: v.nullable(v.string()),
  username: v.nullable(v.string()),
  actorId: v.nullable(v.string()),
  actor: v.nullable(v.string()),
  client: v.string(),
  route: v.nullable(v.string()),
  /** Refusals are counted per window in one row. */
  count: countAnswer,
  /** What else the action names, as the server stored it (JSON). */
  detail: v.nullable(v.record(v.string(), v.unknown())),
});
export type SecurityEventEntry = v.InferOutput<typeof securityEventAnswer>;

export interface SecurityEventPage {
  events: SecurityEventEntry[];
  /** The cursor for the next (older) page, or null when this is the last. */
  nextBefore: string | null;
}
