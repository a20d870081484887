import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_PREFERENCES, type PushPreferences } from "@contract/schemas/push";
import { dueNotices, type TimedRows } from "@worker/services/push/timed-notices";

/** The pure half of the timed pushes: which notices are due at an instant, per family zone and person. */

const person = (userId: string, changes: Partial<PushPreferences> = {}) => ({
  userId,
  familyId: "f",
  preferences: { ...DEFAULT_PUSH_PREFERENCES, ...changes },
});
const rows = (changes: Partial<TimedRows>): TimedRows => ({
  families: [{ id: "f", timeZone: "Europe/Copenhagen" }],
  recipients: [person("anna"), person("bjarni")],
  members: [],
  tasks: [],
  events: [],
  meals: [],
  ...changes,
});
const who = (notices: ReturnType<typeof dueNotices>) => notices.map((notice) => `${notice.kind} ${notice.userId} ${notice.occurrence}`);

describe("dueNotices", () => {
  it("a task due today from the morning hour on the family's clock, across the spring change", () => {
    // 29 March 2026: Copenhagen moves from 02:00 to 03:00; 07:00 local is 05:00 UTC.
    const tasks = [{ id: "t", familyId: "f", title: "Rudda", dueDate: "2026-03-29T10:00:00.000Z", assignedTo: null }];
    expect(dueNotices(rows({ tasks }), Date.parse("2026-03-29T04:59:00Z"))).toEqual([]);
    expect(who(dueNotices(rows({ tasks }), Date.parse("2026-03-29T05:00:00Z")))).toEqual(["taskDue anna 2026-03-29", "taskDue bjarni 2026-03-29"]);
    // Late in the day it is still today's; the next day it is not.
    expect(dueNotices(rows({ tasks }), Date.parse("2026-03-29T21:59:00Z"))).toHaveLength(2);
    expect(dueNotices(rows({ tasks }), Date.parse("2026-03-29T22:00:00Z"))).toEqual([]);
  });

  it("a task whose assignee has no device, or no account, goes to the family; one with a device, to them alone", () => {
    const task = { id: "t", familyId: "f", title: "Rudda", dueDate: "2026-06-10T10:00:00.000Z" };
    const members = [{ id: "m-bjarni", userId: "bjarni" }];
    const at = Date.parse("2026-06-10T08:00:00Z");
    expect(who(dueNotices(rows({ members, tasks: [{ ...task, assignedTo: "m-bjarni" }] }), at))).toEqual(["taskDue bjarni 2026-06-10"]);
    expect(dueNotices(rows({ members, tasks: [{ ...task, assignedTo: "m-child" }] }), at)).toHaveLength(2);
    expect(dueNotices(rows({ members, recipients: [person("anna")], tasks: [{ ...task, assignedTo: "m-bjarni" }] }), at)).toHaveLength(1);
  });

  it("an event at exactly each person's lead, and never once it has started", () => {
    const event = {
      id: "e",
      familyId: "f",
      title: "Fundur",
      startTime: "2026-06-10T15:00:00.000Z",
      endTime: "2026-06-10T16:00:00.000Z",
      recurrence: "none" as const,
      recurrenceEnds: null,
      daysOfWeek: null,
    };
    const recipients = [person("anna", { eventLeadMinutes: 120 }), person("bjarni", { eventLeadMinutes: 5 })];
    const at = (time: string) => who(dueNotices(rows({ recipients, events: [event] }), Date.parse(`2026-06-10T${time}:00Z`)));
    expect(at("12:55")).toEqual([]);
    expect(at("13:00")).toEqual(["eventSoon anna 2026-06-10T15:00:00.000Z"]);
    expect(at("14:55")).toEqual(["eventSoon anna 2026-06-10T15:00:00.000Z", "eventSoon bjarni 2026-06-10T15:00:00.000Z"]);
    expect(at("15:00")).toEqual([]);
    // 17:00 in Copenhagen (summer time, UTC+2).
    expect(dueNotices(rows({ recipients, events: [event] }), Date.parse("2026-06-10T14:55:00Z"))[0]?.payload.body).toBe("Byrjar kl. 17:00");
  });

  it("a private event's notice goes to its creator alone, and to nobody once its creator is gone", () => {
    const event = {
      id: "e",
      familyId: "f",
      title: "Lækni",
      startTime: "2026-06-10T15:00:00.000Z",
      endTime: "2026-06-10T16:00:00.000Z",
      recurrence: "none" as const,
      recurrenceEnds: null,
      daysOfWeek: null,
    };
    const at = Date.parse("2026-06-10T14:55:00Z");
    expect(who(dueNotices(rows({ events: [{ ...event, onlyFor: "bjarni" }] }), at))).toEqual(["eventSoon bjarni 2026-06-10T15:00:00.000Z"]);
    expect(dueNotices(rows({ events: [{ ...event, onlyFor: null }] }), at)).toEqual([]);
    expect(dueNotices(rows({ events: [event] }), at)).toHaveLength(2);
  });

  it("each occurrence of a weekly event on chosen days is its own notice", () => {
    // Mondays and Wednesdays at 18:00 local (16:00 UTC in summer), from Monday 1 June.
    const event = {
      id: "e",
      familyId: "f",
      title: "Svimjing",
      startTime: "2026-06-01T16:00:00.000Z",
      endTime: "2026-06-01T17:00:00.000Z",
      recurrence: "weekly" as const,
      recurrenceEnds: null,
      daysOfWeek: [1, 3],
    };
    const at = (instant: string) => dueNotices(rows({ recipients: [person("anna")], events: [event] }), Date.parse(instant)).map((notice) => notice.occurrence);
    expect(at("2026-06-10T15:30:00Z")).toEqual(["2026-06-10T16:00:00.000Z"]);
    expect(at("2026-06-11T15:30:00Z")).toEqual([]);
    expect(at("2026-06-15T15:45:00Z")).toEqual(["2026-06-15T16:00:00.000Z"]);
  });

  it("tonight's dinner from each person's afternoon hour; a kind turned off is never due", () => {
    const meals = [{ id: "d", familyId: "f", title: "Fiskur", scheduledDate: "2026-06-10T16:30:00.000Z" }];
    const recipients = [person("anna", { afternoonHour: 12 }), person("bjarni", { kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds, dinnerTonight: false } })];
    expect(who(dueNotices(rows({ recipients, meals }), Date.parse("2026-06-10T10:00:00Z")))).toEqual(["dinnerTonight anna 2026-06-10"]);
    expect(dueNotices(rows({ recipients, meals }), Date.parse("2026-06-10T09:59:00Z"))).toEqual([]);
  });

  describe("the evening before a linked child changes home", () => {
    // 7-7 from Monday 19 October: nights here to the 25th, at the other home 26 October – 1 November.
    const link = {
      id: "l",
      familyId: "f",
      memberId: "m",
      name: "Óli",
      otherFamilyId: "g",
      otherFamilyName: "Pápa",
      template: "7-7",
      startDate: "2026-10-19",
      exchangeTime: "17:00",
      firstHome: "f",
      exceptions: "[]",
    };
    const titles = (notices: ReturnType<typeof dueNotices>) => notices.map((notice) => `${notice.userId}: ${notice.payload.title} (${notice.payload.body})`);

    it("tells both parents from their afternoon hour, on the evening the clocks go back", () => {
      // 25 October 2026: Copenhagen goes back to UTC+1 at 03:00; 16:00 there is 15:00 UTC.
      expect(dueNotices(rows({ links: [link] }), Date.parse("2026-10-25T14:59:00Z"))).toEqual([]);
      const due = dueNotices(rows({ links: [link] }), Date.parse("2026-10-25T15:00:00Z"));
      expect(who(due)).toEqual(["homeChange anna 2026-10-26", "homeChange bjarni 2026-10-26"]);
      expect(titles(due)).toEqual(["anna: Í morgin fer Óli til Pápa (Skiftið er kl. 17:00)", "bjarni: Í morgin fer Óli til Pápa (Skiftið er kl. 17:00)"]);
      expect(due[0]?.payload).toMatchObject({ url: "/calendar", tag: "home-change-l-2026-10-26" });
    });

    it("says the child comes when tomorrow's night is here, and nothing on a day the child stays", () => {
      expect(titles(dueNotices(rows({ links: [link], recipients: [person("anna")] }), Date.parse("2026-11-01T16:00:00Z")))).toEqual([
        "anna: Í morgin kemur Óli til tykkara (Skiftið er kl. 17:00)",
      ]);
      expect(dueNotices(rows({ links: [link] }), Date.parse("2026-10-21T18:00:00Z"))).toEqual([]);
    });

    it("follows a one-off stretch, and says nothing for a link without a pattern or to a parent who turned it off", () => {
      const holiday = [{ id: "x", from: "2026-11-02", to: "2026-11-04", home: "g", reason: "Frí", swapId: null }];
      const withHoliday = { ...link, exceptions: JSON.stringify(holiday) };
      expect(dueNotices(rows({ links: [withHoliday] }), Date.parse("2026-11-01T16:00:00Z"))).toEqual([]);
      expect(who(dueNotices(rows({ links: [withHoliday], recipients: [person("anna")] }), Date.parse("2026-11-04T16:00:00Z")))).toEqual([
        "homeChange anna 2026-11-05",
      ]);
      expect(dueNotices(rows({ links: [{ ...link, template: null }] }), Date.parse("2026-10-25T16:00:00Z"))).toEqual([]);
      const muted = person("anna", { kinds: { ...DEFAULT_PUSH_PREFERENCES.kinds, homeChange: false } });
      expect(dueNotices(rows({ links: [link], recipients: [muted] }), Date.parse("2026-10-25T16:00:00Z"))).toEqual([]);
    });
  });

  it("a family whose zone the runtime does not know gets nothing rather than failing the page", () => {
    const tasks = [{ id: "t", familyId: "f", title: "Rudda", dueDate: "2026-06-10T10:00:00.000Z", assignedTo: null }];
    expect(dueNotices(rows({ families: [{ id: "f", timeZone: "Mars/Olympus" }], tasks }), Date.parse("2026-06-10T10:00:00Z"))).toEqual([]);
  });
});
