import { asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { caldavTodoMessages as cm } from "@contract/caldav-todo-messages";
import { familyMembers, families, reminders } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { notFound } from "@worker/lib/http-error";
import { rawStatement } from "@worker/lib/batch";
import { iso } from "@worker/lib/time";
import { createReminder, deleteReminder, replaceReminder } from "@worker/services/tasks/reminders";
import type { Outcome } from "@worker/services/effects";
import { davStateOf } from "@worker/services/caldav/state";
import type { DavCaller, DavCollectionInfo, DavCollectionKind, DavObject, DavPut, DavWant } from "../collection";
import { davObject } from "../etag";
import { uidConflict } from "../uid-conflict";
import { familyRowsWhere, namedIds, namedRows, resourceNameOf, rowsById } from "../names";
import { davFieldsOf, uidIds, writeTarget } from "./dav-rows";
import { type TaskRow, readTask, taskIcs } from "./task-vtodo";
import { todoOverlaps } from "./todo-range";

/**
 * The tasks as VTODO collections (docs/features/caldav.md "Tasks and shopping"): `tasks` holds the
 * tasks assigned to no one, `tasks-<memberId>` those of one member, so who a task is for survives a
 * round trip and moving a reminder to another list in the phone reassigns it.
 */

const TASKS = "tasks";
const MEMBER_PREFIX = "tasks-";
const COLOR = "#0F766E";

/** The assignee a collection stands for: null for `tasks`, else the member id in its slug. */
const assigneeOf = (slug: string): string | null => (slug === TASKS ? null : slug.slice(MEMBER_PREFIX.length));

/** The collection of an assignee (null: no one's). */
const slugOf = (assignee: string | null) => (assignee === null ? TASKS : `${MEMBER_PREFIX}${assignee}`);

const inCollection = (slug: string): SQL | undefined => {
  const member = assigneeOf(slug);
  return member === null ? isNull(reminders.assignedTo) : eq(reminders.assignedTo, member);
};

const taskColumns = {
  id: reminders.id,
  title: reminders.title,
  description: reminders.description,
  dueDate: reminders.dueDate,
  priority: reminders.priority,
  completed: reminders.completed,
  completedAt: reminders.completedAt,
  createdAt: reminders.createdAt,
  davName: reminders.davName,
  davSource: reminders.davSource,
  davUid: reminders.davUid,
  assignedTo: reminders.assignedTo,
  timeZone: families.timeZone,
  state: davStateOf(reminders),
};

type StoredTask = TaskRow & {
  davName: string | null;
  davSource: string | null;
  davUid: string | null;
  assignedTo: string | null;
  timeZone: string;
  state: string;
};

/** The family's tasks `where` holds; with `drive` (names.ts `rowsById`), those of its ids, found by seeking each. */
const tasksWhere = (db: Db, familyId: string, where: SQL | undefined, drive?: SQL) =>
  db
    .select(taskColumns)
    .from(reminders)
    .innerJoin(families, eq(families.id, reminders.familyId))
    .where(familyRowsWhere(eq(reminders.familyId, familyId), where, drive))
    .orderBy(asc(reminders.createdAt), asc(reminders.id));

const objectOf = (row: StoredTask): DavObject => davObject(resourceNameOf(row), taskIcs(row, row.davSource, row.timeZone), row.state);

async function readTasks(db: Db, familyId: string, slug: string, want: DavWant): Promise<DavObject[]> {
  const scope = inCollection(slug);
  const rows = await tasksWhere(db, familyId, scope, want.names && namedRows(reminders, familyId, want.names));
  const objects = rows.map(objectOf);
  const { range } = want;
  return range ? objects.filter((object, at) => todoOverlaps(object.ics, range, rows[at]!.timeZone, rows[at]!.davSource)) : objects;
}

/** The row a write names: the resource in this collection, else (a new resource) the family's task with the phone's UID, wherever it lives. */
async function targetOf(db: Db, familyId: string, name: string, uid: string, exists: boolean) {
  const drive = rowsById(reminders, namedIds(reminders, familyId, [name]), uidIds(reminders, familyId, uid));
  const rows = await tasksWhere(db, familyId, undefined, drive).limit(2);
  return writeTarget(rows, name, uid, exists, (holder) => uidConflict(cm.uidTaken, familyId, slugOf(holder.assignedTo), resourceNameOf(holder)));
}

/**
 * A phone's task: a change of the resource, a task moved here from another member's collection
 * (its UID found elsewhere: reassigned, so the old collection logs a tombstone and the phone's
 * following DELETE there finds nothing), or a new task.
 */
const putTask: DavPut = async (db, caller, slug, name, ics, current, expected) => {
  const { uid, task } = readTask(ics, caller.timeZone, assigneeOf(slug));
  const row = await targetOf(db, caller.familyId, name, uid, current !== null);
  if (current && !row) throw notFound();
  const id = row?.id ?? newId();
  const dav = davFieldsOf(id, name, uid, ics);
  const result = row
    ? await replaceReminder(db, caller.familyId, id, task, caller.userId, dav, expected)
    : await createReminder(db, caller.familyId, caller.userId, { ...task, id }, { completedAt: task.completed ? iso(Date.now()) : null, dav });
  const object = davObject(name, taskIcs(result.body, ics, caller.timeZone));
  return { status: current ? 200 : 201, body: object, effects: result.effects };
};

async function removeTask(db: Db, caller: DavCaller, slug: string, current: DavObject, expected?: string): Promise<Outcome<undefined>> {
  const [row] = await tasksWhere(db, caller.familyId, inCollection(slug), namedRows(reminders, caller.familyId, [current.name])).limit(1);
  if (!row) throw notFound();
  return deleteReminder(db, caller.familyId, row.id, expected);
}

export const taskCollections: DavCollectionKind = {
  owns: (slug) => slug === TASKS || slug.startsWith(MEMBER_PREFIX),
  collections: (db, familyId) => ({
    statement: rawStatement(
      db,
      sql`SELECT ${familyMembers.id} AS id, ${familyMembers.name} AS name FROM ${familyMembers} WHERE ${familyMembers.familyId} = ${familyId} ORDER BY ${familyMembers.createdAt}, ${familyMembers.id}`,
    ),
    read: (members): DavCollectionInfo[] => [
      { slug: TASKS, displayName: cm.tasksName, color: COLOR, component: "VTODO", readOnly: false },
      ...members.map((member) => ({
        slug: `${MEMBER_PREFIX}${String(member.id)}`,
        displayName: cm.memberTasksName(String(member.name)),
        color: COLOR,
        component: "VTODO" as const,
        readOnly: false,
      })),
    ],
  }),
  read: readTasks,
  put: putTask,
  remove: removeTask,
};
