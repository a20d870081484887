/**
 * The tables whose changes are counted in `family_versions` (docs/features/conditional-reads.md).
 * `npm run db:triggers` writes their triggers from these lists and FAMILY_ROW_CAPS
 * (worker/db/generated-triggers.ts), and the Worker reads by the same lists, so neither can
 * drift from the other: no import here but the contract's, so the script can load it.
 */

/** The tables family reads read: each has insert, update and delete triggers counting its rows per family. */
export const VERSIONED_TABLES = [
  "family_members",
  "family_invites",
  "events",
  "shopping_lists",
  "shopping_items",
  "dinner_meals",
  "meal_ingredients",
  "purchases",
  "reminders",
  "users",
  "calendar_subscriptions",
  "subscription_events",
  "child_links",
  "custody_swaps",
  "other_home_events",
  "helper_links",
  "helper_devices",
  "child_cards",
  "recipes",
] as const;
export type VersionedTable = (typeof VERSIONED_TABLES)[number];

/** A versioned table whose rows may have no family or change family, and whose reads show only some of its columns. */
export interface MovingRows {
  /** Only an update of these columns counts. */
  updateOf: readonly string[];
}

/**
 * Users count for their family only where a read shows them (the invites' usernames) and only
 * when that changes, not at every change of their account; a user without a family counts nowhere,
 * and one who moves counts in both families.
 */
export const MOVING_ROWS: { readonly [T in VersionedTable]?: MovingRows } = {
  users: { updateOf: ["username", "family_id"] },
};

/** The prefix of a user's own scope, which no family id can take (family ids have no colon). */
export const USER_SCOPE_PREFIX = "user:";

/** The counters' scope for the rows every user reads: the administrators' messages. */
export const EVERYONE_SCOPE = "everyone";

/** Where a user-scoped table's row is counted. */
export type UserCounting =
  /** Under its own `user_id`'s scope. */
  | { scope: "owner" }
  /** Under the scope of the owner of the row it belongs to, on that table's counter (a response counts on its ticket). */
  | { scope: "owner"; through: { table: "support_tickets"; key: string } }
  /** Under EVERYONE_SCOPE. */
  | { scope: "everyone" };

/** The signed-in reads that are not a family's are counted under the user's scope or everyone's (migration 0034). */
export const USER_COUNTED_TABLES = {
  support_tickets: { scope: "owner" },
  ticket_responses: { scope: "owner", through: { table: "support_tickets", key: "ticket_id" } },
  admin_messages: { scope: "everyone" },
  admin_message_reads: { scope: "owner" },
} as const satisfies Record<string, UserCounting>;
