import { describe, expect, it } from "vitest";
import type { Reminder } from "@contract/schemas/reminders";
import { isIsoInstant } from "@contract/schemas/reminders";
import { isOverdue, splitReminders } from "@web/features/tasks/reads/sort-reminders";
import { dueDateOfDay } from "@web/features/tasks/lib/due-date";

const reminder = (id: string, fields: Partial<Reminder> = {}): Reminder => ({
  id,
  title: id,
  description: null,
  dueDate: null,
  priority: "medium",
  assignedTo: null,
  assignedMember: null,
  completed: false,
  completedAt: null,
  completedByHelper: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...fields,
});

describe("task order", () => {
  it("sorts open tasks by due date with the undated last, completed ones newest completion first", () => {
    const { open, completed } = splitReminders([
      reminder("undated"),
      reminder("late", { dueDate: "2026-03-01T00:00:00.000Z" }),
      reminder("early", { dueDate: "2026-02-01T00:00:00.000Z" }),
      reminder("done-old", { completed: true, completedAt: "2026-01-05T00:00:00.000Z" }),
      reminder("done-new", { completed: true, completedAt: "2026-01-09T00:00:00.000Z" }),
      reminder("done-no-time", { completed: true, createdAt: "2026-01-07T00:00:00.000Z" }),
    ]);
    expect(open.map((r) => r.id)).toEqual(["early", "late", "undated"]);
    expect(completed.map((r) => r.id)).toEqual(["done-new", "done-no-time", "done-old"]);
  });

  it("calls a task overdue only when its due date has passed and it is not completed", () => {
    const now = Date.parse("2026-02-01T12:00:00.000Z");
    expect(isOverdue(reminder("a", { dueDate: "2026-02-01T11:59:59.999Z" }), now)).toBe(true);
    expect(isOverdue(reminder("b", { dueDate: "2026-02-01T12:00:00.001Z" }), now)).toBe(false);
    expect(isOverdue(reminder("c"), now)).toBe(false);
    expect(isOverdue(reminder("d", { dueDate: "2026-01-01T00:00:00.000Z", completed: true }), now)).toBe(false);
  });
});

describe("due dates", () => {
  it("stores a picked day as its last moment in the family's zone", () => {
    // Atlantic/Faroe is UTC+1 in summer, UTC+0 in winter.
    expect(dueDateOfDay("2026-07-10", "Atlantic/Faroe")).toBe("2026-07-10T22:59:59.999Z");
    expect(dueDateOfDay("2026-01-10", "Atlantic/Faroe")).toBe("2026-01-10T23:59:59.999Z");
    expect(isIsoInstant(dueDateOfDay("2026-12-31", "Europe/Berlin"))).toBe(true);
  });

  it("accepts only instants with an offset whose day exists", () => {
    expect(isIsoInstant("2026-05-01T10:00:00Z")).toBe(true);
    expect(isIsoInstant("2026-05-01T10:00+02:00")).toBe(true);
    for (const text of ["2026-05-01", "2026-02-30T10:00:00Z", "2026-13-01T10:00:00Z", "tomorrow", "2026-05-01T10:00:00"])
      expect(isIsoInstant(text)).toBe(false);
  });
});
