import { describe, expect, it } from "vitest";
import { caldavTodoMessages as cm } from "@contract/caldav-todo-messages";
import { taskMessages as t } from "@contract/task-messages";
import { type ItemRow, itemIcs, itemSummary, readItem } from "@worker/caldav/todos/item-vtodo";
import { phoneTodo, todoIn } from "@test/helpers/vtodo";
import { todoOverlaps } from "@worker/caldav/todos/todo-range";
import { priorityOf, readTask, type TaskRow, taskIcs } from "@worker/caldav/todos/task-vtodo";

const ZONE = "Atlantic/Faroe";

const task = (change: Partial<TaskRow> = {}): TaskRow => ({
  id: "0b6c1f7e-8a51-4f0e-9b1a-3c1f2d4e5a6b",
  title: "Vaska bilin",
  description: null,
  dueDate: null,
  priority: "medium",
  completed: false,
  completedAt: null,
  createdAt: "2026-03-01T09:00:00.000Z",
  ...change,
});

/** A phone's to-do of UID ABC-1. */
const phone = (...lines: string[]) => phoneTodo("ABC-1", ...lines);
const todoOf = todoIn;
const value = (ics: string, name: string) => todoOf(ics).getFirstPropertyValue(name);

describe("task → VTODO", () => {
  it("writes a new VCALENDAR with the task's fields and the row id as UID", () => {
    const ics = taskIcs(task({ description: "Úti", dueDate: "2026-05-01T23:59:59.999Z", priority: "high" }), null, ZONE);
    const todo = todoOf(ics);
    expect(todo.getFirstPropertyValue("uid")).toBe(task().id);
    expect(todo.getFirstPropertyValue("summary")).toBe("Vaska bilin");
    expect(todo.getFirstPropertyValue("description")).toBe("Úti");
    // Not the end of a day in Tórshavn (UTC+1 in May): a UTC date-time.
    expect(todo.getFirstProperty("due")!.type).toBe("date-time");
    expect(todo.getFirstPropertyValue("priority")).toBe(1);
    expect(todo.getFirstPropertyValue("status")).toBe("NEEDS-ACTION");
    expect(String(todo.getFirstPropertyValue("dtstamp"))).toBe("2026-03-01T09:00:00Z");
    expect(ics).toContain("\r\n");
  });

  it("writes a due day the app picked (its last millisecond in the family's zone) as DUE;VALUE=DATE", () => {
    // 1 May 2026 ends at 22:59:59.999 UTC in Tórshavn (UTC+1 in summer).
    const ics = taskIcs(task({ dueDate: "2026-05-01T22:59:59.999Z" }), null, ZONE);
    expect(ics).toContain("DUE;VALUE=DATE:20260501");
    expect(readTask(ics, ZONE, null).task.dueDate).toBe("2026-05-01T22:59:59.999Z");
  });

  it("maps the priorities both ways (RFC 5545: 1–4 high, 5 medium, 6–9 low, 0 or none medium)", () => {
    expect([0, 1, 4, 5, 6, 9, 10, undefined, "x"].map(priorityOf)).toEqual(["medium", "high", "high", "medium", "low", "low", "medium", "medium", "medium"]);
    expect(value(taskIcs(task({ priority: "low" }), null, ZONE), "priority")).toBe(9);
    // Medium, the app's default, is written as no PRIORITY (undefined), so a phone shows no mark on every task.
    expect(value(taskIcs(task({ priority: "medium" }), null, ZONE), "priority")).toBeNull();
  });

  it("writes a completed task as STATUS:COMPLETED with its COMPLETED time", () => {
    const ics = taskIcs(task({ completed: true, completedAt: "2026-03-02T10:00:00.000Z" }), null, ZONE);
    expect(value(ics, "status")).toBe("COMPLETED");
    expect(String(value(ics, "completed"))).toBe("2026-03-02T10:00:00Z");
    expect(readTask(ics, ZONE, null).task.completed).toBe(true);
  });

  it("round-trips every field through a phone's text", () => {
    const row = task({ title: "Tannlækni", description: "Kl. 9", dueDate: "2026-06-03T08:30:00.000Z", priority: "low" });
    expect(readTask(taskIcs(row, null, ZONE), ZONE, "m1")).toEqual({
      uid: row.id,
      task: { title: "Tannlækni", description: "Kl. 9", dueDate: "2026-06-03T08:30:00.000Z", priority: "low", assignedTo: "m1", completed: false },
    });
  });
});

describe("VTODO over the phone's text", () => {
  const source = phone(
    "SUMMARY:Keypa mjólk",
    "PRIORITY:3",
    "DUE;VALUE=DATE:20260501",
    "CATEGORIES:Heima",
    "RELATED-TO:PARENT-1",
    "X-APPLE-SORT-ORDER:42",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    "TRIGGER:-PT15M",
    "DESCRIPTION:Minni",
    "END:VALARM",
  );

  it("keeps what the app cannot show after an app-side rename, and the phone's own forms of what still reads the same", () => {
    const { task: read } = readTask(source, ZONE, null);
    expect(read).toMatchObject({ title: "Keypa mjólk", priority: "high", dueDate: "2026-05-01T22:59:59.999Z" });
    const ics = taskIcs(task({ ...read, title: "Keypa súrmjólk" }), source, ZONE);
    const todo = todoOf(ics);
    expect(todo.getFirstPropertyValue("summary")).toBe("Keypa súrmjólk");
    expect(todo.getFirstPropertyValue("uid")).toBe("ABC-1");
    expect(todo.getFirstPropertyValue("priority")).toBe(3);
    expect(ics).toContain("DUE;VALUE=DATE:20260501");
    expect(todo.getFirstPropertyValue("categories")).toBe("Heima");
    expect(todo.getFirstPropertyValue("related-to")).toBe("PARENT-1");
    expect(todo.getFirstPropertyValue("x-apple-sort-order")).toBe("42");
    expect(todo.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString()).toBe("-PT15M");
    expect(String(todo.getFirstPropertyValue("dtstamp"))).toBe("2026-03-01T09:00:00Z");
  });

  it("writes the app's priority and due date afresh when they changed", () => {
    const ics = taskIcs(task({ title: "Keypa mjólk", priority: "low", dueDate: "2026-05-02T12:00:00.000Z" }), source, ZONE);
    expect(value(ics, "priority")).toBe(9);
    expect(ics).toContain("DUE:20260502T120000Z");
  });

  it("reopens a completed to-do: NEEDS-ACTION, no COMPLETED, no 100 %", () => {
    const done = phone("SUMMARY:Vaska", "STATUS:COMPLETED", "COMPLETED:20260302T100000Z", "PERCENT-COMPLETE:100");
    const ics = taskIcs(task({ title: "Vaska" }), done, ZONE);
    const todo = todoOf(ics);
    expect(todo.getFirstPropertyValue("status")).toBe("NEEDS-ACTION");
    expect(todo.hasProperty("completed")).toBe(false);
    expect(todo.hasProperty("percent-complete")).toBe(false);
  });
});

describe("malformed values a phone stored", () => {
  it("never fail a later read, a ticked write or a time-range check", () => {
    const source = phone("SUMMARY:X", "COMPLETED:bad", "DTSTART:bad", "DURATION:bad", "PERCENT-COMPLETE:x", "PRIORITY:abc");
    expect(readTask(source, ZONE, null).task).toMatchObject({ completed: true, priority: "medium" });
    expect(value(taskIcs(task({ title: "X", completed: true, completedAt: "2026-03-02T10:00:00.000Z" }), source, ZONE), "status")).toBe("COMPLETED");
    expect(taskIcs(task({ title: "X" }), source, ZONE)).toContain("STATUS:NEEDS-ACTION");
    expect(todoOverlaps(source, { start: "2026-05-01T00:00:00.000Z" }, ZONE, source)).toBe(true);
  });
});

describe("VTODO → task", () => {
  it.each([
    ["DUE:20260501T120000Z", "2026-05-01T12:00:00.000Z"],
    // A zone the calendar does not define is read by its IANA name (Copenhagen is UTC+2 in May).
    ["DUE;TZID=Europe/Copenhagen:20260501T120000", "2026-05-01T10:00:00.000Z"],
    // A floating time is the family's (Tórshavn UTC+1 in May).
    ["DUE:20260501T120000", "2026-05-01T11:00:00.000Z"],
    ["DUE;VALUE=DATE:20260101", "2026-01-01T23:59:59.999Z"],
  ])("reads %s as %s", (due, instant) => {
    expect(readTask(phone("SUMMARY:X", due), ZONE, null).task.dueDate).toBe(instant);
  });

  it("reads a time in a zone the calendar defines by its VTIMEZONE", () => {
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:x",
      "BEGIN:VTIMEZONE",
      "TZID:Fixed+3",
      "BEGIN:STANDARD",
      "DTSTART:19700101T000000",
      "TZOFFSETFROM:+0300",
      "TZOFFSETTO:+0300",
      "END:STANDARD",
      "END:VTIMEZONE",
      "BEGIN:VTODO",
      "UID:u",
      "SUMMARY:X",
      "DUE;TZID=Fixed+3:20260501T120000",
      "END:VTODO",
      "END:VCALENDAR",
    ].join("\r\n");
    expect(readTask(ics, ZONE, null).task.dueDate).toBe("2026-05-01T09:00:00.000Z");
  });

  it.each([
    [["STATUS:COMPLETED"], true],
    [["COMPLETED:20260302T100000Z"], true],
    [["PERCENT-COMPLETE:100"], true],
    [["STATUS:NEEDS-ACTION", "PERCENT-COMPLETE:100"], false],
    [["STATUS:IN-PROCESS"], false],
    [["STATUS:CANCELLED"], false],
    [[], false],
  ])("reads %j as completed %s", (lines, completed) => {
    expect(readTask(phone("SUMMARY:X", ...lines), ZONE, null).task.completed).toBe(completed);
  });

  it.each([
    ["not a calendar", "not a calendar", cm.notATodo],
    ["no UID", phone("SUMMARY:X").replace("UID:ABC-1\r\n", ""), cm.uidMissing],
    ["a VEVENT", phone("SUMMARY:X").replaceAll("VTODO", "VEVENT"), cm.notATodo],
    ["a blank SUMMARY", phone("SUMMARY:   "), t.titleBlank],
    ["a long DESCRIPTION", phone("SUMMARY:X", `DESCRIPTION:${"d".repeat(5001)}`), t.descriptionTooLong],
    ["a DUE before 1970", phone("SUMMARY:X", "DUE;VALUE=DATE:19600101"), t.dueDateInvalid],
    ["a DUE that does not decode", phone("SUMMARY:X", "DUE:garbage"), t.dueDateInvalid],
    ["a date DUE that does not decode", phone("SUMMARY:X", "DUE;VALUE=DATE:2026"), t.dueDateInvalid],
  ])("refuses %s with 400 and its Faroese message", (_case, ics, message) => {
    expect(() => readTask(ics, ZONE, null)).toThrow(expect.objectContaining({ status: 400, message }));
  });
});

const item = (change: Partial<ItemRow> = {}): ItemRow => ({
  id: "5f0c7a4e-2b1d-4e9f-8a3c-6d7e8f9a0b1c",
  name: "Súrmjólk",
  quantity: 2,
  unit: "l",
  completed: false,
  completedAt: null,
  createdAt: "2026-03-01T09:00:00.000Z",
  ...change,
});

describe("shopping item ↔ VTODO", () => {
  it.each([
    [item(), "Súrmjólk 2 l"],
    [item({ name: "Egg", quantity: 6, unit: null }), "Egg × 6"],
    [item({ name: "Mjólk", quantity: 1, unit: null }), "Mjólk"],
    [item({ name: "Smør", quantity: 1, unit: "½ kg" }), "Smør ½ kg"],
    [item({ name: "Smør", quantity: 2, unit: "½ kg" }), "Smør 2 × ½ kg"],
  ])("shows %o as %s, which the quick-add parser reads back to the same item", (row, summary) => {
    expect(itemSummary(row)).toBe(summary);
    const ics = itemIcs(row, null);
    expect(value(ics, "summary")).toBe(summary);
    // Read as a new item (no current one): through the parser.
    expect(readItem(ics, null).item).toEqual({ name: row.name, quantity: row.quantity, unit: row.unit, completed: false });
  });

  it("reads a phone's '2 l súrmjólk' as 2 l of Súrmjólk", () => {
    expect(readItem(phone("SUMMARY:2 l súrmjólk"), null)).toEqual({ uid: "ABC-1", item: { name: "Súrmjólk", quantity: 2, unit: "l", completed: false } });
  });

  it("keeps a unit the parser does not know while the phone leaves the SUMMARY as written", () => {
    const row = item({ name: "Epli", quantity: 3, unit: "bitar" });
    expect(readItem(itemIcs(row, null), row).item).toEqual({ name: "Epli", quantity: 3, unit: "bitar", completed: false });
  });

  it("ticks with STATUS:COMPLETED and COMPLETED, keeping the phone's other lines", () => {
    const source = phone("SUMMARY:Súrmjólk 2 l", "X-TASKS-ORG-ORDER:7");
    const ticked = itemIcs(item({ completed: true, completedAt: "2026-03-02T10:00:00.000Z" }), source);
    expect(value(ticked, "status")).toBe("COMPLETED");
    expect(String(value(ticked, "completed"))).toBe("2026-03-02T10:00:00Z");
    expect(value(ticked, "x-tasks-org-order")).toBe("7");
    expect(readItem(ticked, item()).item.completed).toBe(true);
  });

  it("refuses a blank SUMMARY with the name's message", () => {
    expect(() => readItem(phone("SUMMARY: "), null)).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe("a to-do in a calendar-query's time range (RFC 4791 9.9)", () => {
  const may = (from: string, to?: string) => ({ start: `2026-05-${from}T00:00:00.000Z`, end: to === undefined ? undefined : `2026-05-${to}T00:00:00.000Z` });
  it.each([
    ["DUE inside", ["DUE:20260501T120000Z"], may("01", "02"), true],
    ["DUE before", ["DUE:20260501T120000Z"], may("02", "03"), false],
    ["DUE after", ["DUE:20260501T120000Z"], { start: "2026-04-01T00:00:00.000Z", end: "2026-04-30T00:00:00.000Z" }, false],
    ["a due day", ["DUE;VALUE=DATE:20260501"], may("01", "02"), true],
    ["DTSTART and DUE spanning", ["DTSTART:20260428T000000Z", "DUE:20260505T000000Z"], may("01", "02"), true],
    ["DTSTART alone before", ["DTSTART:20260428T000000Z"], may("01", "02"), false],
    ["CREATED alone, range after it", ["CREATED:20260301T000000Z"], may("01"), true],
    ["CREATED alone, range before it", ["CREATED:20260601T000000Z"], may("01", "02"), false],
    ["COMPLETED and CREATED before", ["CREATED:20260301T000000Z", "COMPLETED:20260302T000000Z"], may("01", "02"), false],
    ["no dates", [], may("01", "02"), true],
  ])("%s", (_case, lines, range, overlaps) => {
    const sent = phoneTodo("R", "SUMMARY:X", ...lines).replace("DTSTAMP:20260301T090000Z\r\n", "");
    expect(todoOverlaps(sent, range, ZONE, sent)).toBe(overlaps);
  });

  it("reads an app task by its due date, with an open end", () => {
    const ics = taskIcs(task({ dueDate: "2026-05-01T22:59:59.999Z" }), null, ZONE);
    expect(todoOverlaps(ics, may("01", "02"), ZONE, null)).toBe(true);
    expect(todoOverlaps(ics, may("02"), ZONE, null)).toBe(false);
  });

  it("matches a to-do without dates to every range, whatever CREATED the server stamped (only the phone's counts)", () => {
    const app = taskIcs(task({ createdAt: "2026-06-01T00:00:00.000Z" }), null, ZONE);
    expect(todoIn(app).hasProperty("created")).toBe(true);
    expect(todoOverlaps(app, may("01", "02"), ZONE, null)).toBe(true);
    const sent = phone("SUMMARY:Vaska bilin");
    expect(todoOverlaps(taskIcs(task(), sent, ZONE), may("01", "02"), ZONE, sent)).toBe(true);
    const created = phone("SUMMARY:Vaska bilin", "CREATED:20260601T000000Z");
    expect(todoOverlaps(taskIcs(task(), created, ZONE), may("01", "02"), ZONE, created)).toBe(false);
  });
});

describe("a recurring to-do in a calendar-query's time range", () => {
  const range = (from: string, to?: string) => ({ start: `${from}T00:00:00.000Z`, end: to === undefined ? undefined : `${to}T00:00:00.000Z` });
  const weekly = (...lines: string[]) => phone("SUMMARY:Rusk út", ...lines);
  const overlaps = (ics: string, from: string, to?: string) => todoOverlaps(ics, range(from, to), ZONE, ics);

  it("finds a later occurrence of a weekly to-do, and not a week it has none", () => {
    const ics = weekly("DTSTART:20260105T170000Z", "DUE:20260105T180000Z", "RRULE:FREQ=WEEKLY");
    expect(overlaps(ics, "2026-06-01", "2026-06-02")).toBe(true);
    expect(overlaps(ics, "2026-06-02", "2026-06-08")).toBe(false);
    expect(overlaps(ics, "2025-12-01", "2026-01-01")).toBe(false);
  });

  it("stops at COUNT and UNTIL, and leaves out an EXDATE", () => {
    const counted = weekly("DTSTART:20260105T170000Z", "RRULE:FREQ=WEEKLY;COUNT=3");
    expect(overlaps(counted, "2026-01-19", "2026-01-20")).toBe(true);
    expect(overlaps(counted, "2026-01-26", "2026-01-27")).toBe(false);
    expect(overlaps(counted, "2026-01-26")).toBe(false);
    expect(overlaps(weekly("DTSTART:20260105T170000Z", "RRULE:FREQ=WEEKLY"), "2030-01-01")).toBe(true);
    const until = weekly("DTSTART:20260105T170000Z", "RRULE:FREQ=WEEKLY;UNTIL=20260113T000000Z");
    expect(overlaps(until, "2026-01-12", "2026-01-13")).toBe(true);
    expect(overlaps(until, "2026-01-19", "2026-01-20")).toBe(false);
    const skipped = weekly("DTSTART:20260105T170000Z", "RRULE:FREQ=WEEKLY", "EXDATE:20260112T170000Z");
    expect(overlaps(skipped, "2026-01-12", "2026-01-13")).toBe(false);
  });

  it("reads a series anchored on a due day, as the to-do's due days are read (the whole day)", () => {
    const ics = weekly("DUE;VALUE=DATE:20260105", "RRULE:FREQ=WEEKLY");
    expect(overlaps(ics, "2026-01-12", "2026-01-13")).toBe(true);
    expect(overlaps(ics, "2026-01-13", "2026-01-19")).toBe(false);
  });

  it("reads a series whose dates do not decode as one to-do, never failing the query", () => {
    const bad = weekly("DTSTART:bad", "RRULE:FREQ=WEEKLY", "EXDATE:worse");
    expect(overlaps(bad, "2026-06-01", "2026-06-02")).toBe(true);
  });

  it("places a moved instance at its new time", () => {
    const moved = [
      ...["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VTODO", "UID:R-1", "DTSTAMP:20260101T000000Z", "SUMMARY:Rusk út"],
      ...["DTSTART:20260105T170000Z", "RRULE:FREQ=WEEKLY;COUNT=3", "END:VTODO", "BEGIN:VTODO", "UID:R-1", "DTSTAMP:20260101T000000Z"],
      ...["RECURRENCE-ID:20260112T170000Z", "DTSTART:20260114T170000Z", "SUMMARY:Rusk út", "END:VTODO", "END:VCALENDAR", ""],
    ].join("\r\n");
    expect(overlaps(moved, "2026-01-12", "2026-01-13")).toBe(false);
    expect(overlaps(moved, "2026-01-14", "2026-01-15")).toBe(true);
  });
});
