/** The calendar feed card's body (the link, copying it, a new link): loaded with the body when the card's fold opens. */
export const foCalendarFeed = {
  errorTitle: "Villa",
  feedLabel: "Slóð til kalendaran",
  feedCopy: "Avrita slóðina",
  copied: "Avritað!",
  copyFailed: "Eyðnaðist ikki at avrita. Avrita tekstin sjálv/ur.",
  feedHint:
    "iPhone: Stillingar › Kalendari › Kontur › Legg konto afturat › Annað › Legg haldaran kalendara afturat. Android: Google Kalendari á vevinum › Aðrir kalendarar › Frá URL.",
  feedRotate: "Nýggj slóð",
  feedRotateHint: "Ein nýggj slóð ger gomlu slóðina óvirkna.",
  feedRotated: "Nýggj slóð gjørd",
  feedError: "Eyðnaðist ikki at henta slóðina",
} as const;
