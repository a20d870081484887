import * as v from "valibot";
import { kitchenMessages as k } from "../kitchen-messages";
import { clientIdSchema, dateAnswer, idSchema, instantAnswer } from "./common";
import { subscriptionMark } from "./events";
import { kitchenBoardAnswer, pinSchema, titleSchema, todayTaskAnswer, whole } from "./kitchen";

/**
 * The kitchen screen's own calls (docs/features/kitchen.md "The kitchen screen"): its day's read,
 * and what it sends — ticks, asks, shopping adds and a parent's actions with their PIN.
 */

/** One of today's events on the screen; an outside calendar's carries its calendar (`subscription`, as the events read) and `allDay`. */
export const screenEventAnswer = v.strictObject({
  id: v.string(),
  title: v.string(),
  startTime: instantAnswer,
  endTime: v.nullable(instantAnswer),
  subscription: v.optional(subscriptionMark),
  allDay: v.optional(v.literal(true)),
});
export type ScreenEvent = v.InferOutput<typeof screenEventAnswer>;

/** The family day a countdown counts to, and the family days until it (0 today). */
const countdownDay = { date: dateAnswer, days: v.number() };

/**
 * One countdown: an event marked so (its next occurrence), a member's birthday (docs/features/birthdays.md,
 * with the age turned) or a chore that needs the evening before (its next day). A board kept from
 * before the kinds has none: its entries are events.
 */
export const screenCountdownAnswer = v.variant("kind", [
  v.strictObject({ kind: v.literal("event"), eventId: v.string(), title: v.string(), ...countdownDay }),
  v.strictObject({ kind: v.literal("birthday"), memberId: v.string(), name: v.string(), age: v.number(), ...countdownDay }),
  v.strictObject({ kind: v.literal("chore"), choreId: v.string(), title: v.string(), emoji: v.string(), ...countdownDay }),
]);

/** A dinner of the wall's week (docs/features/kitchen.md "The week's dinners"): its family day, its album picture and its recipe. */
export const screenDinnerAnswer = v.strictObject({
  id: v.string(),
  title: v.string(),
  date: dateAnswer,
  photoId: v.nullable(v.string()),
  recipeId: v.nullable(v.string()),
  /** The servings it was planned for (a recipe's plan); null: as its recipe is written. */
  servings: v.nullable(v.number()),
  completed: v.boolean(),
});
export type ScreenDinner = v.InferOutput<typeof screenDinnerAnswer>;

export const screenTodayAnswer = v.strictObject({
  ...kitchenBoardAnswer.entries,
  screen: v.strictObject({ id: v.string(), name: v.string() }),
  events: v.array(screenEventAnswer),
  tasks: v.array(v.strictObject({ id: v.string(), title: v.string(), assignedTo: v.nullable(v.string()), dueDate: v.nullable(v.string()) })),
  dinner: v.nullable(v.strictObject({ id: v.string(), title: v.string() })),
  /** Today's and the next six family days' dinners, soonest first; a board kept from before has none. */
  week: v.array(screenDinnerAnswer),
  shopping: v.array(v.strictObject({ id: v.string(), name: v.string(), quantity: v.number(), unit: v.nullable(v.string()) })),
  /** Each linked child with a pattern (docs/features/two-homes.md): where they sleep tonight, the other home's name, and whether they change home today. */
  homes: v.array(
    v.strictObject({ memberId: v.string(), name: v.string(), tonight: v.picklist(["here", "other"]), otherHome: v.string(), changesToday: v.boolean() }),
  ),
  /** The family's countdowns (docs/features/kitchen.md "Countdowns"), soonest first. */
  countdowns: v.array(screenCountdownAnswer),
});
export type ScreenToday = v.InferOutput<typeof screenTodayAnswer>;
export type ScreenCountdown = v.InferOutput<typeof screenCountdownAnswer>;

// ── What the screen sends ───────────────────────────────────────────────────────────────────────

const childPin = { memberId: idSchema, pin: v.optional(pinSchema) };

/** POST /api/kitchen/screen/ticks: a child ticks today's routine or chore (their PIN when they have one); `id`, the screen's own, makes a replay from its queue answer the stored tick (docs/features/offline.md). */
export const tickBody = v.strictObject({ id: clientIdSchema, choreId: idSchema, ...childPin });
export type TickBody = v.InferInput<typeof tickBody>;
/** POST /api/kitchen/screen/requests: a child asks for a reward (`id` as the tick's). */
export const askBody = v.strictObject({ id: clientIdSchema, rewardId: idSchema, ...childPin });
export type AskBody = v.InferInput<typeof askBody>;
/** POST /api/kitchen/screen/shopping-items: onto the family's first shopping list; `id` as the phones' add takes it, so a replay adds once. */
export const screenShoppingBody = v.strictObject({
  id: v.optional(clientIdSchema),
  name: titleSchema,
  quantity: v.optional(whole(1, 99, k.deltaInvalid), 1),
});
export type ScreenShoppingBody = v.InferInput<typeof screenShoppingBody>;

export const PARENT_ACTIONS = ["approve-request", "decline-request", "approve-completion", "undo-completion", "undo-entry"] as const;
/** POST /api/kitchen/screen/parent-actions: what a parent does on the screen, with their PIN. */
export const parentActionBody = v.strictObject({
  parentId: idSchema,
  pin: pinSchema,
  action: v.picklist(PARENT_ACTIONS, k.actionInvalid),
  id: idSchema,
});
export type ParentActionBody = v.InferOutput<typeof parentActionBody>;

/** A tick's answer: today's task as it now is, and the child's balance. */
export const tickAnswer = v.strictObject({ task: todayTaskAnswer, stars: v.number() });
export type TickAnswer = v.InferOutput<typeof tickAnswer>;
