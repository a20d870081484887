/**
 * The help page. Loaded with its feature, not on the sign-in route (see ../fo.ts). The feature
 * texts describe the product as built; the changelog keeps the first version's entries (June 2025)
 * and dates what came since from the commit history of main
 * (docs/features/support.md#help-page says how to keep it so). What opens with 'Les Meira' is in
 * ./help-bodies.ts, loaded when a section is first opened.
 */

export interface HelpSection {
  id: string;
  title: string;
  /** Always shown; the rest opens with 'Les Meira'. */
  summary: string;
}

export const foHelp = {
  title: "Hjálp og Vegleiðing",
  intro: "Her finnur tú stutta vegleiðing til alt í FamilyHub. Trýst á „Les Meira“ fyri at lesa meira um eitt evni.",
  readMore: "Les Meira",
  readLess: "Minka um",

  supportCard: {
    title: "Fanst ikki svarið?",
    text: "Skriva til okkara á stuðulssíðuni. Vit svara tær við telduposti, og svarið sært tú eisini á síðuni.",
    link: "Far til stuðul",
  },

  about: {
    id: "about",
    title: "Um FamilyHub og privatlív",
    summary: "FamilyHub er ein felags skipan hjá familjuni: innkeypslisti, kalendari, uppgávur og matarætlan á einum stað. Seinast dagført: november 2026.",
  } satisfies HelpSection,

  sections: [
    {
      id: "shopping",
      title: "Innkeypslisti",
      summary: "Ein felags listi, sum øll í familjuni kunnu leggja vørur á og krossa av í handlinum.",
    },
    {
      id: "calendar",
      title: "Kalendari",
      summary: "Familjunnar tiltøk á einum stað, eisini tey, ið endurtaka seg.",
    },
    {
      id: "tasks",
      title: "Uppgávur",
      summary: "Uppgávur og áminningar, sum kunnu latast einum í familjuni við einum freist.",
    },
    {
      id: "meals",
      title: "Matarætlan",
      summary: "Ætla døgurðan fyri vikuna, og fá tilfarið beint á innkeypslistan.",
    },
    {
      id: "family",
      title: "Familjan og innbjóðingar",
      summary: "Fá hini í familjuni við, so tit deila listar, kalendara og uppgávur.",
    },
    {
      id: "app",
      title: "Appin á telefonini",
      summary: "Legg FamilyHub á heimaskíggjan, og vel ljóst ella myrkt útsjónd.",
    },
    {
      id: "notifications",
      title: "Fráboðanir",
      summary: "Fá boð á telefonina um uppgávur, tiltøk, døgurða og tá ið onkur fer í handil – eisini tá ið appin er afturlatin.",
    },
    {
      id: "sync",
      title: "Samstilling við telefonina",
      summary: "Hav kalendaran í Kalendara-appini og uppgávurnar og innkeypslistarnar í Áminningum á telefonini. Broytingar ganga báðar vegir.",
    },
    {
      id: "kitchen",
      title: "Børn og eldhússkermurin",
      summary:
        "Eitt gamalt teldil í køkinum verður familjunnar eldhússkermur: børnini síggja vanar og uppgávur, krossa av, savna stjørnur og ynskja sær lønir.",
    },
  ] satisfies readonly HelpSection[],

  changelog: {
    id: "changelog",
    title: "Nýtt í FamilyHub",
    summary: "Hvat er komið afturat í FamilyHub, tað nýggjasta fyrst.",
  },
} as const;
