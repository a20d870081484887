import { createReminderBody, reminderAnswer, remindersAnswer, updateReminderBody } from "@contract/schemas/reminders";
import { defineRoute, familyListRoute } from "../http/route";
import { completedRemindersRead, createReminder, deleteReminder, remindersRead, updateReminder } from "../services/tasks/reminders";

const tag = "tasks";
const notFound = { not_found: "No such task in the caller's family." };

export const reminderRoutes = [
  familyListRoute({
    path: "/api/families/:familyId/reminders",
    summary:
      'The family\'s tasks: every open one by due date (undated last), then the first page of the completed ones, newest completion first, with their count in `X-History-Count` and the next page in `Link` (docs/api.md "Paging in headers").',
    tag,
    answer: { status: 200, description: "Open tasks, then the first page of completed ones.", schema: remindersAnswer },
    read: remindersRead,
    paging: { rows: "reminders", count: "completedCount", next: "/api/families/:familyId/reminders/completed" },
  }),
  familyListRoute({
    path: "/api/families/:familyId/reminders/completed",
    summary: 'The next page of the family\'s completed tasks, newest completion first, after the `before` cursor (docs/api.md "Paging in headers").',
    tag,
    answer: { status: 200, description: "One page of completed tasks; the next page in `Link`.", schema: remindersAnswer },
    read: completedRemindersRead,
    paging: { rows: "reminders" },
    example: { query: { before: "2026-05-01T00:00:00.000Z|m" } },
  }),
  defineRoute({
    method: "POST",
    path: "/api/reminders",
    summary: "Creates a task; a client `id` makes a repeated create answer the stored task.",
    tag,
    access: "family",
    tells: ["reminders_updated"],
    body: createReminderBody,
    answer: { status: 201, description: "The task (200 with the stored task when its `id` was already used by this family).", schema: reminderAnswer },
    errors: { not_found: "`assignedTo` is not a member of the caller's family.", conflict: "The `id` is used by another family." },
    example: {
      body: { title: "Sláa grasið", description: "Í garðinum", dueDate: "2030-05-01T12:00:00.000Z", priority: "high", assignedTo: "{memberId}" },
      status: 201,
      // Another family's member as assignee reads as not found.
      foreign: [404],
    },
    handler: (c, { familyId, caller, body }) => createReminder(c.get("db"), familyId, caller.userId, body),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/reminders/:id",
    summary: "Renames (`{title}`) or completes (`{completed: true}`) a task; completion keeps its first time.",
    tag,
    access: "family",
    tells: ["reminders_updated"],
    body: updateReminderBody,
    answer: { status: 200, description: "The task as it now is.", schema: reminderAnswer },
    errors: notFound,
    example: { params: { id: "{reminderId}" }, body: { completed: true }, status: 200, foreign: [404] },
    handler: (c, { familyId, params, body }) => updateReminder(c.get("db"), familyId, params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/reminders/:id",
    summary: "Deletes a task.",
    tag,
    access: "family",
    tells: ["reminders_updated"],
    answer: { status: 204, description: "Deleted." },
    errors: notFound,
    example: { params: { id: "{reminderId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params }) => deleteReminder(c.get("db"), familyId, params.id),
  }),
];
