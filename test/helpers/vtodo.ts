import ICAL from "ical.js";

/** A phone's VCALENDAR with one VTODO of this UID and these lines, as Apple's Reminders writes one. */
export const phoneTodo = (uid: string, ...lines: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Apple Inc.//iOS 18//EN",
    "BEGIN:VTODO",
    `UID:${uid}`,
    "DTSTAMP:20260301T090000Z",
    ...lines,
    "END:VTODO",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

/** The VTODO of a VCALENDAR text, parsed by ical.js. */
export const todoIn = (ics: string) => {
  const todo = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vtodo");
  if (!todo) throw new Error(`no VTODO in ${ics}`);
  return todo;
};
