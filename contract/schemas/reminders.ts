import * as v from "valibot";
import { apiMessages as m } from "../messages";
import { taskMessages as t } from "../task-messages";
import { DEFAULT_PRIORITY, DESCRIPTION_MAX, NAME_MAX, PRIORITIES } from "../limits";
import { clientIdSchema, instantAnswer, nullableInstantAnswer } from "./common";

export type Priority = (typeof PRIORITIES)[number];

/** A task's title: trimmed, 1–200 characters, 'Yvirskrift manglar' when blank. */
export const taskTitleSchema = v.pipe(v.string(t.titleBlank), v.trim(), v.minLength(1, t.titleBlank), v.maxLength(NAME_MAX, m.nameTooLong));

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant with its offset, whose calendar date exists (no 31 February). */
export function isIsoInstant(text: string): boolean {
  const parts = ISO_INSTANT.exec(text);
  if (!parts) return false;
  const time = Date.parse(text);
  if (!Number.isFinite(time)) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1970 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Blank means none, for the optional text fields a form sends as "". */
const blankToNull = (text: string) => (text === "" ? null : text);

/** Stored as the UTC ISO string, whatever offset it was sent with (docs/api.md#requests-and-answers). */
const dueDateSchema = v.nullish(
  v.pipe(
    v.string(t.dueDateInvalid),
    v.trim(),
    v.check((text) => text === "" || isIsoInstant(text), t.dueDateInvalid),
    v.transform((text) => (text === "" ? null : new Date(text).toISOString())),
  ),
  null,
);

/**
 * POST /api/reminders. `id` is optional: a client that queues creates while offline sends its own
 * UUID, so replaying the create answers the stored task instead of a second one.
 */
export const createReminderBody = v.object({
  id: clientIdSchema,
  // A missing title is a blank one: same message.
  title: v.optional(taskTitleSchema, ""),
  description: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(DESCRIPTION_MAX, t.descriptionTooLong), v.transform(blankToNull)), null),
  dueDate: dueDateSchema,
  priority: v.optional(v.picklist(PRIORITIES, t.priorityInvalid), DEFAULT_PRIORITY),
  assignedTo: v.nullish(v.pipe(v.string(t.assigneeUnknown), v.trim(), v.maxLength(64, t.assigneeUnknown), v.transform(blankToNull)), null),
});
export type CreateReminderBody = v.InferOutput<typeof createReminderBody>;

/** PATCH /api/reminders/{id}: a rename or the completion; there is no way back to open. */
export const updateReminderBody = v.union(
  [v.strictObject({ title: taskTitleSchema }), v.strictObject({ completed: v.literal(true, t.oneReminderChange) })],
  t.oneReminderChange,
);
export type UpdateReminderBody = v.InferOutput<typeof updateReminderBody>;

/**
 * A whole task as a CalDAV client replaces it (docs/features/caldav.md "Tasks and shopping"): every
 * field with the create's rules, and the completion both ways, since a phone's Reminders can untick.
 */
export const replaceReminderBody = v.object({
  title: taskTitleSchema,
  description: createReminderBody.entries.description,
  dueDate: createReminderBody.entries.dueDate,
  priority: createReminderBody.entries.priority,
  assignedTo: createReminderBody.entries.assignedTo,
  completed: v.boolean(),
});
export type ReplaceReminderBody = v.InferOutput<typeof replaceReminderBody>;

export const reminderAnswer = v.strictObject({
  id: v.string(),
  title: v.string(),
  description: v.nullable(v.string()),
  dueDate: nullableInstantAnswer,
  priority: v.picklist(PRIORITIES),
  assignedTo: v.nullable(v.string()),
  assignedMember: v.nullable(v.strictObject({ name: v.string() })),
  completed: v.boolean(),
  completedAt: nullableInstantAnswer,
  /** A helper's name, when a helper ticked it (docs/features/helpers.md "Who did it"). */
  completedByHelper: v.nullable(v.string()),
  createdAt: instantAnswer,
});
export type Reminder = v.InferOutput<typeof reminderAnswer>;

/**
 * `GET /api/families/{familyId}/reminders` and `…/reminders/completed?before=` answer an array of
 * tasks; the next page and the completed ones' count travel in headers (contract/paging.ts).
 */
export const remindersAnswer = v.array(reminderAnswer);

/** A page of completed tasks (newest first) as a client holds it. */
export interface CompletedRemindersPage {
  reminders: Reminder[];
  nextBefore: string | null;
}

/** The tasks as a client holds them: the open ones whole, then the first page of the completed ones and their count. */
export interface RemindersList extends CompletedRemindersPage {
  completedCount: number;
}
