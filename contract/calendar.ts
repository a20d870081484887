/**
 * The calendar's constants and server texts (docs/features/calendar.md). Not in limits.ts and
 * messages.ts: those are in the sign-in route's bundle, and every export a lazy chunk uses from a
 * module stays in that module's chunk, so the calendar's would ride along on the sign-in route.
 */
export const RECURRENCES = ["none", "daily", "weekly", "monthly", "yearly"] as const;
/**
 * Who sees an event (docs/features/calendar.md "Who sees an event"): the whole family, only its
 * creator, or the family and the other home of a child who lives in two.
 */
export const EVENT_VISIBILITIES = ["family", "private", "shared"] as const;
/** At most this many members an event names as whom it is about (docs/features/calendar.md "For whom"). */
export const EVENT_FOR_MEMBERS_MAX = 20;
/** Event times outside these years are refused: no family plans that far, and the feed's time-zone rules need bounds. */
export const EVENT_YEAR_MIN = 1900;
export const EVENT_YEAR_MAX = 2999;
/** The feed's time-zone definition covers daylight-saving changes from the earliest event's year to this many years ahead. */
export const FEED_TIME_ZONE_YEARS_AHEAD = 5;
export const FEED_SOURCES = ["events", "tasks", "meals"] as const;
/** A planned meal has a start only; in the feed it lasts this long, a dinner's usual length. */
export const FEED_MEAL_MINUTES = 60;

/** What the feed writes into its tasks' and meals' descriptions, worded as the pages word it. */
export const calendarFeedTexts = {
  assignee: (name: string) => `Ábyrgd: ${name}`,
  ingredients: (names: readonly string[]) => `Tilfar: ${names.join(", ")}`,
} as const;

/** What the server answers (Faroese) when a calendar call is refused. */
/** The family calendar as a CalDAV collection: its name and colour in the phone's calendar list. */
/** An event made in the app has the UID `<id>` + `appUidSuffix` (a phone's keeps its own). */
export const calendarDav = { displayName: "Kalendari", color: "#2563EB", appUidSuffix: "@familyhub" } as const;

export const calendarMessages = {
  titleBlank: "Yvirskrift manglar",
  eventTimeInvalid: "Ógyldug dagfesting ella tíð",
  eventEndBeforeStart: "Tiltakið kann ikki enda áðrenn tað byrjar",
  recurrenceInvalid: "Ókend endurtøka: vel ongin, dagliga, vikuliga, mánaðarliga ella árliga",
  recurrenceEndsBeforeStart: "Endurtøkan kann ikki enda áðrenn tiltakið byrjar",
  daysOfWeekInvalid: "Vikudagar skulu vera tøl frá 0 (sunnudagur) til 6 (leygardagur)",
  eventTitleOnly: "Bert yvirskriftin, hvør sær tiltakið, hvønn tað snýr seg um og niðurteljingin kunnu rættast",
  /** `forMembers` is not a list of at most EVENT_FOR_MEMBERS_MAX member ids. */
  forMembersInvalid: "Vel í mesta lagi 20 úr familjuni, sum tiltakið snýr seg um",
  /** `forMembers` names someone who is not a member of the caller's family. */
  forMembersUnknown: "Onkur av teimum valdu er ikki í familjuni",
  /** `countdown` is not true or false. */
  countdownInvalid: "Vel ja ella nei til niðurteljingina",
  visibilityInvalid: "Vel, hvør sær tiltakið: øll familjan, bara tú ella bæði heimini",
  /** A shared event without a link of the family's, or with another family's. */
  sharedLinkMissing: "Vel eitt barn, ið býr í tveimum heimum",
  /** A link named for an event that is not shared with the other home. */
  sharedLinkUnasked: "Eitt barn kann bert veljast, tá ið tiltakið er deilt við hitt heimið",
  /** Another member than the creator tries to change who sees an event. */
  visibilityCreatorOnly: "Bara tann, ið stovnaði tiltakið, kann broyta, hvør sær tað",
  locationTooLong: "Staðið kann í mesta lagi vera 200 tekin",
  descriptionTooLong: "Lýsingin kann í mesta lagi vera 5000 tekin",
  feedIncludeInvalid: "include kann bert innihalda events, tasks og meals",
  /** CalDAV: a phone's event that is not iCalendar (docs/features/caldav.md "The calendar (VEVENT)"). */
  icsUnreadable: "Tiltakið kann ikki lesast sum iCalendar",
  icsNoEvent: "Einki tiltak (VEVENT) í kalendaranum",
  icsNoStart: "Tiltakið hevur onga byrjan (DTSTART)",
  /** A VTIMEZONE whose changes cannot be worked out within the bound (contract/time/rule-budget.ts). */
  icsZoneUnreadable: "Tíðarbeltið (VTIMEZONE) í kalendaranum kann ikki lesast",
  /** CalDAV, every collection: a value ical.js cannot read (`DTSTART:garbage`, `RRULE:garbage`…), named by its property. */
  icsValueUnreadable: (property: string) => `Virðið í ${property} kann ikki lesast`,
  /** CalDAV, every collection: an event or to-do without its one UID, or with an empty one (RFC 5545 3.8.4.7, RFC 4791 4.1). */
  icsUidOnce: "Hvørt tiltak og hvør uppgáva skal hava júst eina UID, og hon kann ikki vera tóm",
  /** A phone's event whose UID another event of the calendar has (RFC 4791 `no-uid-conflict`). */
  uidTaken: "Eitt annað tiltak hevur longu hesa UID",
  /** A phone's new event under a resource name another event holds (another member's private one). */
  davNameTaken: "Eitt annað tiltak hevur longu hetta navnið",
  /** The title of a phone's event sent without one. */
  untitled: "Uttan heiti",
} as const;
