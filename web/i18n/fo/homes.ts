import { homeAfterPreposition as after } from "@contract/family-name";
import { foHomesPage } from "./homes-page";
import type { CustodyTemplate } from "@contract/two-homes-limits";
import type { SwapStatus } from "@contract/schemas/two-homes";

/** Two homes (/heimini, docs/features/two-homes.md): a child linked between two families. Loaded with the link cards, the invite's code and the dashboard's card; the page's first draw takes only ./homes-page.ts. */
export const foHomes = {
  ...foHomesPage,
  errorTitle: "Villa",
  saving: "Goymir…",
  cancel: "Angra",
  ours: "hjá okkum",
  /** Our home in a narrow cell of the preview. */
  oursShort: "Her",
  /** The other home in a narrow cell of the preview (the legend under it names the family). */
  theirsShort: "Har",
  theirs: (family: string) => `hjá ${after(family)}`,
  /** A home as a choice in a form: ours, or the other family's. */
  homeOurs: "Hjá okkum",
  homeTheirs: (family: string) => `Hjá ${after(family)}`,

  // Inviting the other home
  inviting: "Stovnar…",
  inviteError: "Eydnaðist ikki at stovna innbjóðingina.",
  inviteUrl: "Slóð til hitt heimið",
  inviteCode: "Kota",
  copyUrl: "Avrita slóðina",
  copyCode: "Avrita kotuna",
  copied: "Avritað!",
  copyFailed: "Eydnaðist ikki at avrita. Avrita tekstin sjálv/ur.",
  expires: (date: string) => `Galdandi til ${date}. Kotan kann bara brúkast eina ferð.`,

  // Accepting
  acceptTitle: "Knýt barnið at okkara heimi",
  acceptIntro: "Hitt heimið hevur boðið tykkum. Vel, hvør av tykkara børnum tað er, ella legg barnið afturat.",
  acceptCode: "Kota frá hinum heiminum",
  acceptChild: "Hvør er barnið?",
  acceptNewChild: "Legg eitt nýtt barn afturat",
  accept: "Knýt",
  acceptedTitle: "Knýtt",
  accepted: (child: string, family: string) => `${child} er nú knýtt/ur at ${family}.`,
  acceptError: "Eydnaðist ikki at knýta barnið.",
  codeMissing: "Skriva kotuna.",

  // A link
  linkTitle: (child: string) => child,
  linkWith: (family: string) => `Hitt heimið: ${family}`,
  patternTitle: "Mynstur",
  noPattern: "Einki mynstur enn. Vel eitt, so sæst, hvar barnið er hvønn dag.",
  template: "Vel eitt mynstur",
  templates: {
    "7-7": "7-7: ein vika hvørjum",
    "2-2-3": "2-2-3",
    "2-2-5-5": "2-2-5-5",
    "5-2-2-5": "5-2-2-5",
    "3-4-4-3": "3-4-4-3",
    "every-other-weekend": "Aðra hvørja vikuskifti",
  } satisfies Record<CustodyTemplate, string>,
  startDate: "Byrjar",
  exchangeTime: "Skiftir heim kl.",
  firstHome: "Hvar byrjar barnið?",
  savePattern: "Goym mynstrið",
  patternSaved: "Mynstrið er goymt",
  patternError: "Eydnaðist ikki at goyma mynstrið.",
  previewTitle: "Næstu 14 dagarnar",
  previewDay: (day: string, date: string, home: string) => `${day} ${date}: ${home}`,

  // One-off days
  exceptionsTitle: "Einstakir dagar",
  exceptionsIntro: "Frídagar og annað, ið víkir frá mynstrinum.",
  exceptionsNone: "Eingir einstakir dagar.",
  exceptionRange: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  exceptionFromSwap: "Frá einum býti",
  from: "Frá",
  to: "Til og við",
  home: "Hvar?",
  reason: "Grund (um tú vilt)",
  addException: "Legg dagar afturat",
  exceptionAdded: "Dagarnir eru lagdir afturat",
  exceptionError: "Eydnaðist ikki at leggja dagarnar afturat.",
  removeException: (range: string) => `Strika ${range}`,
  removeExceptionError: "Eydnaðist ikki at strika dagarnar.",

  // Swaps
  swapsTitle: "Býti",
  swapsIntro: "Bið hitt heimið um at býta dagar. Hitt heimið svarar innan freistina.",
  swapsNone: "Eingi býti enn.",
  swapStatus: {
    proposed: "Bíðar eftir svari",
    accepted: "Góðtikið",
    refused: "Noktað",
    expired: "Útgingið",
    withdrawn: "Tikið aftur",
  } satisfies Record<SwapStatus, string>,
  swapByUs: "Vit spurdu",
  swapByThem: (family: string) => `${family} spurdi`,
  swapDays: (range: string, home: string) => `${range} ${home}`,
  swapBack: (range: string, home: string) => `Aftur: ${range} ${home}`,
  swapRespondBy: (date: string) => `Svar í seinasta lagi ${date}`,
  proposeSwap: "Skjót upp eitt býti",
  swapHome: "Hvar skal barnið vera?",
  swapWantsBack: "Dagar aftur í staðin",
  backFrom: "Aftur frá",
  backTo: "Aftur til og við",
  respondBy: "Svar í seinasta lagi",
  sendSwap: "Send uppskotið",
  swapSent: "Uppskotið er sent",
  swapError: "Eydnaðist ikki at senda uppskotið.",
  acceptSwap: "Góðtak",
  refuseSwap: "Nokta",
  withdrawSwap: "Tak aftur",
  answeredTitle: "Svarað",
  answeredText: (child: string) => `Hitt heimið sær svarið um ${child}.`,
  answerError: "Eydnaðist ikki at svara býtinum.",
  withdrawError: "Eydnaðist ikki at taka býtið aftur.",

  // Ending
  endLink: "Enda sambandið",
  endTitle: (child: string) => `Enda sambandið um ${child}?`,
  endText: (family: string) =>
    `Mynstrið, dagarnir og býtini hvørva hjá báðum heimum, og tiltøkini frá ${after(family)} hvørva her. Hvørt heimið heldur sítt barn og síni egnu tiltøk.`,
  endConfirm: "Enda",
  endError: "Eydnaðist ikki at enda sambandið.",

  // The dashboard's card
  cardTitle: "Tvey heim",
  cardCount: (n: number) => (n === 1 ? "1 barn býr í tveimum heimum" : `${n} børn búgva í tveimum heimum`),
  tonight: (child: string, where: string) => `Í kvøld: ${child} ${where}`,
  /** The child's next move: coming to us, or going to the other home. */
  moves: (child: string, toUs: boolean, family: string) => (toUs ? `kemur ${child} til okkara` : `fer ${child} til ${after(family)}`),
  nextToday: (time: string, move: string) => `Í dag kl. ${time} ${move}`,
  nextTomorrow: (time: string, move: string) => `Í morgin kl. ${time} ${move}`,
  nextOn: (day: string, date: string, time: string, move: string) => `${day} ${date} kl. ${time} ${move}`,
  nextNone: (child: string) => `${child} skiftir ikki heim næstu fýra vikurnar.`,
  noPatternCard: (child: string) => `Einki mynstur fyri ${child} enn.`,
  openPage: "Til heimini",
} as const;
