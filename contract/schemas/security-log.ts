import * as v from "valibot";
import { SECURITY_LOG_ACTOR_MAX } from "../limits";
import { adminSystemTexts as sys } from "../messages";
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from "../security-events";

/**
 * A page's cursor: the last event's `createdAt|id`. The time never holds a "|", so the first one
 * splits it; the id is whatever follows.
 */
const CURSOR_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z\|.{1,200}$/;

/** `GET /api/admin/system/security-events`: a kind, an actor (username or account id), and the cursor of the page before. */
export const securityEventsQuery = v.object({
  kind: v.optional(v.picklist(SECURITY_EVENT_KINDS, sys.unknownKind)),
  actor: v.optional(v.pipe(v.string(sys.actorInvalid), v.trim(), v.minLength(1, sys.actorInvalid), v.maxLength(SECURITY_LOG_ACTOR_MAX, sys.actorInvalid))),
  before: v.optional(v.pipe(v.string(sys.cursorInvalid), v.regex(CURSOR_PATTERN, sys.cursorInvalid))),
});
export type SecurityEventsQuery = v.InferOutput<typeof securityEventsQuery>;

export const splitCursor = (cursor: string) => {
  const at = cursor.indexOf("|");
  return { createdAt: cursor.slice(0, at), id: cursor.slice(at + 1) };
};

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
