import * as v from "valibot";
import { kitchenMessages as k } from "../kitchen-messages";
import {
  CHORE_EVERY_DAYS_MAX,
  CHORE_STARS_MAX,
  KITCHEN_NOTE_MAX,
  KITCHEN_PIN_DIGITS,
  KITCHEN_TITLE_MAX,
  LEDGER_DELTA_MAX,
  REWARD_COOLDOWN_HOURS_MAX,
  REWARD_COST_MAX,
} from "../kitchen-limits";
import { dateAnswer, idSchema, instantAnswer, nullableInstantAnswer } from "./common";

/**
 * The kitchen screen, children as profiles, chores, routines, stars and rewards: every body and
 * answer of docs/features/kitchen.md. Bodies are validated on the server with these texts; answers
 * are strict (a field not named here is a change of the wire contract).
 */

export const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

export const pinSchema = v.pipe(v.string(k.pinInvalid), v.regex(new RegExp(`^\\d{${KITCHEN_PIN_DIGITS.min},${KITCHEN_PIN_DIGITS.max}}$`), k.pinInvalid));
export const titleSchema = v.pipe(v.string(k.titleBlank), v.trim(), v.minLength(1, k.titleBlank), v.maxLength(KITCHEN_TITLE_MAX, k.titleTooLong));
/** One emoji (a flag or a family of several code points too); as a check, which the API reference states in words. */
const oneEmoji = v.pipe(v.string(), v.maxGraphemes(1), v.emoji());
const emojiSchema = v.pipe(
  v.string(k.avatarInvalid),
  v.trim(),
  v.minLength(1, k.avatarInvalid),
  v.maxLength(32, k.avatarInvalid),
  v.check((text) => v.is(oneEmoji, text), k.avatarInvalid),
);
const colourSchema = v.pipe(v.string(k.colourInvalid), v.regex(/^#[0-9a-fA-F]{6}$/, k.colourInvalid), v.toLowerCase());
const dateSchema = v.pipe(v.string(k.dateInvalid), v.isoDate(k.dateInvalid));
const memberIdsSchema = v.pipe(v.array(idSchema, k.membersInvalid), v.minLength(1, k.membersInvalid), v.maxLength(50, k.membersInvalid));

export const PARTS_OF_DAY = ["morning", "afternoon", "evening"] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];
export const CHORE_MODES = ["fixed", "rotate", "each", "compete"] as const;
export type ChoreMode = (typeof CHORE_MODES)[number];
export const LEDGER_KINDS = ["chore", "routine", "bonus", "deduction", "redemption", "undo"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

// ── Children and parents ────────────────────────────────────────────────────────────────────────

/** PATCH /api/kitchen/members/{id}: makes a member without an account a child (or not), with a colour and an emoji. */
export const childProfileBody = v.strictObject({
  child: v.boolean(k.notAChild),
  colour: v.optional(colourSchema),
  avatar: v.optional(emojiSchema),
});
export type ChildProfileBody = v.InferOutput<typeof childProfileBody>;

/** PUT /api/kitchen/members/{id}/pin: a child's PIN (set by a parent) or a parent's own. */
export const pinBody = v.strictObject({ pin: pinSchema });
export type PinBody = v.InferInput<typeof pinBody>;

/** PUT /api/kitchen/members/{id}/away: the child is away these days (their rotate turns wait). */
export const awayBody = v.pipe(
  v.strictObject({ from: dateSchema, to: dateSchema }),
  v.check((range) => range.from <= range.to, k.awayRangeInvalid),
);
export type AwayBody = v.InferInput<typeof awayBody>;

export const kitchenChildAnswer = v.strictObject({
  id: v.string(),
  name: v.string(),
  colour: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  hasPin: v.boolean(),
  stars: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Away today (an away range covers today). */
  away: v.boolean(),
});
export type KitchenChild = v.InferOutput<typeof kitchenChildAnswer>;

/** A family member with an account, who may approve and undo on the screen with their PIN. */
export const kitchenParentAnswer = v.strictObject({ id: v.string(), name: v.string(), hasPin: v.boolean() });
export type KitchenParent = v.InferOutput<typeof kitchenParentAnswer>;

// ── Chores and routines ─────────────────────────────────────────────────────────────────────────

/** When a chore is due: every day, on weekdays (0 = Sunday … 6 = Saturday), or every n days from a first day. */
export const scheduleSchema = v.variant(
  "every",
  [
    v.strictObject({ every: v.literal("day") }),
    v.strictObject({
      every: v.literal("week"),
      days: v.pipe(v.array(whole(0, 6, k.scheduleInvalid), k.scheduleInvalid), v.minLength(1, k.scheduleInvalid), v.maxLength(7, k.scheduleInvalid)),
    }),
    v.strictObject({ every: v.literal("days"), n: whole(1, CHORE_EVERY_DAYS_MAX, k.scheduleInvalid), from: dateSchema }),
  ],
  k.scheduleInvalid,
);
export type Schedule = v.InferOutput<typeof scheduleSchema>;

/** "HH:MM" on the family's clock. */
const clockTime = v.pipe(v.string(k.scheduleTimeInvalid), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, k.scheduleTimeInvalid));

const choreFields = {
  title: titleSchema,
  emoji: emojiSchema,
  stars: whole(0, CHORE_STARS_MAX, k.starsInvalid),
  members: memberIdsSchema,
  approval: v.picklist(["auto", "parent"], k.approvalInvalid),
};

/**
 * POST /api/kitchen/chores and PUT /api/kitchen/chores/{id}: a routine (a daily habit of each of its
 * children in a part of the day) or a chore (a schedule and one of four ways to share it).
 */
export const choreBody = v.variant(
  "kind",
  [
    v.strictObject({ kind: v.literal("routine"), partOfDay: v.picklist(PARTS_OF_DAY, k.partOfDayInvalid), ...choreFields }),
    v.strictObject({
      kind: v.literal("chore"),
      schedule: scheduleSchema,
      mode: v.picklist(CHORE_MODES, k.modeInvalid),
      /** The push the evening before each day it is due, at this time (docs/features/kitchen.md "The evening before"); none when null or left out. */
      eveningBefore: v.optional(v.nullable(clockTime), null),
      ...choreFields,
    }),
  ],
  k.kindInvalid,
);
export type ChoreBody = v.InferOutput<typeof choreBody>;

export const choreAnswer = v.strictObject({
  id: v.string(),
  kind: v.picklist(["chore", "routine"]),
  title: v.string(),
  emoji: v.string(),
  stars: v.number(),
  partOfDay: v.nullable(v.picklist(PARTS_OF_DAY)),
  schedule: v.nullable(scheduleSchema),
  mode: v.picklist(CHORE_MODES),
  members: v.array(v.string()),
  approval: v.picklist(["auto", "parent"]),
  eveningBefore: v.nullable(v.string()),
});
export type Chore = v.InferOutput<typeof choreAnswer>;

/**
 * One thing to do today: a routine or chore for one child (`memberId`; for a compete chore null
 * until someone wins it), and how far it is.
 */
export const todayTaskAnswer = v.strictObject({
  choreId: v.string(),
  memberId: v.nullable(v.string()),
  status: v.picklist(["open", "pending", "done", "skipped"]),
  completionId: v.nullable(v.string()),
});
export type TodayTask = v.InferOutput<typeof todayTaskAnswer>;

/** POST /api/kitchen/chores/{id}/skip (a parent): today's turn is skipped; it earns nothing and burns no turn. */
export const skipBody = v.strictObject({ memberId: v.optional(idSchema) });

// ── Stars ───────────────────────────────────────────────────────────────────────────────────────

/** POST /api/kitchen/ledger (a parent): stars given outside chores, or taken away. */
export const ledgerBody = v.strictObject({
  memberId: idSchema,
  kind: v.picklist(["bonus", "deduction"], k.kindInvalid),
  stars: whole(1, LEDGER_DELTA_MAX, k.deltaInvalid),
  note: v.optional(v.pipe(v.string(k.noteTooLong), v.trim(), v.maxLength(KITCHEN_NOTE_MAX, k.noteTooLong))),
});
export type LedgerBody = v.InferInput<typeof ledgerBody>;

export const ledgerEntryAnswer = v.strictObject({
  id: v.string(),
  memberId: v.string(),
  delta: v.pipe(v.number(), v.integer()),
  kind: v.picklist(LEDGER_KINDS),
  choreId: v.nullable(v.string()),
  rewardId: v.nullable(v.string()),
  undoes: v.nullable(v.string()),
  /** This entry has been undone (by the entry whose `undoes` is this one). */
  undone: v.boolean(),
  note: v.nullable(v.string()),
  byUserId: v.nullable(v.string()),
  byScreenId: v.nullable(v.string()),
  at: instantAnswer,
});
export type LedgerEntry = v.InferOutput<typeof ledgerEntryAnswer>;

export const ledgerPageAnswer = v.strictObject({ stars: v.number(), entries: v.array(ledgerEntryAnswer) });
export type LedgerPage = v.InferOutput<typeof ledgerPageAnswer>;

// ── Rewards and requests ────────────────────────────────────────────────────────────────────────

/** POST /api/kitchen/rewards and PUT /api/kitchen/rewards/{id}. `members` null: every child may ask. */
export const rewardBody = v.strictObject({
  title: titleSchema,
  emoji: emojiSchema,
  cost: whole(1, REWARD_COST_MAX, k.costInvalid),
  members: v.nullable(memberIdsSchema),
  cooldownHours: v.nullable(whole(1, REWARD_COOLDOWN_HOURS_MAX, k.cooldownInvalid)),
  approveAtOnce: v.boolean(k.approvalInvalid),
});
export type RewardBody = v.InferOutput<typeof rewardBody>;

export const rewardAnswer = v.strictObject({
  id: v.string(),
  title: v.string(),
  emoji: v.string(),
  cost: v.number(),
  members: v.nullable(v.array(v.string())),
  cooldownHours: v.nullable(v.number()),
  approveAtOnce: v.boolean(),
});
export type Reward = v.InferOutput<typeof rewardAnswer>;

export const REQUEST_STATUSES = ["pending", "approved", "declined", "undone"] as const;
export const rewardRequestAnswer = v.strictObject({
  id: v.string(),
  rewardId: v.string(),
  memberId: v.string(),
  status: v.picklist(REQUEST_STATUSES),
  askedAt: instantAnswer,
  decidedAt: nullableInstantAnswer,
  /** The redemption's ledger entry once approved (undo it to undo the approval). */
  entryId: v.nullable(v.string()),
});
export type RewardRequest = v.InferOutput<typeof rewardRequestAnswer>;

// ── The board (the parents' read) and the screen's day ──────────────────────────────────────────

/** GET /api/kitchen/board (parents) — and the kitchen part of GET /api/kitchen/screen/today. */
/** When the kitchen screen dims, on the family's clock: from `from`:00 until `to`:00 (over midnight when from > to); null: never. */
export const kitchenDimAnswer = v.nullable(v.strictObject({ from: v.number(), to: v.number() }));
export type KitchenDim = v.InferOutput<typeof kitchenDimAnswer>;

const dimHour = whole(0, 23, k.dimHourInvalid);
/** PUT /api/kitchen/dim: the family's night on the screen, or null for never. */
export const dimBody = v.strictObject({
  dim: v.nullable(
    v.pipe(
      v.strictObject({ from: dimHour, to: dimHour }),
      v.check((dim) => dim.from !== dim.to, k.dimSameHour),
    ),
  ),
});
export type DimBody = v.InferInput<typeof dimBody>;

/** A weekday's screen times: on from `on` until `off`, "HH:MM" on the family's clock. */
const screenDayTimes = v.strictObject({ on: v.string(), off: v.string() });
/** The family's screen times, Sunday first (docs/features/kitchen.md "Screen times"): null for a day that follows the night, or for no times at all. */
export const screenScheduleAnswer = v.nullable(v.array(v.nullable(screenDayTimes)));

/** PUT /api/kitchen/schedule: seven weekdays, Sunday first, each its times or null (the night); null for none at all. */
export const screenTimesBody = v.strictObject({
  schedule: v.nullable(
    v.pipe(
      v.array(
        v.nullable(
          v.pipe(
            v.strictObject({ on: clockTime, off: clockTime }, k.screenTimesInvalid),
            v.check((times) => times.on < times.off, k.scheduleOnBeforeOff),
          ),
        ),
        k.screenTimesInvalid,
      ),
      v.length(7, k.screenTimesInvalid),
    ),
  ),
});
export type ScreenTimesBody = v.InferInput<typeof screenTimesBody>;

export const kitchenBoardAnswer = v.strictObject({
  /** The family's date and part of the day, on the family's clock. */
  date: dateAnswer,
  partOfDay: v.picklist(PARTS_OF_DAY),
  children: v.array(kitchenChildAnswer),
  parents: v.array(kitchenParentAnswer),
  chores: v.array(choreAnswer),
  today: v.array(todayTaskAnswer),
  rewards: v.array(rewardAnswer),
  /** Requests waiting for a parent. */
  requests: v.array(rewardRequestAnswer),
  /** When the screen dims (the family's setting). */
  dim: kitchenDimAnswer,
  /** When the screen is on, by weekday (the family's setting; null: the night alone decides). */
  schedule: screenScheduleAnswer,
});
export type KitchenBoard = v.InferOutput<typeof kitchenBoardAnswer>;
