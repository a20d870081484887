import { describe, expect, it } from "vitest";
import { cursorOf, pageOf, splitCursor } from "@contract/paging";
import type { Reminder } from "@contract/schemas/reminders";
import { completeReminder, editReminders, removeReminder } from "@web/features/tasks/lib/reminders-cache";

const task = (id: string, completed: boolean): Reminder => ({
  id,
  title: id,
  description: null,
  dueDate: null,
  priority: "medium",
  assignedTo: null,
  assignedMember: null,
  completed,
  completedAt: completed ? "2026-01-01T00:00:00.000Z" : null,
  completedByHelper: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

describe("the history count under optimistic edits", () => {
  const list = { reminders: [task("open", false), task("done", true)], completedCount: 40, nextBefore: "2026-01-01T00:00:00.000Z|done" };

  it("counts a task completed here at once, and a completed one deleted here no more", () => {
    expect(editReminders(list, (rows) => completeReminder(rows, "open", "2026-02-01T00:00:00.000Z")).completedCount).toBe(41);
    expect(editReminders(list, (rows) => removeReminder(rows, "done")).completedCount).toBe(39);
    expect(editReminders(list, (rows) => removeReminder(rows, "open")).completedCount).toBe(40);
  });
});

describe("contract/paging", () => {
  it("splits a cursor at its first bar: the id may hold more", () => {
    expect(splitCursor(cursorOf({ at: "2026-01-01T00:00:00.000Z", id: "a|b" }))).toEqual({ at: "2026-01-01T00:00:00.000Z", id: "a|b" });
  });

  it("answers a cursor only when the read found one row more than a page", () => {
    const rows = ["a", "b", "c"].map((id) => ({ id, at: "2026-01-01T00:00:00.000Z" }));
    expect(pageOf(rows, 2, (row) => row)).toEqual({ rows: rows.slice(0, 2), nextBefore: "2026-01-01T00:00:00.000Z|b" });
    expect(pageOf(rows, 3, (row) => row)).toEqual({ rows, nextBefore: null });
  });
});
