// Apart from messages.ts so that the calendar page loads these texts only with the outside-calendar dialog (docs/bench.md).

/** Outside calendars (docs/features/outside-calendars.md): why a URL or a change is refused, and why a refresh failed. */
export const outsideCalendarMessages = {
  urlMissing: "Skriva slóðina til kalendaran",
  urlTooLong: "Slóðin er ov long",
  urlInvalid: "Hetta er ikki ein slóð: hon skal byrja við https:// ella webcal://",
  urlCharacters: "Slóðin má ikki innihalda \\ ella stýritekn",
  urlNotHttps: "Bert https:// og webcal:// slóðir kunnu brúkast",
  urlCredentials: "Slóðin má ikki innihalda brúkaranavn ella loyniorð",
  urlIpAddress: "Slóðin skal hava eitt navn, ikki eina IP-adressu",
  urlLocalName: "Slóðin vísir á eina innanhýsis vél, ikki ein kalendara á alnetinum",
  urlPort: "Slóðin má ikki hava annan port enn 443",
  nameBlank: "Skriva eitt heiti til kalendaran",
  colorInvalid: "Vel ein lit úr listanum",
  memberUnknown: "Persónurin finst ikki í familjuni",
  oneChangeAtLeast: "Send name, color, memberId ella paused",
  refreshThrottled: "Kalendararnir eru dagførdir ov ofta hendan tíman. Bíða eitt sindur og royn aftur.",
  // Why the last refresh failed (stored on the subscription and shown on the calendar page).
  fetchTimeout: "Kalendarin svaraði ikki í tíð",
  fetchFailed: "Kalendarin kundi ikki fáast til vega",
  fetchStatus: (status: number) => `Kalendarin svaraði við feilkotu ${status}`,
  tooManyRedirects: "Kalendarin vísti víðari ov ofta",
  redirectRefused: "Kalendarin vísti víðari til eina slóð, ið ikki kann brúkast",
  tooLarge: "Kalendarin er ov stórur (meira enn 2 MB)",
  notCalendar: "Slóðin gevur ikki ein kalendara (iCalendar)",
  unreadable: "Kalendarin kundi ikki lesast",
  // Not a failure: a good refresh whose feed held more than there is room for (docs "Caps").
  cutAtCap: (kept: number) => `Kalendarin hevur fleiri hendingar, enn pláss er fyri: bert tær fyrstu ${kept} eru tiknar við`,
} as const;
