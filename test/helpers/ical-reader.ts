import ICAL from "ical.js";

/**
 * A VCALENDAR as a phone's calendar reads it, with ical.js (Thunderbird's library): its VTIMEZONEs
 * registered, its overridden instances related to the series, and the starts of its occurrences in
 * [from, to) as UTC ISO strings, sorted.
 */
export function phoneReads(ics: string, from: number, to: number): { master: ICAL.Component; starts: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const vevents = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
  const master = vevents.find((event) => !event.isRecurrenceException()) as ICAL.Event;
  for (const exception of vevents) if (exception !== master) master.relateException(exception);
  const starts: string[] = [];
  const iterator = master.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const start = master.getOccurrenceDetails(next).startDate.toJSDate().getTime();
    if (start >= to) break;
    if (start >= from) starts.push(new Date(start).toISOString());
  }
  return { master: master.component, starts: starts.sort() };
}
