import type ICAL from "ical.js";
import type { PRIORITIES } from "@contract/limits";
import { type ReplaceReminderBody, replaceReminderBody } from "@contract/schemas/reminders";
import { taskMessages as t } from "@contract/task-messages";
import { HttpError } from "@worker/lib/http-error";
import {
  calendarText,
  completedOf,
  dueTime,
  instantOfProperty,
  keepOrSet,
  parseTodo,
  setCompletion,
  setStamps,
  summaryOf,
  textOf,
  todoOver,
  validInput,
  propertyValue,
} from "./ical-todo";

type Priority = (typeof PRIORITIES)[number];

/**
 * A task ↔ a VTODO (docs/features/caldav.md "Tasks and shopping"). Who the task is for is not in
 * the VTODO: it is the collection it lives in (`tasks` for no one, `tasks-<memberId>` for that member).
 */

/** The task's fields a VTODO shows. */
export interface TaskRow {
  id: string;
  title: string;
  description: string | null;
  dueDate: string | null;
  priority: Priority;
  completed: boolean;
  completedAt: string | null;
  createdAt: string;
}

/** The app's priorities as the numbers Apple's Reminders and jtx Board write for high, medium and low. */
const ICAL_PRIORITY: Record<Priority, number> = { high: 1, medium: 5, low: 9 };

/** RFC 5545's PRIORITY: 1–4 high, 5 medium, 6–9 low; 0 or none (undefined) is the app's default, medium. */
export function priorityOf(value: unknown): Priority {
  if (typeof value !== "number" || value < 1 || value > 9) return "medium";
  if (value < 5) return "high";
  return value === 5 ? "medium" : "low";
}

const priorityProperty = (todo: ICAL.Component) => priorityOf(propertyValue(todo, "priority"));
const descriptionOf = (todo: ICAL.Component) => textOf(todo, "description")?.trim() ?? null;
const dueOf = (todo: ICAL.Component, zone: string) => {
  const due = instantOfProperty(todo, "due", zone);
  return due === null ? null : new Date(due).toISOString();
};

/** The task as a VTODO over the text the phone last sent, whose other properties and components stay as they were. */
export function taskIcs(task: TaskRow, source: string | null, zone: string): string {
  const text = todoOver(source, task.id);
  const { todo } = text;
  const dueWritten = task.dueDate === null ? null : dueTime(task.dueDate, zone);
  keepOrSet(todo, "summary", task.title, summaryOf, task.title);
  keepOrSet(todo, "description", task.description, descriptionOf, task.description);
  keepOrSet(todo, "due", task.dueDate, (it) => dueOf(it, zone), dueWritten);
  keepOrSet(todo, "priority", task.priority, priorityProperty, ICAL_PRIORITY[task.priority]);
  setCompletion(todo, task.completed, task.completedAt);
  setStamps(todo, task.createdAt);
  return calendarText(text);
}

/** A phone's VTODO as the task it replaces or creates, after the JSON API's rules; the assignee is the collection's. */
export function readTask(ics: string, zone: string, assignedTo: string | null): { uid: string; task: ReplaceReminderBody } {
  const { todo, uid } = parseTodo(ics);
  // A DUE that does not decode is refused rather than read as none.
  if (todo.hasProperty("due") && dueOf(todo, zone) === null) throw new HttpError("invalid_body", t.dueDateInvalid);
  const input = {
    title: textOf(todo, "summary") ?? "",
    description: textOf(todo, "description"),
    dueDate: dueOf(todo, zone),
    priority: priorityProperty(todo),
    assignedTo,
    completed: completedOf(todo),
  };
  return { uid, task: validInput(replaceReminderBody, input) };
}
