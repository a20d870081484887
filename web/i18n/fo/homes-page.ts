/** What /heimini draws first (the title, the invite buttons): apart from ./homes.ts, which loads with the link cards, so an unlinked family's first load stays small (docs/bench.md). */
export const foHomesPage = {
  title: "Tvey heim",
  intro:
    "Býr eitt barn bæði hjá tykkum og hjá hinum foreldrinum, kunnu tit knýta barnið at hinum heiminum. Tit deila so, hvar barnið er hvønn dag, og tey tiltøk, ið tit velja at deila. Alt annað verður hjá hvørjum heimi sær.",
  loading: "Lesur…",
  readError: "Eydnaðist ikki at lesa heimini. Royn aftur um eina løtu.",
  inviteTitle: "Bjóða hinum heiminum",
  inviteIntro: "Vel barnið og send slóðina til hitt foreldrið. Tey lata hana upp í FamilyHub og velja, hvør teirra barn tað er.",
  inviteNone: "Eingi børn uttan konto at bjóða fyri. Eitt barn, ið ikki er knýtt enn, kanst tú leggja afturat á síðuni Familjan.",
  inviteFor: (child: string) => `Bjóða hinum heiminum hjá ${child}`,
  haveCode: "Hevur tú fingið eina kotu frá hinum heiminum?",
  typeCode: "Skriva kotuna",
} as const;
