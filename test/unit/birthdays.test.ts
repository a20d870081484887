import { describe, expect, it } from "vitest";
import { birthdayIn, birthdaysBetween, nextBirthday, upcomingBirthdays } from "@contract/birthdays";
import { eventsByDay } from "@web/features/calendar/views/lib/day-events";
import { birthdayEvents } from "@web/features/calendar/views/lib/view-events";

const FAROE = "Atlantic/Faroe";

describe("birthdays", () => {
  it("fall on their month and day, and 29 February on 28 February in a year without one", () => {
    expect(birthdayIn("2017-03-14", 2027)).toBe("2027-03-14");
    expect(birthdayIn("2016-02-29", 2027)).toBe("2027-02-28");
    expect(birthdayIn("2016-02-29", 2028)).toBe("2028-02-29");
  });

  it("come next today, later this year or next year, with the age turned", () => {
    expect(nextBirthday("2017-03-14", "2026-03-14")).toEqual({ date: "2026-03-14", days: 0, age: 9 });
    expect(nextBirthday("2017-03-14", "2026-03-13")).toEqual({ date: "2026-03-14", days: 1, age: 9 });
    expect(nextBirthday("2017-03-14", "2026-03-15")).toEqual({ date: "2027-03-14", days: 364, age: 10 });
    expect(nextBirthday("2015-12-31", "2026-12-30")).toEqual({ date: "2026-12-31", days: 1, age: 11 });
    expect(nextBirthday("2016-02-29", "2027-02-28")).toEqual({ date: "2027-02-28", days: 0, age: 11 });
    expect(nextBirthday("2016-02-29", "2027-03-01")).toEqual({ date: "2028-02-29", days: 365, age: 12 });
  });

  it("never count the day of birth itself: a baby's first is a year on", () => {
    expect(nextBirthday("2026-12-01", "2026-12-01")).toEqual({ date: "2027-12-01", days: 365, age: 1 });
    expect(birthdaysBetween("2026-12-01", "2026-11-01", "2027-12-31")).toEqual([{ date: "2027-12-01", age: 1 }]);
  });

  it("are listed in a range of days, both ends included, over a new year", () => {
    expect(birthdaysBetween("1990-01-01", "2026-12-01", "2027-01-01")).toEqual([{ date: "2027-01-01", age: 37 }]);
    expect(birthdaysBetween("1990-12-01", "2026-12-01", "2026-12-31")).toEqual([{ date: "2026-12-01", age: 36 }]);
    expect(birthdaysBetween("1990-06-01", "2026-12-01", "2027-05-31")).toEqual([]);
  });
});

describe("upcoming birthdays", () => {
  it("lists those in the next days, soonest first, then by name, and none without a birthday or further off", () => {
    const members = [
      { id: "a", name: "Sára", birthday: "2015-12-10" },
      { id: "b", name: "Abbi", birthday: "1950-12-10" },
      { id: "c", name: "Óli", birthday: "2017-12-03" },
      { id: "d", name: "Mamma", birthday: null },
      { id: "e", name: "Pápi", birthday: "1984-01-20" },
    ];
    expect(upcomingBirthdays(members, "2026-12-03", 30).map((birthday) => [birthday.name, birthday.days, birthday.age])).toEqual([
      ["Óli", 0, 9],
      ["Abbi", 7, 76],
      ["Sára", 7, 11],
    ]);
    expect(upcomingBirthdays(members, "2026-12-03", 60).map((birthday) => birthday.memberId)).toEqual(["c", "b", "a", "e"]);
  });
});

describe("birthdays in the calendar's views", () => {
  it("are all-day items on their days from a year back to two ahead, each year with its age, drawn on the day and no other", () => {
    const members = [
      { id: "c", name: "Óli", role: "Barn", hasAccount: false, birthday: "2017-12-05" },
      { id: "d", name: "Mamma", role: "Mamma", hasAccount: true, birthday: null },
    ];
    const items = birthdayEvents(members, "2026-12-03", FAROE, (name, age) => `🎂 ${name} ${age}`);
    expect(items.map((item) => [item.title, item.startTime])).toEqual([
      ["🎂 Óli 8", "2025-12-05T00:00:00Z"],
      ["🎂 Óli 9", "2026-12-05T00:00:00Z"],
      ["🎂 Óli 10", "2027-12-05T00:00:00Z"],
    ]);
    const days = eventsByDay(items, "2026-12-01", "2026-12-07", FAROE);
    expect([...days.keys()]).toEqual(["2026-12-05"]);
    expect(days.get("2026-12-05")?.[0]?.item).toMatchObject({ kind: "birthday", allDay: true, title: "🎂 Óli 9" });
  });
});
