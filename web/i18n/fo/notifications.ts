import type { PushKind } from "@contract/schemas/push";

/** The notifications settings screen (docs/features/notifications.md). Loaded with its feature, not on the sign-in route (see ../fo.ts). */
export const foNotifications = {
  title: "Fráboðanir",
  intro: "Vel, hvat FamilyHub skal boða tær frá, og nær. Valið er títt og galdar fyri øll tíni tól.",

  deviceTitle: "Á hesum tóli",
  enable: "Tendra fráboðanir á hesum tóli",
  enabling: "Tendrar…",
  disable: "Sløkk fráboðanir á hesum tóli",
  disabling: "Sløkkir…",
  enabled: "Fráboðanir eru tendraðar á hesum tóli.",
  notEnabled: "Fráboðanir eru ikki tendraðar á hesum tóli. Kagin spyr teg, tá ið tú trýstir á knøttin.",
  checking: "Kannar…",
  unsupported: "Hesin kagin kann ikki vísa fráboðanir. Royn ein annan kaga, t.d. Chrome, Firefox ella Safari.",
  homeScreenFirst:
    "Á iPhone og iPad koma fráboðanir bert í appini á heimaskíggjanum. Legg FamilyHub á heimaskíggjan fyrst (Deil → Legg til heimaskíggjan), opna hana haðani og kom so aftur higar.",
  denied:
    "Kagin hevur fingið boð um ikki at vísa fráboðanir frá FamilyHub. Loyv teimum aftur í stillingunum hjá kaganum (trýst á lásið við síðuna av adressuni → Fráboðanir → Loyv) og les síðuna inn av nýggjum.",
  dismissed: "Tú valdi ikki at loyva fráboðanir. Trýst aftur, tá ið tú vilt.",
  subscribeFailed: "Hetta tólið fekk ikki samband við fráboðanartænastuna hjá kaganum. Royn aftur seinni, ella í einum øðrum kaga.",

  kindsTitle: "Hvat skal eg boða tær frá?",
  kinds: {
    taskAssigned: { label: "Uppgáva tillutað tær", hint: "Tá ið onkur gevur tær eina uppgávu" },
    taskDue: { label: "Uppgáva í dag", hint: "Um morgunin, tá ið ein uppgáva hjá tær hevur freist í dag" },
    eventSoon: { label: "Tiltak byrjar skjótt", hint: "Eina løtu áðrenn eitt tiltak í kalendaranum" },
    dinnerTonight: { label: "Døgurði í kvøld", hint: "Seinnapartin, um ein matarætlan er í kvøld" },
    shoppingTrip: { label: "Onkur fer í handil", hint: "Tá ið onkur í familjuni trýstir á „Eg fari í handil“" },
    support: { label: "Boð og svar frá FamilyHub", hint: "Boð frá umsitingini og svar upp á spurningar tínar" },
    homeChange: { label: "Barnið skiftir heim í morgin", hint: "Seinnapartin dagin fyri, tá ið eitt barn kemur til tykkara ella fer til hitt heimið" },
    birthday: { label: "Føðingardagur í morgin", hint: "Seinnapartin dagin fyri, tá ið onkur í familjuni hevur føðingardag" },
    choreEvening: { label: "Arbeiði í morgin", hint: "Kvøldið fyri, á tíðini sett á arbeiðinum, t.d. tá ið ruskið skal út" },
  } satisfies Record<PushKind, { label: string; hint: string }>,

  timesTitle: "Nær?",
  morningHour: "Uppgávur í dag: um morgunin",
  afternoonHour: "Døgurði í kvøld: seinnapartin",
  eventLead: "Tiltak: so langt frammanundan",
  hour: (hour: number) => `kl. ${String(hour).padStart(2, "0")}`,
  lead: (minutes: number) => (minutes >= 60 ? `${minutes / 60} t.` : `${minutes} min.`),
  loading: "Lesur…",
  loadError: "Eyðnaðist ikki at henta stillingarnar",
  saveError: "Eyðnaðist ikki at goyma stillingarnar",
  errorTitle: "Villa",

  testTitle: "Roynd",
  testIntro: "Send eina fráboðan til øll tíni tól, sum hava fráboðanir tendraðar.",
  test: "Send eina royndarfráboðan",
  testing: "Sendir…",
  testSent: (devices: number) => `Send til ${devices} tól`,
  testNoDevices: "Einki tól á hesi kontuni hevur fráboðanir tendraðar.",
  testError: "Eyðnaðist ikki at senda royndarfráboðanina",
} as const;
