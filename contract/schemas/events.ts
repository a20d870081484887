import * as v from "valibot";
import { apiMessages } from "../messages";
import { calendarMessages, EVENT_FOR_MEMBERS_MAX, EVENT_VISIBILITIES, EVENT_YEAR_MAX, EVENT_YEAR_MIN, FEED_SOURCES, RECURRENCES } from "../calendar";
import { DESCRIPTION_MAX, NAME_MAX } from "../limits";
import { clientIdSchema, idSchema, instantAnswer, nullableInstantAnswer } from "./common";

const m = calendarMessages;

export type Recurrence = (typeof RECURRENCES)[number];
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];
export type FeedSource = (typeof FEED_SOURCES)[number];

/** Event titles: trimmed, 1–200 characters, 'Yvirskrift manglar' when blank. */
const eventTitleSchema = v.pipe(v.string(apiMessages.required), v.trim(), v.minLength(1, m.titleBlank), v.maxLength(NAME_MAX, apiMessages.nameTooLong));

/** An ISO-8601 date and time with an offset (Z or ±hh:mm), answered back as a UTC instant. */
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Date.parse rolls 30 February over into March; the written day, hour and minute must exist as written. */
function isRealDateTime(text: string): boolean {
  const [, year, month, day, hour, minute, , second] = ISO_INSTANT.exec(text) ?? [];
  const days = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return (
    Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= days && Number(hour) < 24 && Number(minute) < 60 && Number(second ?? 0) < 60
  );
}
const inRange = (ms: number) => {
  const year = new Date(ms).getUTCFullYear();
  return Number.isFinite(ms) && year >= EVENT_YEAR_MIN && year <= EVENT_YEAR_MAX;
};
const instantSchema = v.pipe(
  v.string(m.eventTimeInvalid),
  v.regex(ISO_INSTANT, m.eventTimeInvalid),
  v.check((text) => isRealDateTime(text) && inRange(Date.parse(text)), m.eventTimeInvalid),
  v.transform((text) => new Date(Date.parse(text)).toISOString()),
);

const optionalText = (max: number, message: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, message),
        v.transform((text) => (text === "" ? null : text)),
      ),
    ),
    null,
  );

/** 0 = Sunday … 6 = Saturday, as JavaScript's getDay() counts; answered sorted and without repeats. */
const daysOfWeekSchema = v.pipe(
  v.array(
    v.pipe(v.number(m.daysOfWeekInvalid), v.integer(m.daysOfWeekInvalid), v.minValue(0, m.daysOfWeekInvalid), v.maxValue(6, m.daysOfWeekInvalid)),
    m.daysOfWeekInvalid,
  ),
  v.maxLength(7, m.daysOfWeekInvalid),
  v.transform((days) => [...new Set(days)].sort((a, b) => a - b)),
);

const visibilitySchema = v.picklist(EVENT_VISIBILITIES, m.visibilityInvalid);
const linkIdSchema = v.nullable(v.pipe(v.string(m.sharedLinkMissing), v.minLength(1, m.sharedLinkMissing), v.maxLength(64, m.sharedLinkMissing)));

/** Who sees the event, and for a shared one the child's link (docs/features/calendar.md "Who sees an event"). */
type Seen = { visibility?: EventVisibility; sharedLinkId?: string | null };
/** A shared event names its link; that the link is the family's own is the service's check. */
const linkNamedIfShared = (event: Seen) => event.visibility !== "shared" || Boolean(event.sharedLinkId);
/** Only a shared event names a link. */
const linkOnlyIfShared = (event: Seen) => event.visibility === "shared" || !event.sharedLinkId;

/** Both rules of the link, as an issue on `sharedLinkId`. */
const sharedLinkRule = <T extends Seen>() =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const event = dataset.value;
    const message = !linkNamedIfShared(event) ? m.sharedLinkMissing : !linkOnlyIfShared(event) ? m.sharedLinkUnasked : null;
    if (message) addIssue({ message, path: [{ type: "object", origin: "value", input: event, key: "sharedLinkId", value: event.sharedLinkId }] });
  });

/**
 * Whom the event is about: member ids, at most EVENT_FOR_MEMBERS_MAX, answered without repeats in
 * the order given. That each is the caller's family's is the service's check.
 */
const forMembersSchema = v.pipe(
  v.array(v.pipe(v.string(m.forMembersInvalid), v.minLength(1, m.forMembersInvalid), v.maxLength(64, m.forMembersInvalid)), m.forMembersInvalid),
  v.transform((ids) => [...new Set(ids)]),
  v.maxLength(EVENT_FOR_MEMBERS_MAX, m.forMembersInvalid),
);

const eventFields = {
  /** The phone's own id for an event made offline (docs/features/offline.md). */
  id: clientIdSchema,
  /** May be sent; it must then be the caller's family (403 otherwise). */
  familyId: v.optional(idSchema),
  /** May be sent; it must then be the caller (403 otherwise): the server records the caller. */
  createdBy: v.optional(idSchema),
  title: eventTitleSchema,
  description: optionalText(DESCRIPTION_MAX, m.descriptionTooLong),
  startTime: instantSchema,
  endTime: instantSchema,
  location: optionalText(NAME_MAX, m.locationTooLong),
  recurrence: v.optional(v.picklist(RECURRENCES, m.recurrenceInvalid), "none"),
  recurrenceEnds: v.optional(v.nullable(instantSchema), null),
  daysOfWeek: v.optional(v.nullable(daysOfWeekSchema), null),
  visibility: v.optional(visibilitySchema, "family"),
  sharedLinkId: v.optional(linkIdSchema, null),
  forMembers: v.optional(forMembersSchema, []),
  /** Whether the kitchen screen counts down to it (docs/features/kitchen.md "Countdowns"). */
  countdown: v.optional(v.boolean(m.countdownInvalid), false),
};

/**
 * A new event. Without recurrence, recurrenceEnds and daysOfWeek are cleared; daysOfWeek is kept
 * for weekly events only (docs/features/calendar.md).
 */
export const createEventBody = v.pipe(
  v.object(eventFields),
  v.forward(
    v.check((event) => event.endTime >= event.startTime, m.eventEndBeforeStart),
    ["endTime"],
  ),
  v.forward(
    v.check((event) => event.recurrenceEnds === null || event.recurrenceEnds >= event.startTime, m.recurrenceEndsBeforeStart),
    ["recurrenceEnds"],
  ),
  sharedLinkRule(),
  v.transform((event) => ({
    ...event,
    recurrenceEnds: event.recurrence === "none" ? null : event.recurrenceEnds,
    daysOfWeek: event.recurrence === "weekly" && event.daysOfWeek && event.daysOfWeek.length > 0 ? event.daysOfWeek : null,
  })),
);
export type CreateEventInput = v.InferInput<typeof createEventBody>;
export type CreateEventBody = v.InferOutput<typeof createEventBody>;

/**
 * The inline edit's new title, who sees the event, whom it is about, or any of them; what is left
 * out stays. A link only with `shared`; leaving `shared` drops the event's link.
 */
export const updateEventBody = v.pipe(
  v.strictObject(
    {
      title: v.optional(eventTitleSchema),
      visibility: v.optional(visibilitySchema),
      sharedLinkId: v.optional(linkIdSchema),
      forMembers: v.optional(forMembersSchema),
      countdown: v.optional(v.boolean(m.countdownInvalid)),
    },
    m.eventTitleOnly,
  ),
  v.check((change) => [change.title, change.visibility, change.forMembers, change.countdown].some((field) => field !== undefined), m.eventTitleOnly),
  sharedLinkRule(),
);
export type UpdateEventBody = v.InferOutput<typeof updateEventBody>;

/** `?include=events,tasks,meals` (any subset; absent means all). */
const feedIncludeSchema = v.pipe(
  v.string(),
  v.transform((text) => text.split(",").map((part) => part.trim())),
  v.array(v.picklist(FEED_SOURCES, m.feedIncludeInvalid)),
  v.minLength(1, m.feedIncludeInvalid),
);

/** The feed's query string: its key (a missing one reads as not found, like a wrong one) and what to include. */
export const feedQuery = v.object({ key: v.optional(v.string()), include: v.optional(feedIncludeSchema, FEED_SOURCES.join(",")) });

/** What an imported occurrence carries in the events read: the outside calendar it came from. */
export const subscriptionMark = v.strictObject({ id: v.string(), name: v.string(), color: v.string() });
export type SubscriptionMark = v.InferOutput<typeof subscriptionMark>;
/**
 * One instance of a phone's series moved or changed (a VEVENT with RECURRENCE-ID): the occurrence
 * it replaces and when it now happens (docs/features/calendar.md "Rules from a phone").
 */
export const eventOverrideAnswer = v.strictObject({ recurrenceId: instantAnswer, startTime: instantAnswer, endTime: instantAnswer });
export type EventOverride = v.InferOutput<typeof eventOverrideAnswer>;

/**
 * A repeat rule the app's own fields cannot hold, as a phone sent it over CalDAV: the RRULE value
 * (RFC 5545, e.g. "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE"), the zone its wall clock repeats in, the
 * excluded occurrences (EXDATE) and the moved ones. When an event has one, it says when the event
 * happens; `recurrence`, `daysOfWeek` and `recurrenceEnds` are then its closest approximation.
 */
export const recurrenceRuleAnswer = v.strictObject({
  rrule: v.string(),
  timeZone: v.string(),
  exdates: v.array(instantAnswer),
  overrides: v.array(eventOverrideAnswer),
});
export type RecurrenceRule = v.InferOutput<typeof recurrenceRuleAnswer>;

export const calendarEventAnswer = v.strictObject({
  id: v.string(),
  familyId: v.string(),
  createdBy: v.nullable(v.string()),
  title: v.string(),
  description: v.nullable(v.string()),
  startTime: instantAnswer,
  endTime: instantAnswer,
  location: v.nullable(v.string()),
  recurrence: v.picklist(RECURRENCES),
  recurrenceEnds: nullableInstantAnswer,
  daysOfWeek: v.nullable(v.array(v.number())),
  /**
   * Only on an occurrence imported from an outside calendar (docs/features/outside-calendars.md):
   * the calendar it came from. Such an event is read-only; a change to its id answers 404.
   */
  subscription: v.optional(subscriptionMark),
  /** Only on an imported all-day occurrence: it lasts whole days of the family's clock. */
  allDay: v.optional(v.literal(true)),
  /** Present only on an event whose repeat rule came from a phone and needs more than the fields above. */
  recurrenceRule: v.optional(recurrenceRuleAnswer),
  /** Who sees it: the whole family, only its creator, or the family and the other home (docs/features/calendar.md "Who sees an event"). */
  visibility: v.picklist(EVENT_VISIBILITIES),
  /** The child's link a shared event is shared through; null otherwise. */
  sharedLinkId: v.nullable(v.string()),
  /** The family's members the event is about (docs/features/calendar.md "For whom"); empty: nobody named. */
  forMembers: v.array(v.string()),
  /** Whether the kitchen screen counts down to it. */
  countdown: v.boolean(),
});
export type CalendarEvent = v.InferOutput<typeof calendarEventAnswer>;

export interface CalendarFeed {
  url: string;
}

/**
 * `GET /api/families/{familyId}/events` and `…/events/finished?before=` answer an array of events;
 * the next page and the finished ones' count travel in headers (contract/paging.ts).
 */
export const eventsAnswer = v.array(calendarEventAnswer);

/** A page of finished events (latest end first) as a client holds it: the array, and the next page's cursor. */
export interface FinishedEventsPage {
  events: CalendarEvent[];
  nextBefore: string | null;
}

/**
 * The family's events as a client holds them: every event not over yet by start, then the first
 * page of the finished ones; `finishedCount` counts every finished one (docs/features/calendar.md "Finished events").
 */
export interface EventsList extends FinishedEventsPage {
  finishedCount: number;
}
