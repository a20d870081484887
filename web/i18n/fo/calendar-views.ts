/**
 * The calendar's week and month views (docs/features/calendar.md "Week and month views"), loaded
 * with the views' chunk; the switch's three labels are the page's (calendar.ts), drawn before it loads.
 */
import { homeAfterPreposition as after } from "@contract/family-name";
import { dayAndMonth, monthNames as months } from "./months";

const pad = (n: number) => String(n).padStart(2, "0");

const count = (n: number) => (n === 0 ? "eingi tiltøk" : n === 1 ? "1 tiltak" : `${n} tiltøk`);

export const foCalendarViews = {
  monthTitle: (year: number, month: number) => `${months[month - 1] ?? ""} ${year}`,
  previousMonth: "Fyrri mánaður",
  nextMonth: "Næsti mánaður",
  previousWeek: "Fyrri vika",
  nextWeek: "Næsta vika",
  /** "30.11.–06.12.2026", as the app writes dates (web/lib/dates.ts). */
  weekTitle: (from: { day: number; month: number }, to: { day: number; month: number; year: number }) =>
    `${pad(from.day)}.${pad(from.month)}.–${pad(to.day)}.${pad(to.month)}.${to.year}`,
  toToday: "Í dag",
  today: "í dag",
  dayAndMonth,
  /** A day's button in the month grid: "hósdagur 3. desember, í dag: 2 tiltøk". */
  dayLabel: (weekday: string, day: number, month: number, isToday: boolean, events: number) =>
    `${weekday} ${dayAndMonth(day, month)}${isToday ? ", í dag" : ""}: ${count(events)}`,
  /** The chosen day's heading: "hósdagur 3. desember". */
  dayTitle: (weekday: string, day: number, month: number) => `${weekday} ${dayAndMonth(day, month)}`,
  noEvents: "Eingi tiltøk hendan dagin",
  more: (n: number) => `+${n}`,
  addOn: (day: number, month: number) => `Stovna tiltak ${dayAndMonth(day, month)}`,
  allDay: "Allan dagin",
  /** An occurrence that began on an earlier day: it goes on till this time. */
  until: (time: string) => `til ${time}`,
  fromCalendar: (name: string) => `Úr ${name}`,
  /** An event the other home shared: read-only here. */
  fromOtherHome: (name: string) => `Frá ${after(name)}`,
  otherHomeReadOnly: "Hitt heimið hevur lagt tað inn; tað kann bert rættast har",
  /** The custody band's legend: "Óli:" then "hjá okkum", "hjá Hansen" (a family under its sign-up name by its owner's: "hjá jógvan"). */
  legendTitle: "Hvar børnini sova",
  legendChild: (child: string) => `${child}:`,
  atOurs: "hjá okkum",
  atOther: (home: string) => `hjá ${after(home)}`,
  exchangeLegend: "skiftir heim",
  /** A band day's text for screen readers: "Óli sovur hjá okkum, skiftir heim". */
  night: (child: string, where: string, exchange: boolean) => `${child} sovur ${where}${exchange ? ", skiftir heim" : ""}`,
  loadingHomes: "Heintar heimini…",
} as const;
