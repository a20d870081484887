import type { Page } from "playwright-core";

/** The calendar page's parts, found by role and name (the 'Kalendari' card and its rows). */

export function calendarCard(page: Page) {
  return page.getByRole("region", { name: "Kalendari", exact: true });
}

/** An event's row in a list, found by its delete button (named by the title). */
export function eventRow(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("button", { name: `Strika ${title}`, exact: true }) });
}

/** A datetime-local value on the Faroese clock, `days` from today at hh:mm. */
export function faroeseLocal(days: number, time: string): string {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Atlantic/Faroe", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return `${date}T${time}`;
}

/** "2026-06-10T12:00" as the page shows it: "10.06.2026 12.00". */
export const shownDateTime = (local: string) => {
  const [date, time] = local.split("T") as [string, string];
  const [year, month, day] = date.split("-");
  return `${day}.${month}.${year} ${time.replace(":", ".")}`;
};
