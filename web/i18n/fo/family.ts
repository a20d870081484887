/** Family invites and joining a family (API.md "Family invites"). Loaded with its feature, not on the sign-in route (see ../fo.ts). */
export const foFamily = {
  invite: "Bjóða familjulimi",
  inviteTitle: "Bjóða familjulimi",
  inviteIntro:
    "Send hesa slóðina til tann, ið skal vera við í familjuni. Við slóðini skrásetir viðkomandi seg og kemur beinleiðis í tína familju.",
  creating: "Stovnar innbjóðing…",
  linkLabel: "Slóð",
  codeLabel: "Kota",
  copyLink: "Avrita slóð",
  copyCode: "Avrita kotu",
  copied: "Avritað!",
  copyFailed: "Eyðnaðist ikki at avrita. Avrita tekstin sjálv/ur.",
  expires: (date: string) => `Galdandi til ${date}`,
  error: "Eyðnaðist ikki at stovna innbjóðing",
  errorTitle: "Villa",
  noFamily: "Tú ert ikki í eini familju enn. Skriva kotuna úr innbjóðingini fyri at koma við.",
  joinLabel: "Innbjóðingarkota",
  joinButton: "Kom við í familjuna",
  joined: "Tú ert nú við í familjuni",
  joinError: "Eyðnaðist ikki at koma við í familjuna",
} as const;
