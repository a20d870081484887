/**
 * The outside calendars' fold on /calendar as a family without any sees it (its title and intro are in ./calendar.ts, drawn before the fold loads): apart from the rows' and
 * the dialog's texts (./outside-calendars.ts), which load with them (docs/bench.md).
 */
export const foOutsideCalendarsCard = {
  addButton: "Legg uttanhýsis kalendara afturat",
  none: "Eingir uttanhýsis kalendarar enn.",
} as const;
