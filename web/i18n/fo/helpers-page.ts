/** What /hjalparar draws first (the title, the links, the buttons): apart from ./helpers.ts, which loads with the dialogs and the children's cards (docs/bench.md). */
export const foHelpersPage = {
  title: "Hjálparar",
  intro:
    "Ommur, abbar, barnaansarar og onnur, ið hjálpa tykkum, kunnu fáa eina slóð, ið vísir teimum bert tað, tit velja. Tey tørva hvørki konto ella loyniorð.",
  loading: "Lesur…",
  readError: "Eydnaðist ikki at lesa hjálpararnar. Royn aftur um eina løtu.",
  linksTitle: "Slóðir",
  linksNone: "Eingin hjálpari hevur eina slóð enn.",
  newLink: "Nýggj hjálparaslóð",
  cardsTitle: "Kort hjá børnunum",
  cardsIntro: "Tað, ein hjálpari má vita um hvørt barn. Hjálparar við loyvi at síggja kortini síggja tey á síni síðu.",
  cardsNone: "Eingi børn uttan konto enn. Eitt barn kanst tú leggja afturat á síðuni Familjan.",
} as const;
