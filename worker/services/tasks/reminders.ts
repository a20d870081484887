import { and, asc, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { QueryBuilder, SQLiteColumn } from "drizzle-orm/sqlite-core";
import { HISTORY_PAGE } from "@contract/limits";
import { pageOf } from "@contract/paging";
import type { CompletedRemindersPage, CreateReminderBody, Reminder, RemindersList, ReplaceReminderBody, UpdateReminderBody } from "@contract/schemas/reminders";
import { taskMessages as t } from "@contract/task-messages";
import { families, familyMembers, reminders } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { newId } from "@worker/lib/crypto";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { HttpError, notFound } from "@worker/lib/http-error";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { BEFORE_EXAMPLE, beforeCursor, beforeParams } from "@worker/lib/history-page";
import { clientIdGuard, whyNotStored } from "@worker/lib/client-ids";
import { iso } from "@worker/lib/time";
import { type DavFields, NO_DAV } from "@worker/services/caldav/fields";
import { deleteDavGuarded, sameDavState, staleOr } from "@worker/services/caldav/state";
import { createdOrReplayed, type Effect, type Outcome, outcome, tell } from "@worker/services/effects";
import { noticeTaskAssigned } from "@worker/services/push/notices";

const reminderColumns = {
  id: reminders.id,
  title: reminders.title,
  description: reminders.description,
  dueDate: reminders.dueDate,
  priority: reminders.priority,
  assignedTo: reminders.assignedTo,
  // Left-joined: null when nobody is responsible.
  memberName: sql<string | null>`${familyMembers.name}`,
  completed: reminders.completed,
  completedAt: reminders.completedAt,
  completedByHelper: reminders.completedByHelper,
  createdAt: reminders.createdAt,
};

type ReminderRow = Omit<Reminder, "assignedMember"> & { memberName: string | null };

const toReminder = ({ memberName, ...row }: ReminderRow): Reminder => ({ ...row, assignedMember: memberName === null ? null : { name: memberName } });

/** The assignee is only ever a member of the task's own family. */
const assigneeOf = (familyId: string | Placeholder) => and(eq(familyMembers.id, reminders.assignedTo), eq(familyMembers.familyId, familyId));

// These expressions are the ones indexed by reminders_open_order and reminders_done_order
// (worker/db/schema.ts): written identically, so SQLite reads the rows in order off the index.
const undatedLast = sql`(${reminders.dueDate} IS NULL)`;
const doneAt = sql`(CASE WHEN ${reminders.completedAt} IS NULL THEN ${reminders.createdAt} ELSE ${reminders.completedAt} END)`;

const openSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased(reminderColumns))
    .from(reminders)
    .leftJoin(familyMembers, assigneeOf(param("familyId")))
    .where(and(eq(reminders.familyId, param("familyId")), sql`${reminders.completed} = 0`))
    .orderBy(asc(undatedLast), asc(reminders.dueDate), asc(reminders.createdAt), asc(reminders.id)),
);

const isDone = (familyId: Placeholder) => and(eq(reminders.familyId, familyId), sql`${reminders.completed} = 1`);

/** Completed tasks newest first, one row more than a page (so the page knows there is a next), from `before` when given. */
const completedSelect = (qb: QueryBuilder, param: FamilyParam, after?: SQL) =>
  qb
    .select(aliased(reminderColumns))
    .from(reminders)
    .leftJoin(familyMembers, assigneeOf(param("familyId")))
    .where(and(isDone(param("familyId")), after))
    .orderBy(desc(doneAt), desc(reminders.id))
    .limit(HISTORY_PAGE + 1);

const firstCompletedSelect = preparedSelect((qb, param: FamilyParam) => completedSelect(qb, param));
const nextCompletedSelect = preparedSelect((qb, param: FamilyParam<"beforeAt" | "beforeId">) =>
  completedSelect(qb, param, beforeCursor(doneAt, reminders.id, param)),
);
/** Counted off reminders_done_order, for 'Liðnar uppgávur (N)'. */
const completedCountSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased({ count: sql<number>`count(*)` }))
    .from(reminders)
    .where(isDone(param("familyId"))),
);

const completedPage = (rows: ReminderRow[]) => {
  const page = pageOf(rows, HISTORY_PAGE, (row) => ({ at: row.completedAt ?? row.createdAt, id: row.id }));
  return { reminders: page.rows.map(toReminder), nextBefore: page.nextBefore };
};

/**
 * Open tasks whole (due date ascending, undated last), then the first page of the completed ones,
 * newest first, with their count and the cursor of their next page.
 */
export const remindersRead = defineFamilyRead({
  selects: [openSelect, firstCompletedSelect, completedCountSelect] as const,
  answer: ([open, completed, [counted]]): RemindersList => {
    const page = completedPage(completed);
    return { reminders: [...open.map(toReminder), ...page.reminders], completedCount: counted?.count ?? 0, nextBefore: page.nextBefore };
  },
});

/** `…/reminders/completed?before=`: the next page of completed tasks after the cursor's. */
export const completedRemindersRead = defineFamilyRead({
  params: beforeParams,
  example: BEFORE_EXAMPLE,
  selects: [nextCompletedSelect] as const,
  answer: ([completed]): CompletedRemindersPage => completedPage(completed),
});

/**
 * The open tasks alone (due date ascending, undated last), for the calendar feed: it never reads
 * the completed ones, which grow with the family's history.
 */
export const openRemindersRead = defineFamilyRead({
  selects: [openSelect] as const,
  answer: ([open]): Reminder[] => open.map(toReminder),
});

/** The open tasks assigned to one member (a helper's page), in the tasks read's order: only those rows are read, off reminders_assigned. */
export async function openRemindersOf(db: Db, familyId: string, memberId: string): Promise<Reminder[]> {
  const rows = await db
    .select(reminderColumns)
    .from(reminders)
    .leftJoin(familyMembers, assigneeOf(familyId))
    .where(and(eq(reminders.familyId, familyId), eq(reminders.assignedTo, memberId), sql`${reminders.completed} = 0`))
    .orderBy(asc(undatedLast), asc(reminders.dueDate), asc(reminders.createdAt), asc(reminders.id));
  return rows.map(toReminder);
}

/** One task with its assignee's name and the family it belongs to. */
const reminderWhere = (db: Db, familyId: string, where: SQL | undefined) =>
  db
    .select({ ...reminderColumns, familyId: reminders.familyId })
    .from(reminders)
    .leftJoin(familyMembers, assigneeOf(familyId))
    .where(where)
    .limit(1);

function answerOf(row: ReminderRow & { familyId: string }): Reminder {
  const { familyId: _family, ...reminder } = row;
  return toReminder(reminder);
}

/**
 * Creates a task. The assignee is checked inside the INSERT (it selects from the family's own
 * members), so a member of another family, or one removed meanwhile, stores nothing. A client id
 * already used by this family answers that task (an offline replay), or 404 when the task has been
 * deleted since; used by another family, 409. A new task with an assignee pushes to them.
 */
export async function createReminder(
  db: Db,
  familyId: string,
  createdBy: string,
  input: CreateReminderBody,
  // A CalDAV client's create: its resource (services/caldav/fields.ts), and the completion time of a task it creates already done.
  phone: { completedAt: string | null; dav: DavFields } = { completedAt: null, dav: NO_DAV },
): Promise<Outcome<Reminder>> {
  const { completedAt } = phone;
  const { assignedTo } = input;
  const id = input.id ?? newId();
  const guard = clientIdGuard(db, familyId, id, reminders);
  const values = (familyIdOf: SQLiteColumn, assignedToOf: SQLiteColumn | null) =>
    fullRow(reminders, {
      ...phone.dav,
      id,
      familyId: familyIdOf,
      createdBy,
      title: input.title,
      description: input.description,
      dueDate: input.dueDate,
      priority: input.priority,
      assignedTo: assignedToOf,
      completed: completedAt !== null,
      completedAt,
      createdAt: iso(Date.now()),
    });
  const source =
    assignedTo === null
      ? db
          .select(values(families.id, null))
          .from(families)
          .where(and(eq(families.id, familyId), guard.unused))
      : db
          .select(values(familyMembers.familyId, familyMembers.id))
          .from(familyMembers)
          .where(and(eq(familyMembers.id, assignedTo), eq(familyMembers.familyId, familyId), guard.unused));
  const [inserted, , [stored], [holder]] = await db.batch([
    db.insert(reminders).select(source).onConflictDoNothing().returning({ id: reminders.id }),
    guard.remember,
    reminderWhere(db, familyId, eq(reminders.id, id)),
    guard.holder,
  ]);
  if (!stored) throw whyNotStored(holder, familyId, new HttpError("not_found", t.assigneeUnknown));
  if (stored.familyId !== familyId) throw new HttpError("conflict", t.clientIdTaken);
  const reminder = answerOf(stored);
  const answer = createdOrReplayed(reminder, inserted.length > 0, familyId, "reminders_updated");
  // A replay tells nobody, so it pushes to nobody either.
  if (answer.status !== 201 || !reminder.assignedTo) return answer;
  return { ...answer, effects: [...answer.effects, assignedPush(familyId, reminder, reminder.assignedTo, createdBy)] };
}

/** The push to a task's new assignee (none to the one who assigned it to themself: services/push/notices.ts). */
const assignedPush = (familyId: string, task: Reminder, memberId: string, byUserId: string): Effect => ({
  kind: "push",
  what: "task-assigned push",
  send: (deps) => noticeTaskAssigned(deps, { familyId, memberId, id: task.id, title: task.title, byUserId }),
});

/**
 * Replaces every field of one of the family's tasks at once, as a CalDAV client writes it
 * (docs/features/caldav.md "Tasks and shopping"). Unlike the JSON PATCH it can reopen a completed
 * task, because a phone's Reminders can untick one (docs/features/tasks.md "Rules"); completing again
 * keeps the first completion time. The assignee is checked inside the UPDATE, like the create's;
 * a new assignee gets the create's push. One batch: the task before, the update, the task after.
 * `expected`: a CalDAV write's If-Match, checked in the UPDATE itself (services/caldav/state.ts).
 */
export async function replaceReminder(
  db: Db,
  familyId: string,
  id: string,
  input: ReplaceReminderBody,
  byUserId: string,
  // The phone's resource, stored with the change (services/caldav/fields.ts).
  dav: DavFields = NO_DAV,
  expected?: string,
): Promise<Outcome<Reminder>> {
  const ofFamily = and(eq(reminders.id, id), eq(reminders.familyId, familyId));
  const guard = sameDavState(reminders, expected);
  const assigneeInFamily =
    input.assignedTo === null
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${familyMembers} WHERE ${familyMembers.id} = ${input.assignedTo} AND ${familyMembers.familyId} = ${familyId})`;
  const { completed, ...fields } = input;
  const completedAt = completed ? sql`coalesce(${reminders.completedAt}, ${iso(Date.now())})` : null;
  const [[state], [before], updated, [after]] = await db.batch([
    // Whether the guard holds, read in the batch's transaction: a stale task is told from an unknown assignee.
    db
      .select({ fresh: sql<number>`${guard ?? sql`1`}` })
      .from(reminders)
      .where(ofFamily),
    reminderWhere(db, familyId, ofFamily),
    db
      .update(reminders)
      .set({
        ...fields,
        completed,
        completedAt,
        completedByHelper: completed ? sql`CASE WHEN ${reminders.completed} THEN ${reminders.completedByHelper} END` : null,
        ...dav,
      })
      .where(and(ofFamily, assigneeInFamily, guard))
      .returning({ id: reminders.id }),
    reminderWhere(db, familyId, ofFamily),
  ]);
  if (!state?.fresh) throw staleOr(expected, notFound);
  if (!before || !after) throw notFound();
  if (updated.length === 0) throw new HttpError("not_found", t.assigneeUnknown);
  const task = answerOf(after);
  const newAssignee = task.assignedTo !== before.assignedTo ? task.assignedTo : null;
  return outcome(200, task, tell(familyId, "reminders_updated"), newAssignee !== null && assignedPush(familyId, task, newAssignee, byUserId));
}

/**
 * Renames or completes one of the family's tasks. Completing keeps the first completion time and
 * who made it: a helper completes only a task assigned to them (`helper`), and their name is kept
 * (docs/features/helpers.md "Who did it").
 */
export async function updateReminder(
  db: Db,
  familyId: string,
  id: string,
  change: UpdateReminderBody,
  helper?: { name: string; memberId: string },
): Promise<Outcome<Reminder>> {
  const ofFamily = and(eq(reminders.id, id), eq(reminders.familyId, familyId), helper && eq(reminders.assignedTo, helper.memberId));
  const set =
    "title" in change
      ? { title: change.title }
      : {
          completed: true,
          completedAt: sql`coalesce(${reminders.completedAt}, ${iso(Date.now())})`,
          completedByHelper: sql`CASE WHEN ${reminders.completed} THEN ${reminders.completedByHelper} ELSE ${helper?.name ?? null} END`,
        };
  const [, [row]] = await db.batch([db.update(reminders).set(set).where(ofFamily), reminderWhere(db, familyId, ofFamily)]);
  if (!row) throw notFound();
  return outcome(200, answerOf(row), tell(familyId, "reminders_updated"));
}

/** `expected`: a CalDAV delete's If-Match, checked in the DELETE itself (services/caldav/state.ts). */
export async function deleteReminder(db: Db, familyId: string, id: string, expected?: string): Promise<Outcome<undefined>> {
  await deleteDavGuarded(db, reminders, familyId, id, expected);
  return outcome(204, undefined, tell(familyId, "reminders_updated"));
}
