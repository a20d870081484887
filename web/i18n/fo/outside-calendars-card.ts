/**
 * The outside calendars' card on /calendar as a family without any sees it: apart from the rows' and
 * the dialog's texts (./outside-calendars.ts), which load with them (docs/bench.md).
 */
export const foOutsideCalendarsCard = {
  title: "Uttanhýsis kalendarar",
  intro: "Vís kalendarar hjá øðrum, t.d. skúlanum ella fótbóltsfelagnum, saman við tínum.",
  addButton: "Legg uttanhýsis kalendara afturat",
  none: "Eingir uttanhýsis kalendarar enn.",
} as const;
