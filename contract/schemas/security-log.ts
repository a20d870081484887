import * as v from "valibot";
import { SECURITY_LOG_ACTOR_MAX } from "../limits";
import { cursorSchema } from "../paging";
import { adminSystemTexts as sys } from "../messages";
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from "../security-events";

/** `GET /api/admin/system/security-events`: a kind, an actor (username or account id), and the cursor of the page before (contract/paging.ts). */
export const securityEventsQuery = v.object({
  kind: v.optional(v.picklist(SECURITY_EVENT_KINDS, sys.unknownKind)),
  actor: v.optional(v.pipe(v.string(sys.actorInvalid), v.trim(), v.minLength(1, sys.actorInvalid), v.maxLength(SECURITY_LOG_ACTOR_MAX, sys.actorInvalid))),
  before: v.optional(cursorSchema(sys.cursorInvalid)),
});
export type SecurityEventsQuery = v.InferOutput<typeof securityEventsQuery>;

export interface SecurityEventEntry {
  id: string;
  kind: SecurityEventKind;
  createdAt: string;
  /** The subject: the account acted on, by name, else (deleted) its id. */
  userId: string | null;
  username: string | null;
  actorId: string | null;
  actor: string | null;
  client: string;
  route: string | null;
  /** Refusals are counted per window in one row. */
  count: number;
  /** What else the action names, as the server stored it (JSON). */
  detail: Record<string, unknown> | null;
}

export interface SecurityEventPage {
  events: SecurityEventEntry[];
  /** The cursor for the next (older) page, or null when this is the last. */
  nextBefore: string | null;
}
