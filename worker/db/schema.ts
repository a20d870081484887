import { sql } from "drizzle-orm";
import { type AnySQLiteColumn, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { KITCHEN_DIM_DEFAULT } from "@contract/kitchen-limits";
import type { ScreenSchedule } from "@contract/screen-schedule";
import { SECURITY_EVENT_KINDS } from "@contract/security-events";
import type { RecurrenceRule } from "@contract/schemas/events";

// Times are ISO-8601 UTC strings (docs/api.md), which sort and compare correctly as text.
// Every foreign key's child column leads an index of its table, because deleting a parent makes
// SQLite look its children up by that column: without one, deleting many parents at once (the
// expiry job's sessions, a family's meals) scans the child table once per parent.
const createdAt = () => text("created_at").notNull();
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
/**
 * The CalDAV columns of a row a phone can write (docs/features/caldav.md): `dav_name` is the
 * resource name the phone chose when it created the row (else the row is `<id>.ics`), unique per
 * family and table; `dav_source` is the phone's last component text, so what the app cannot show
 * comes back unchanged.
 */
// Last, where ALTER TABLE put them: an INSERT … SELECT lists its values in this order.
const davColumns = () => ({ davName: text("dav_name"), davSource: text("dav_source") });
/**
 * The UID a phone gave a to-do it created (a row the app made has its id as UID), unique per family
 * and table: a phone that moves a task to another member's list writes the same UID into the other
 * collection, and this finds the task to reassign (docs/features/caldav.md "Tasks and shopping").
 */
const davUidColumn = () => ({ davUid: text("dav_uid") });

export const families = sqliteTable("families", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  timeZone: text("time_zone").notNull().default("Atlantic/Faroe"),
  // The calendar feed's key is derived from this and the server's secret (services/calendar/feed.ts); a new one rotates it.
  calendarFeedSecret: text("calendar_feed_secret"),
  createdAt: createdAt(),
  // The hours the kitchen screen dims, on the family's clock (docs/features/kitchen.md "Night"); both null: never.
  kitchenDimFrom: integer("kitchen_dim_from").default(KITCHEN_DIM_DEFAULT.from),
  kitchenDimTo: integer("kitchen_dim_to").default(KITCHEN_DIM_DEFAULT.to),
  // Each weekday's own times on the kitchen screen, Sunday first (docs/features/kitchen.md "Screen times"); NULL: the night alone.
  kitchenSchedule: text("kitchen_schedule", { mode: "json" }).$type<ScreenSchedule>(),
  // The wall's weather place, a key of contract/places.ts (docs/features/weather.md); null: no weather.
  weatherPlace: text("weather_place"),
});

/**
 * MET Norway's forecast per place (docs/features/weather.md "The cache"), shared by every family
 * there: kept in the directory (DB) only. `forecast` is the wall's shape as JSON (worker/lib/weather/met.ts),
 * kept through an outage; nothing is fetched before `expires_at`; `claimed_until` is the one fetch under way.
 */
export const weatherForecasts = sqliteTable("weather_forecasts", {
  place: text("place").primaryKey(),
  forecast: text("forecast"),
  fetchedAt: text("fetched_at"),
  lastModified: text("last_modified"),
  expiresAt: text("expires_at").notNull(),
  claimedUntil: text("claimed_until"),
  failures: integer("failures").notNull().default(0),
  lastError: text("last_error"),
});

/** Every family-owned row: indexed by each table, removed with its family. */
const familyId = () =>
  text("family_id")
    .notNull()
    .references(() => families.id, { onDelete: "cascade" });

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    familyId: text("family_id").references(() => families.id, { onDelete: "set null" }),
    isAdmin: bool("is_admin"),
    emailVerifiedAt: text("email_verified_at"),
    passwordChangedAt: text("password_changed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    // Usernames and e-mail addresses are unique regardless of case.
    uniqueIndex("users_username_lower").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower").on(sql`lower(${t.email})`),
    // The admin panel's counts and its user lists (docs/features/admin.md): new users per day, the
    // unverified, those without a family. Each ends in the id, so a list pages on (created_at, id)
    // straight off its index, with no sort.
    index("users_family").on(t.familyId, t.createdAt, t.id),
    index("users_created").on(t.createdAt, t.id),
    index("users_verified").on(t.emailVerifiedAt, t.createdAt, t.id),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    lastSeenAt: text("last_seen_at").notNull(),
    // When this session last passed a second-factor check (sign-in with a code, enrolment, step-up):
    // what cannot be undone needs one within STEP_UP_WINDOW_MS (docs/features/auth.md).
    secondFactorAt: text("second_factor_at"),
  },
  // sessions_seen: the admin's active sessions (seen in the last hour) and recent activity, off the index.
  (t) => [index("sessions_user").on(t.userId), index("sessions_expires").on(t.expiresAt), index("sessions_seen").on(t.lastSeenAt, t.expiresAt)],
);

export const familyMembers = sqliteTable(
  "family_members",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    // Set when the member is a user of the app; members can also be people without an account.
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    role: text("role").notNull(),
    createdAt: createdAt(),
    // The kitchen screen (docs/features/kitchen.md): a member without an account may be a child with
    // a colour and an emoji; a child's or a parent's PIN is stored only as its scrypt hash.
    isChild: bool("is_child"),
    colour: text("colour"),
    avatar: text("avatar"),
    pinHash: text("pin_hash"),
    // The family days (YYYY-MM-DD) the child is away: their rotate turns wait.
    awayFrom: text("away_from"),
    awayTo: text("away_to"),
    // YYYY-MM-DD: a countdown on the wall, a line in the calendar and a push to the parents the day before (docs/features/birthdays.md).
    birthday: text("birthday"),
  },
  // family_members_order: the members read's order, straight off the index.
  (t) => [index("family_members_order").on(t.familyId, t.createdAt, t.id), uniqueIndex("family_members_user").on(t.userId)],
);

export const familyInvites = sqliteTable(
  "family_invites",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    codeHash: text("code_hash").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  // family_invites_open: the family's invites still open, soonest to expire first, off the index.
  (t) => [
    index("family_invites_open").on(t.familyId, t.expiresAt, t.id),
    uniqueIndex("family_invites_code").on(t.codeHash),
    index("family_invites_created_by").on(t.createdBy),
  ],
);

export const events = sqliteTable(
  "events",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    location: text("location"),
    recurrence: text("recurrence", { enum: ["none", "daily", "weekly", "monthly", "yearly"] })
      .notNull()
      .default("none"),
    recurrenceEnds: text("recurrence_ends"),
    daysOfWeek: text("days_of_week"),
    /**
     * A phone's repeat rule the columns above cannot hold (RRULE, zone, EXDATEs, moved instances;
     * contract/schemas/events.ts RecurrenceRule), as JSON; NULL for the app's own recurrences.
     * Written from CalDAV (docs/features/caldav.md "The calendar (VEVENT)").
     */
    recurrenceRule: text("recurrence_rule", { mode: "json" }).$type<RecurrenceRule>(),
    /**
     * When the event is over for good: the end of its last occurrence on the family's clock
     * (contract/time/recurrence.ts eventEndsAt), NULL when it recurs without end. Kept by every
     * write (create, restore); the events read splits open events from the finished history on it.
     */
    endsAt: text("ends_at"),
    createdAt: createdAt(),
    ...davColumns(),
    // The UID of the phone's text (worker/lib/event-uid.ts); NULL: the app's `<id>@familyhub`.
    ...davUidColumn(),
    /**
     * Who sees the event (docs/features/two-homes.md "Who sees an event"): the whole family, only
     * its creator, or the family and the other home of the linked child `shared_link_id` names.
     */
    visibility: text("visibility", { enum: ["family", "private", "shared"] })
      .notNull()
      .default("family"),
    sharedLinkId: text("shared_link_id"),
    /**
     * Whom the event is about (docs/features/calendar.md "For whom"): the family's member ids as a
     * JSON array, NULL for nobody named. A removed member leaves every list by a trigger (0066).
     */
    forMembers: text("for_members", { mode: "json" }).$type<string[]>(),
    // Whether the kitchen screen counts down to it ("12 dagar til jól", docs/features/kitchen.md "Countdowns").
    countdown: bool("countdown"),
  },
  (t) => [
    uniqueIndex("events_dav_name").on(t.familyId, t.davName).where(sql`${t.davName} IS NOT NULL`),
    // One event per UID (RFC 4791's no-uid-conflict): two phones creating one UID at once store one.
    uniqueIndex("events_dav_uid").on(t.familyId, t.davUid).where(sql`${t.davUid} IS NOT NULL`),
    // The calendar feed's order (start, then id), read straight off the index.
    index("events_family_start").on(t.familyId, t.startTime, t.id),
    // The open events (NULL or a late end) and the finished history in keyset pages, newest end first.
    index("events_family_ends").on(t.familyId, t.endsAt, t.id),
    // Recurring events with an end whose ends_at is not yet known (stored before it existed):
    // the backfill job's work list, empty once it has run (worker/cron/fill-event-ends.ts).
    index("events_ends_unknown").on(t.id).where(sql`${t.endsAt} IS NULL AND ${t.recurrenceEnds} IS NOT NULL`),
    // The history job's search across families: events over for good, oldest end first (worker/cron/retire-history.ts).
    index("events_ended").on(t.endsAt).where(sql`${t.endsAt} IS NOT NULL`),
    // The admin panel's counts per day and its active users, straight off the index.
    index("events_created").on(t.createdAt, t.createdBy),
    index("events_created_by").on(t.createdBy),
  ],
);

export const shoppingLists = sqliteTable(
  "shopping_lists",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  // One list per family: the client only ever uses the first, so a second would hide items.
  (t) => [uniqueIndex("shopping_lists_family").on(t.familyId)],
);

export const dinnerMeals = sqliteTable(
  "dinner_meals",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    scheduledDate: text("scheduled_date").notNull(),
    completed: bool("completed"),
    completedAt: text("completed_at"),
    createdAt: createdAt(),
    // The dinner's picture in the family's album, shown on the wall's week (docs/features/photos.md).
    photoId: text("photo_id").references((): AnySQLiteColumn => photos.id, { onDelete: "set null" }),
    // The recipe it was planned from, and for how many (docs/features/recipes.md).
    recipeId: text("recipe_id").references((): AnySQLiteColumn => recipes.id, { onDelete: "set null" }),
    servings: integer("servings"),
    // Completed at midnight, a weekly dinner is planned again a week later.
    repeatWeekly: bool("repeat_weekly"),
  },
  (t) => [
    // The meals read's two lists, each read in its order off an index: open meals by time, and
    // completed meals newest completion first.
    index("dinner_meals_family_open").on(t.familyId, t.completed, t.scheduledDate, t.id),
    index("dinner_meals_family_done").on(t.familyId, t.completed, t.completedAt, t.id),
    // The midnight job's search across families: open meals scheduled before now.
    index("dinner_meals_due").on(t.completed, t.scheduledDate),
    index("dinner_meals_created").on(t.createdAt, t.createdBy),
    index("dinner_meals_created_by").on(t.createdBy),
    index("dinner_meals_photo").on(t.photoId),
    index("dinner_meals_recipe").on(t.recipeId),
  ],
);

export const mealIngredients = sqliteTable(
  "meal_ingredients",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    mealId: text("meal_id")
      .notNull()
      .references(() => dinnerMeals.id, { onDelete: "cascade" }),
    ingredientName: text("ingredient_name").notNull(),
  },
  // The meal read joins by meal and family: one index on both, or SQLite may take the family one
  // and scan all of a family's ingredients for every meal.
  (t) => [index("meal_ingredients_meal").on(t.mealId, t.familyId), index("meal_ingredients_family").on(t.familyId)],
);

export const shoppingItems = sqliteTable(
  "shopping_items",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    listId: text("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // nameKey(name), kept beside the name so a tick can copy it into its purchase in SQL.
    nameKey: text("name_key").notNull(),
    quantity: integer("quantity").notNull().default(1),
    // What one of the quantity is ("l", "½ kg"), shown after it; null when the item is counted in pieces.
    unit: text("unit"),
    completed: bool("completed"),
    completedAt: text("completed_at"),
    addedBy: text("added_by").references(() => users.id, { onDelete: "set null" }),
    // A helper's name when a helper added or ticked it (docs/features/helpers.md "Who did it").
    addedByHelper: text("added_by_helper"),
    completedByHelper: text("completed_by_helper"),
    mealId: text("meal_id").references(() => dinnerMeals.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    ...davColumns(),
    ...davUidColumn(),
  },
  (t) => [
    uniqueIndex("shopping_items_dav_name").on(t.familyId, t.davName).where(sql`${t.davName} IS NOT NULL`),
    uniqueIndex("shopping_items_dav_uid").on(t.familyId, t.davUid).where(sql`${t.davUid} IS NOT NULL`),
    // The list's order (first added first), read straight off the index instead of sorted per read.
    index("shopping_items_family_order").on(t.familyId, t.createdAt, t.id),
    index("shopping_items_list").on(t.listId),
    index("shopping_items_completed_at").on(t.completed, t.completedAt),
    // The admin panel's counts, top items and active users, without reading the rows.
    index("shopping_items_created").on(t.createdAt, t.addedBy, t.nameKey, t.name),
    index("shopping_items_meal").on(t.mealId),
    index("shopping_items_added_by").on(t.addedBy),
  ],
);

/**
 * Every id a phone chose for a row it added (shopping items, tasks), remembered after the row is
 * gone: a queued add replayed after someone deleted its row answers 404 instead of bringing the row
 * back. Kept CLIENT_ID_KEEP_MS (the expiry cron), longer than a phone keeps a queued change.
 */
export const clientIds = sqliteTable(
  "client_ids",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    createdAt: createdAt(),
    // The row the id stands for when that is another one: a shopping add merged into an open item
    // of the same name (docs/features/offline.md). Null: the row under the id itself. No foreign
    // key, since the id outlives the row.
    rowId: text("row_id"),
  },
  (t) => [index("client_ids_family").on(t.familyId), index("client_ids_created").on(t.createdAt)],
);

/** One row per tick of a shopping item; it outlives the item so statistics survive the purge. */
export const purchases = sqliteTable(
  "purchases",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    // No foreign key: the purge deletes the item but keeps the purchase.
    itemId: text("item_id"),
    itemName: text("item_name").notNull(),
    // Case-folded name (Faroese letters included) that groups the statistics.
    nameKey: text("name_key").notNull(),
    quantity: integer("quantity").notNull(),
    purchasedAt: text("purchased_at").notNull(),
  },
  (t) => [
    // Lets the purchase_totals triggers (migration 0002) find a name's newest remaining purchase
    // and its name in one index seek when a purchase is taken away.
    index("purchases_family_stats").on(t.familyId, t.nameKey, t.purchasedAt, t.quantity, t.itemName),
    index("purchases_item").on(t.itemId),
    index("purchases_purchased_at").on(t.purchasedAt),
    // The learned shop order walks a family's purchases in tick order (services/shopping/insights.ts).
    index("purchases_family_time").on(t.familyId, t.purchasedAt, t.nameKey),
  ],
);

/**
 * The statistics, one row per family and name key, kept by triggers on `purchases` (migration
 * 0002): a tick adds to its row and an untick takes away, in the same statement, so the page
 * reads rows already summed instead of grouping a year of purchases on every request. No foreign
 * key: a family's deletion cascades to its purchases, and their triggers empty these rows.
 */
export const purchaseTotals = sqliteTable(
  "purchase_totals",
  {
    familyId: text("family_id").notNull(),
    nameKey: text("name_key").notNull(),
    // The name used at the latest purchase.
    itemName: text("item_name").notNull(),
    totalQuantity: integer("total_quantity").notNull(),
    purchaseCount: integer("purchase_count").notNull(),
    lastPurchased: text("last_purchased").notNull(),
    // The newest purchase the retention job deleted (migration 0032): what an untick falls back to
    // when no purchase of the name is left.
    retiredLastPurchased: text("retired_last_purchased"),
    retiredItemName: text("retired_item_name"),
  },
  (t) => [
    primaryKey({ columns: [t.familyId, t.nameKey] }),
    // The page's order, most bought first, read straight off the index.
    index("purchase_totals_ranking").on(t.familyId, sql`${t.purchaseCount} DESC`, sql`${t.lastPurchased} DESC`, t.nameKey, t.itemName, t.totalQuantity),
  ],
);

/**
 * Holds its one row only while the purchase retention job deletes old purchases (cron/retire-purchases.ts),
 * inside that job's batch: the purchase_totals_remove trigger takes a deleted purchase off the
 * totals unless this row is there (migration 0032), so the statistics keep what retention drops.
 */
export const purchaseRetention = sqliteTable("purchase_retention", {
  id: integer("id").primaryKey(),
});

/**
 * One-time cron jobs that have done their work here (worker/cron/finished-jobs.ts): their trigger
 * skips them from then on. Never in a backup, so a restored database runs each once more.
 */
export const finishedJobs = sqliteTable("finished_jobs", {
  name: text("name").primaryKey(),
  finishedAt: text("finished_at").notNull(),
});

export const reminders = sqliteTable(
  "reminders",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    dueDate: text("due_date"),
    priority: text("priority", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("medium"),
    assignedTo: text("assigned_to").references(() => familyMembers.id, { onDelete: "set null" }),
    completed: bool("completed"),
    completedAt: text("completed_at"),
    // The helper's name when a helper ticked it (docs/features/helpers.md "Who did it").
    completedByHelper: text("completed_by_helper"),
    createdAt: createdAt(),
    ...davColumns(),
    ...davUidColumn(),
  },
  (t) => [
    uniqueIndex("reminders_dav_name").on(t.familyId, t.davName).where(sql`${t.davName} IS NOT NULL`),
    uniqueIndex("reminders_dav_uid").on(t.familyId, t.davUid).where(sql`${t.davUid} IS NOT NULL`),
    // The tasks read's two orders, straight off these indexes (docs/features/tasks.md): open tasks
    // by due date with the undated last, completed ones by completion (else creation), newest first.
    index("reminders_open_order").on(t.familyId, t.completed, sql`(${t.dueDate} IS NULL)`, t.dueDate, t.createdAt, t.id),
    index("reminders_done_order").on(t.familyId, t.completed, sql`(CASE WHEN ${t.completedAt} IS NULL THEN ${t.createdAt} ELSE ${t.completedAt} END)`, t.id),
    // The history job's search across families: done tasks, oldest completion first (worker/cron/retire-history.ts).
    index("reminders_done_at").on(sql`(CASE WHEN ${t.completedAt} IS NULL THEN ${t.createdAt} ELSE ${t.completedAt} END)`).where(sql`${t.completed} = 1`),
    index("reminders_assigned").on(t.assignedTo),
    index("reminders_created").on(t.createdAt, t.createdBy),
    index("reminders_created_by").on(t.createdBy),
  ],
);

export const supportTickets = sqliteTable(
  "support_tickets",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: ["open", "in_progress", "closed"] })
      .notNull()
      .default("open"),
    priority: text("priority", { enum: ["low", "medium", "high"] })
      .notNull()
      .default("medium"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    // The user's own list: open tickets whole, closed ones a page at a time, each newest first off this index.
    index("support_tickets_user_closed").on(t.userId, sql`(${t.status} = 'closed')`, t.createdAt, t.id),
    // The admin panel's ticket list, newest first and bounded, straight off the index.
    index("support_tickets_created").on(t.createdAt, t.id),
  ],
);

export const ticketResponses = sqliteTable(
  "ticket_responses",
  {
    id: text("id").primaryKey(),
    ticketId: text("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    message: text("message").notNull(),
    isAdminResponse: bool("is_admin_response"),
    createdAt: createdAt(),
  },
  (t) => [index("ticket_responses_ticket").on(t.ticketId), index("ticket_responses_user").on(t.userId)],
);

export const adminMessages = sqliteTable(
  "admin_messages",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  // The message lists, newest first and bounded, straight off the index.
  (t) => [index("admin_messages_created").on(t.createdAt, t.id), index("admin_messages_created_by").on(t.createdBy)],
);

export const adminMessageReads = sqliteTable(
  "admin_message_reads",
  {
    messageId: text("message_id")
      .notNull()
      .references(() => adminMessages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: text("read_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index("admin_message_reads_user").on(t.userId)],
);

/** Single-use tokens: e-mail verification, password reset (stored as SHA-256 hashes), and
 * consumed registration challenges and live-channel tickets (so each is accepted once). */
export const authTokens = sqliteTable(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind", { enum: ["verify", "reset", "challenge", "live_ticket", "kitchen_live_ticket", "helper_live_ticket"] }).notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").references(() => families.id, { onDelete: "cascade" }),
    // A live ticket belongs to the session that bought it: logout or a password reset ends both.
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("auth_tokens_user_kind").on(t.userId, t.kind),
    index("auth_tokens_expires").on(t.expiresAt),
    index("auth_tokens_family").on(t.familyId),
    index("auth_tokens_session").on(t.sessionId),
  ],
);

/**
 * Sign-in attempts. `ip` holds the client key (worker/lib/client.ts: an IPv6 address by its /64).
 * The user id is kept when the account is deleted (no foreign key): the sign-in history of a
 * deleted account stays, pseudonymous, for the security review.
 */
export const loginEvents = sqliteTable(
  "login_events",
  {
    id: text("id").primaryKey(),
    userId: text("user_id"),
    usernameKey: text("username_key").notNull(),
    ip: text("ip").notNull(),
    /** The known device the attempt came from (worker/lib/device-token.ts); null for any other device. */
    deviceId: text("device_id"),
    success: bool("success"),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_events_username").on(t.usernameKey, t.createdAt),
    index("login_events_ip").on(t.ip, t.createdAt),
    index("login_events_created").on(t.createdAt),
    index("login_events_user").on(t.userId, t.createdAt),
    // The admin panel's sign-in counts (per hour, today): successful ones over a time range, from the index alone.
    index("login_events_success_created").on(t.success, t.createdAt),
  ],
);

export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_created").on(t.createdAt)],
);

export const appErrors = sqliteTable(
  "app_errors",
  {
    id: text("id").primaryKey(),
    requestId: text("request_id"),
    level: text("level", { enum: ["ERROR", "WARN", "INFO"] }).notNull(),
    message: text("message").notNull(),
    source: text("source").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("app_errors_created").on(t.createdAt)],
);

/**
 * Uses of a throttled action (reset and registration mails, challenges), one row each, counted
 * per bucket over a window (worker/services/throttle.ts). A bucket names the action and a hash of
 * what it is counted by (address or client), never the address itself.
 */
export const throttleHits = sqliteTable(
  "throttle_hits",
  {
    bucket: text("bucket").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("throttle_hits_bucket").on(t.bucket, t.createdAt), index("throttle_hits_created").on(t.createdAt)],
);

/**
 * Failed CalDAV sign-ins (worker/caldav/sign-in.ts): the client (an IPv6 one by its /64, so its /48
 * is a range of keys) and the guess, a keyed hash of the username and app password tried.
 */
export const davSignInFailures = sqliteTable(
  "dav_sign_in_failures",
  {
    id: integer("id").primaryKey(),
    client: text("client").notNull(),
    guess: text("guess").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("dav_sign_in_failures_client").on(t.client, t.createdAt, t.guess),
    index("dav_sign_in_failures_guess").on(t.guess, t.createdAt),
    index("dav_sign_in_failures_created").on(t.createdAt),
  ],
);

/**
 * The security log (contract/security-events.ts): what happened, to whom (`user_id`, the subject),
 * by whom (`actor_id`, the signed-in caller, when there was one) and from where, for the admin
 * panel's Logs view. Rows outlive their users with the ids kept (no foreign keys: pseudonymous once
 * the account is gone), and never hold a secret.
 */
export const securityEvents = sqliteTable(
  "security_events",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: SECURITY_EVENT_KINDS }).notNull(),
    userId: text("user_id"),
    actorId: text("actor_id"),
    client: text("client").notNull(),
    // For refusals (403, 429): the route, as `METHOD /path/:param`.
    route: text("route"),
    /** Refusals are counted: one row per kind, client, route, user and hour, its first time here. */
    count: integer("count").notNull().default(1),
    /** What else an action names, as a small JSON object (a ticket, a message, a restore's row counts); never a secret. */
    detail: text("detail"),
    createdAt: createdAt(),
  },
  // The id closes each index so the Logs view's keyset pages on (created_at, id) read straight off one.
  (t) => [
    index("security_events_created").on(t.createdAt, t.id),
    index("security_events_kind").on(t.kind, t.createdAt, t.id),
    index("security_events_user").on(t.userId, t.createdAt),
    index("security_events_actor").on(t.actorId, t.createdAt, t.id),
  ],
);

/**
 * A device's Web Push subscription (docs/features/notifications.md): one row per endpoint. It
 * belongs to the session that registered it, so signing out on the device, a password change and
 * deleting the user all remove it with their sessions.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** When the push service says the subscription ends (`expirationTime`), if it says. */
    expiresAt: text("expires_at"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint").on(t.endpoint),
    index("push_subscriptions_user").on(t.userId),
    index("push_subscriptions_session").on(t.sessionId),
  ],
);

/**
 * A person's notification choices (docs/features/notifications.md); no row means the defaults.
 * `mutedKinds` is a JSON array of the kinds turned off, so a new kind starts on for everyone.
 */
export const pushPreferences = sqliteTable("push_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  mutedKinds: text("muted_kinds").notNull().default("[]"),
  morningHour: integer("morning_hour").notNull(),
  afternoonHour: integer("afternoon_hour").notNull(),
  eventLeadMinutes: integer("event_lead_minutes").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/**
 * The timed pushes already decided (docs/features/notifications.md "Exactly once"): one row per
 * kind, item, occurrence and person, inserted in the statement that decides to send, so a late,
 * repeated or overlapping cron run finds it taken. Rows go two days after they were sent.
 */
export const pushSent = sqliteTable(
  "push_sent",
  {
    kind: text("kind").notNull(),
    itemId: text("item_id").notNull(),
    occurrence: text("occurrence").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: text("sent_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId, t.occurrence, t.userId] }), index("push_sent_user").on(t.userId), index("push_sent_at").on(t.sentAt)],
);

/** A push a push service asked to have again later (429, 5xx or no answer), tried again by the cron. */
export const pushRetries = sqliteTable(
  "push_retries",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    /** The PushPayload as JSON (it is encrypted afresh for each attempt). */
    payload: text("payload").notNull(),
    attempts: integer("attempts").notNull().default(1),
    nextAttemptAt: text("next_attempt_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_retries_due").on(t.nextAttemptAt), index("push_retries_subscription").on(t.subscriptionId)],
);

/**
 * Each family's change counter per table (docs/features/conditional-reads.md): triggers on every
 * table a family read reads (worker/db/generated-triggers.ts) add one on each row a statement inserts, changes or
 * deletes, inside that statement, so a write's batch and its version bump are one. A read's ETag is
 * built from the counters of the tables it reads. No foreign key: rows of a deleted family's tables
 * bump it while the family goes.
 */
export const familyVersions = sqliteTable(
  "family_versions",
  {
    familyId: text("family_id").notNull(),
    tableName: text("table_name").notNull(),
    version: integer("version").notNull(),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.tableName] })],
);

/**
 * An administrator's TOTP secret (RFC 6238), sealed with AES-GCM under a key derived from
 * JWT_SECRET (worker/lib/sealed.ts): never answered, never in a backup. `enabled_at` is null while
 * enrolling. `last_step` is the newest time step accepted, so each code works once and an older one
 * never; `last_check` names the check that spent it, so the statements after the spend in the same
 * batch act only when this very check did (services/auth/second-factor.ts).
 */
export const secondFactors = sqliteTable("second_factors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: text("enabled_at"),
  lastStep: integer("last_step"),
  lastCheck: text("last_check"),
  createdAt: createdAt(),
});

/**
 * Ten single-use recovery codes per enrolled administrator, each 80 bits, stored as an HMAC-SHA-256
 * under a key derived from JWT_SECRET (worker/lib/code-digest.ts), so a copy of the database alone
 * cannot be searched for them. Rows from before that (a plain SHA-256, no prefix) still verify until used.
 */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
    // The check that spent it (as second_factors.last_check).
    usedBy: text("used_by"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash").on(t.userId, t.codeHash)],
);

/**
 * The sign-in of an administrator between password and code: the hash of the `mfaToken` handed out,
 * single use, short-lived; `failures` counts wrong codes sent with it.
 */
export const mfaTokens = sqliteTable(
  "mfa_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rememberMe: bool("remember_me"),
    failures: integer("failures").notNull().default(0),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mfa_tokens_user").on(t.userId), index("mfa_tokens_expires").on(t.expiresAt)],
);

/**
 * Every second-factor code an administrator sends (sign-in, step-up, enrolment) takes a row before it
 * is judged, in one statement that refuses once the window holds 10 (services/auth/code-attempts.ts); a
 * right code deletes its row in the batch that spends it, so the rows in the window are the wrong ones.
 */
export const secondFactorAttempts = sqliteTable(
  "second_factor_attempts",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("second_factor_attempts_user").on(t.userId, t.createdAt), index("second_factor_attempts_created").on(t.createdAt)],
);

/**
 * The one-time code an administrator without a second factor needs to enrol one: printed by
 * `npm run make-admin`, or shown once to the administrator who made the account. Stored as a salted
 * scrypt hash (the script writes it without the Worker's secrets); one per administrator, deleted by
 * the enrolment it allows, useless after `expires_at`.
 */
export const enrolmentCodes = sqliteTable(
  "enrolment_codes",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    expiresAt: text("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("enrolment_codes_expires").on(t.expiresAt)],
);

/**
 * A device's password for CalDAV (docs/features/caldav.md "Sign-in"): a 160-bit random secret shown
 * once, stored only as its SHA-256 (worker/caldav/app-passwords.ts says why a fast hash), named by its owner, revoked one by
 * one, all at once by a password change or reset, and with the user (cascade).
 */
export const appPasswords = sqliteTable(
  "app_passwords",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    secretHash: text("secret_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: text("last_used_at"),
  },
  // app_passwords_secret: the sign-in finds its row by the secret's digest in one seek.
  (t) => [index("app_passwords_user").on(t.userId, t.createdAt, t.id), uniqueIndex("app_passwords_secret").on(t.secretHash)],
);

/**
 * The CalDAV change log (docs/features/caldav.md "Sync tokens"): one row per change of a resource,
 * written by triggers on the tables behind the collections (worker/db/dav-tables.ts), so a change from any
 * side is logged. `seq` is the sync token; `deleted` marks a tombstone. Pruned after
 * DAV_CHANGES_KEEP_MS, raising the family's floor. No foreign key: a family's deletion logs its rows going.
 */
export const davChanges = sqliteTable(
  "dav_changes",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    familyId: text("family_id").notNull(),
    collection: text("collection").notNull(),
    name: text("name").notNull(),
    deleted: bool("deleted"),
    changedAt: text("changed_at").notNull(),
    /** The family's own number of the change (set by the log's trigger): what sync tokens, ctags, dav_collections and floors hold. */
    familySeq: integer("family_seq").notNull().default(0),
  },
  (t) => [
    index("dav_changes_collection").on(t.familyId, t.collection, t.familySeq),
    index("dav_changes_changed").on(t.changedAt),
    // The family's oldest change in one seek, for the cap (migration 0051).
    index("dav_changes_family").on(t.familyId, t.seq),
  ],
);

/** Each collection's newest change (its ctag and sync token), kept by a trigger on dav_changes so the home reads one row per collection. */
export const davCollections = sqliteTable(
  "dav_collections",
  {
    familyId: text("family_id").notNull(),
    collection: text("collection").notNull(),
    seq: integer("seq").notNull(),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.collection] })],
);

/** The newest change pruned from a family's log: an older sync token is no longer valid (RFC 6578 403 valid-sync-token). */
export const davSyncFloors = sqliteTable("dav_sync_floors", {
  familyId: text("family_id").primaryKey(),
  seq: integer("seq").notNull(),
});

/** How many changes each family's log holds, kept by the log's insert trigger and the prune (DAV_CHANGES_PER_FAMILY, migration 0051). */
export const davLogSizes = sqliteTable("dav_log_sizes", {
  familyId: text("family_id").primaryKey(),
  rowCount: integer("row_count").notNull(),
});

/** The bytes of the phones' kept texts (`dav_source`) each family holds, kept by triggers (DAV_TEXT_FAMILY_MAX_BYTES, migration 0051). */
export const davTextUsage = sqliteTable("dav_text_usage", {
  familyId: text("family_id").primaryKey(),
  bytes: integer("bytes").notNull(),
});

/**
 * A family's outside calendar (docs/features/outside-calendars.md): a public iCalendar URL the
 * platform fetches on a schedule. etag, last_modified and content_hash make an unchanged feed cost
 * no writes; failures and next_refresh_at carry the backoff.
 */
export const calendarSubscriptions = sqliteTable(
  "calendar_subscriptions",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    url: text("url").notNull(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    memberId: text("member_id").references(() => familyMembers.id, { onDelete: "set null" }),
    paused: bool("paused"),
    etag: text("etag"),
    lastModified: text("last_modified"),
    contentHash: text("content_hash"),
    lastRefreshedAt: text("last_refreshed_at"),
    lastError: text("last_error"),
    failures: integer("failures").notNull().default(0),
    nextRefreshAt: text("next_refresh_at").notNull(),
    createdAt: createdAt(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    // The family's list, by creation, straight off the index.
    index("calendar_subscriptions_family").on(t.familyId, t.createdAt, t.id),
    // The cron's work list: subscriptions due for a refresh, earliest first.
    index("calendar_subscriptions_due").on(t.nextRefreshAt).where(sql`${t.paused} = 0`),
    index("calendar_subscriptions_member").on(t.memberId),
    index("calendar_subscriptions_created_by").on(t.createdBy),
  ],
);

/**
 * The occurrences of a subscription's feed in the import window, expanded at refresh time (one
 * row per occurrence, recurrence already applied) and replaced whole by each changed refresh.
 */
export const subscriptionEvents = sqliteTable(
  "subscription_events",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => calendarSubscriptions.id, { onDelete: "cascade" }),
    uid: text("uid").notNull(),
    recurrenceId: text("recurrence_id"),
    title: text("title").notNull(),
    description: text("description"),
    location: text("location"),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    allDay: bool("all_day"),
  },
  (t) => [
    // The events read's open occurrences (ending after the cut), by end.
    index("subscription_events_family_end").on(t.familyId, t.endTime, t.id),
    // The calendar feed's order, and a refresh's delete.
    index("subscription_events_family_start").on(t.familyId, t.startTime, t.id),
    index("subscription_events_subscription").on(t.subscriptionId),
  ],
);

/**
 * Outside calendars' fetches of the last hour, one row each (worker/services/outside-calendars/fetch-turns.ts):
 * a guarded insert takes a fetch's turn only when its subscription's last fetch is older than
 * SUBSCRIPTION_MIN_INTERVAL_MS and its family is under FAMILY_FETCHES_PER_HOUR. A removed
 * subscription's rows stay (set null) and keep counting for its family.
 */
export const calendarFetches = sqliteTable(
  "calendar_fetches",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    subscriptionId: text("subscription_id").references(() => calendarSubscriptions.id, { onDelete: "set null" }),
    at: text("at").notNull(),
  },
  (t) => [index("calendar_fetches_family").on(t.familyId, t.at), index("calendar_fetches_subscription").on(t.subscriptionId, t.at)],
);

/**
 * The kitchen screen, chores, routines, stars and rewards (docs/features/kitchen.md). A pairing code
 * is stored as its SHA-256, spent once, useless after `expires_at`.
 */
export const kitchenPairings = sqliteTable(
  "kitchen_pairings",
  {
    codeHash: text("code_hash").primaryKey(),
    familyId: familyId(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("kitchen_pairings_family").on(t.familyId), index("kitchen_pairings_created_by").on(t.createdBy, t.createdAt)],
);

/** A paired kitchen screen: a device session of its family, never expiring, revoked by deleting the row. */
export const kitchenScreens = sqliteTable(
  "kitchen_screens",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at"),
  },
  (t) => [
    uniqueIndex("kitchen_screens_token").on(t.tokenHash),
    index("kitchen_screens_family").on(t.familyId, t.createdAt),
    index("kitchen_screens_created_by").on(t.createdBy),
  ],
);

/**
 * PIN tries per profile, on every screen, in the last KITCHEN_PIN_TRIES window: a reservation until
 * the PIN is judged (a right PIN deletes its own), then `wrong`; `alerted` marks the wrong try that
 * told the parents (one notice a window).
 */
export const kitchenPinTries = sqliteTable(
  "kitchen_pin_tries",
  {
    id: text("id").primaryKey(),
    screenId: text("screen_id")
      .notNull()
      .references(() => kitchenScreens.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    at: text("at").notNull(),
    wrong: bool("wrong"),
    alerted: bool("alerted"),
  },
  (t) => [index("kitchen_pin_tries_count").on(t.memberId, t.at), index("kitchen_pin_tries_screen").on(t.screenId)],
);

/** A routine or a chore; `members` and `schedule` are JSON (contract/schemas/kitchen.ts). */
export const chores = sqliteTable(
  "chores",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    kind: text("kind", { enum: ["chore", "routine"] }).notNull(),
    title: text("title").notNull(),
    emoji: text("emoji").notNull(),
    stars: integer("stars").notNull(),
    partOfDay: text("part_of_day", { enum: ["morning", "afternoon", "evening"] }),
    schedule: text("schedule"),
    mode: text("mode", { enum: ["fixed", "rotate", "each", "compete"] }).notNull(),
    members: text("members").notNull(),
    approval: text("approval", { enum: ["auto", "parent"] }).notNull(),
    createdAt: createdAt(),
    // A chore that needs the evening before (bin day): "HH:MM" of the family's clock for the push the evening before each day it is due, and a countdown on the wall.
    eveningBefore: text("evening_before"),
  },
  (t) => [index("chores_family").on(t.familyId, t.createdAt, t.id)],
);

/**
 * A routine or chore done (or pending approval, or skipped) for one period (the family day it fell
 * on). `slot` is the child for a per-child copy, "" for a chore shared by its children: the unique
 * index lets exactly one tick per slot in, which is how a compete chore has one winner.
 */
export const choreCompletions = sqliteTable(
  "chore_completions",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    choreId: text("chore_id")
      .notNull()
      .references(() => chores.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    period: text("period").notNull(),
    slot: text("slot").notNull(),
    status: text("status", { enum: ["done", "pending", "skipped"] }).notNull(),
    byUserId: text("by_user_id").references(() => users.id, { onDelete: "set null" }),
    byScreenId: text("by_screen_id"),
    at: text("at").notNull(),
  },
  (t) => [
    uniqueIndex("chore_completions_slot").on(t.choreId, t.period, t.slot),
    index("chore_completions_family").on(t.familyId, t.period),
    index("chore_completions_member").on(t.memberId),
    index("chore_completions_by_user").on(t.byUserId),
  ],
);

/** A reward children may ask for; `members` is JSON, null for every child. */
export const rewards = sqliteTable(
  "rewards",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    title: text("title").notNull(),
    emoji: text("emoji").notNull(),
    cost: integer("cost").notNull(),
    members: text("members"),
    cooldownHours: integer("cooldown_hours"),
    approveAtOnce: bool("approve_at_once"),
    createdAt: createdAt(),
  },
  (t) => [index("rewards_family").on(t.familyId, t.createdAt, t.id)],
);

export const rewardRequests = sqliteTable(
  "reward_requests",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    rewardId: text("reward_id")
      .notNull()
      .references(() => rewards.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "approved", "declined", "undone"] }).notNull(),
    askedAt: text("asked_at").notNull(),
    decidedAt: text("decided_at"),
    entryId: text("entry_id"),
  },
  (t) => [
    index("reward_requests_family").on(t.familyId, t.status, t.askedAt),
    index("reward_requests_reward").on(t.rewardId, t.memberId, t.askedAt),
    index("reward_requests_member").on(t.memberId),
    // One pending request per child and reward: a second ask while one waits is refused.
    uniqueIndex("reward_requests_one_pending").on(t.memberId, t.rewardId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every change of a child's stars; the balance is the sum of `delta`. The chore, reward and request
 * ids are kept as plain values, so the history outlives what it names. One undo per entry (`undoes`
 * unique), one payment per completion (`completion_id` unique).
 */
export const starLedger = sqliteTable(
  "star_ledger",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    memberId: text("member_id")
      .notNull()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    kind: text("kind", { enum: ["chore", "routine", "bonus", "deduction", "redemption", "undo"] }).notNull(),
    choreId: text("chore_id"),
    completionId: text("completion_id"),
    rewardId: text("reward_id"),
    requestId: text("request_id"),
    undoes: text("undoes"),
    note: text("note"),
    byUserId: text("by_user_id").references(() => users.id, { onDelete: "set null" }),
    byScreenId: text("by_screen_id"),
    at: text("at").notNull(),
  },
  (t) => [
    index("star_ledger_member").on(t.memberId, t.at, t.id),
    index("star_ledger_family").on(t.familyId),
    uniqueIndex("star_ledger_undoes").on(t.undoes),
    uniqueIndex("star_ledger_completion").on(t.completionId),
    index("star_ledger_by_user").on(t.byUserId),
  ],
);
/**
 * A child with two homes (docs/features/two-homes.md): each home's database holds its own copy of
 * the link, under the same id, with its own family as `family_id` and its own member row for the
 * child. What both homes share (the pattern, its one-off days, `revision`, the end) is written by
 * the link's host (the inviting home's copy, `host` true) first and then mirrored to the other copy:
 * nothing joins two families' rows, so the two homes may live in different databases (the other
 * home's database is the directory's answer for `other_family_id`).
 */
export const childLinks = sqliteTable(
  "child_links",
  {
    id: text("id").notNull(),
    familyId: familyId(),
    memberId: text("member_id")
      .notNull()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    otherFamilyId: text("other_family_id").notNull(),
    otherFamilyName: text("other_family_name").notNull(),
    otherMemberId: text("other_member_id").notNull(),
    host: bool("host"),
    template: text("template"),
    startDate: text("start_date"),
    exchangeTime: text("exchange_time"),
    firstHome: text("first_home"),
    /** The one-off days, JSON `[{id, from, to, home, reason, swapId}]`, later ones winning. */
    exceptions: text("exceptions").notNull().default("[]"),
    /** Counts the shared state's changes: a mirror carrying an older revision changes nothing. */
    revision: integer("revision").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.familyId] }),
    index("child_links_family").on(t.familyId, t.createdAt, t.id),
    index("child_links_member").on(t.memberId),
  ],
);

/** A one-time code inviting the other home of a child (like a family invite, but spent once). */
export const homeLinkInvites = sqliteTable(
  "home_link_invites",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    memberId: text("member_id")
      .notNull()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
    /** The link the code made: the link's insert in the same batch requires its own id here. */
    usedFor: text("used_for"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("home_link_invites_code").on(t.codeHash),
    index("home_link_invites_family").on(t.familyId, t.expiresAt),
    index("home_link_invites_member").on(t.memberId),
    index("home_link_invites_created_by").on(t.createdBy),
  ],
);

/** A swap one home proposes to the other; a copy in each home, like the link (host first). */
export const custodySwaps = sqliteTable(
  "custody_swaps",
  {
    id: text("id").notNull(),
    familyId: familyId(),
    linkId: text("link_id").notNull(),
    proposedBy: text("proposed_by").notNull(),
    fromDate: text("from_date").notNull(),
    toDate: text("to_date").notNull(),
    home: text("home").notNull(),
    backFrom: text("back_from"),
    backTo: text("back_to"),
    reason: text("reason"),
    respondBy: text("respond_by").notNull(),
    /** The end of the respond-by day on the proposing home's clock: an unanswered swap reads as expired from then on. */
    expiresAt: text("expires_at").notNull(),
    status: text("status", { enum: ["proposed", "accepted", "refused", "withdrawn"] }).notNull(),
    decidedAt: text("decided_at"),
    revision: integer("revision").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.id, t.familyId] }), index("custody_swaps_link").on(t.familyId, t.linkId, t.createdAt)],
);

/**
 * The other home's events shared with this one, as that home last wrote them: shown here
 * read-only, never with a description. Written only by the mirror of the home that owns the event.
 */
export const otherHomeEvents = sqliteTable(
  "other_home_events",
  {
    id: text("id").notNull(),
    familyId: familyId(),
    linkId: text("link_id").notNull(),
    originFamilyId: text("origin_family_id").notNull(),
    originFamilyName: text("origin_family_name").notNull(),
    title: text("title").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    location: text("location"),
    recurrence: text("recurrence", { enum: ["none", "daily", "weekly", "monthly", "yearly"] })
      .notNull()
      .default("none"),
    recurrenceEnds: text("recurrence_ends"),
    daysOfWeek: text("days_of_week"),
    /** The origin's event write time: a mirror older than what is here changes nothing. */
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.familyId] }),
    index("other_home_events_family").on(t.familyId, t.startTime, t.id),
    index("other_home_events_link").on(t.familyId, t.linkId),
  ],
);

/**
 * A helper's link (docs/features/helpers.md): a grandparent or a sitter, as a member of the family
 * without an account, with the areas the link lets them see (`powers`, a JSON array of
 * HELPER_POWERS) and, when it names some, only those children (`children`, member ids; NULL: all).
 * The secret in the link is stored only as its hash; `feed_secret` keys the helper's own iCal feed.
 * Revoking deletes the row, its devices with it.
 */
export const helperLinks = sqliteTable(
  "helper_links",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    memberId: text("member_id")
      .notNull()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    powers: text("powers", { mode: "json" }).notNull().$type<string[]>(),
    children: text("children", { mode: "json" }).$type<string[]>(),
    secretHash: text("secret_hash").notNull(),
    feedSecret: text("feed_secret").notNull(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    // NULL: until a parent revokes it.
    endsAt: text("ends_at"),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [
    uniqueIndex("helper_links_secret").on(t.secretHash),
    index("helper_links_family").on(t.familyId, t.createdAt, t.id),
    index("helper_links_member").on(t.memberId),
    index("helper_links_created_by").on(t.createdBy),
    index("helper_links_ends").on(t.endsAt).where(sql`${t.endsAt} IS NOT NULL`),
  ],
);

/**
 * A device that opened a helper's link: the first is let in at once, a later one waits (`pending`)
 * until a parent lets it in (docs/features/helpers.md "A forwarded link"). Its bearer token is
 * stored only as its hash.
 */
export const helperDevices = sqliteTable(
  "helper_devices",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    linkId: text("link_id")
      .notNull()
      .references(() => helperLinks.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    state: text("state", { enum: ["active", "pending"] }).notNull(),
    label: text("label").notNull(),
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at"),
  },
  (t) => [
    uniqueIndex("helper_devices_token").on(t.tokenHash),
    index("helper_devices_family").on(t.familyId, t.createdAt, t.id),
    index("helper_devices_link").on(t.linkId),
  ],
);

/** What a helper must know of a child (docs/features/helpers.md "The child's card"), edited by the family's parents. */
export const childCards = sqliteTable(
  "child_cards",
  {
    memberId: text("member_id")
      .primaryKey()
      .references(() => familyMembers.id, { onDelete: "cascade" }),
    familyId: familyId(),
    allergies: text("allergies").notNull().default(""),
    medicines: text("medicines").notNull().default(""),
    doctor: text("doctor").notNull().default(""),
    school: text("school").notNull().default(""),
    // [{ name, phone }], tapped to call.
    contacts: text("contacts", { mode: "json" }).notNull().$type<{ name: string; phone: string }[]>().default([]),
    pickup: text("pickup").notNull().default(""),
    // HH:MM on the family's clock, or empty.
    bedtime: text("bedtime").notNull().default(""),
    notes: text("notes").notNull().default(""),
    updatedAt: text("updated_at").notNull(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("child_cards_family").on(t.familyId, t.memberId), index("child_cards_updated_by").on(t.updatedBy)],
);

/**
 * The family's photo album (docs/features/photos.md): one row per photo, whose bytes are the R2
 * object `families/<family_id>/photos/<id>` (contract/photo-limits.ts `photoKey`), never a public
 * address. `bytes` is what the object holds, summed for the family's quota.
 */
export const photos = sqliteTable(
  "photos",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    // The member who uploaded it; null once that member is gone (the photo stays the family's).
    uploadedBy: text("uploaded_by").references(() => familyMembers.id, { onDelete: "set null" }),
    bytes: integer("bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type", { enum: ["image/jpeg", "image/webp"] }).notNull(),
    createdAt: createdAt(),
  },
  // photos_family: the album, newest first, and the quota's count and sum, off the index.
  (t) => [index("photos_family").on(t.familyId, t.createdAt, t.id), index("photos_uploaded_by").on(t.uploadedBy)],
);

/** The family's recipe box (docs/features/recipes.md); lists are JSON text, read and written whole. */
export const recipes = sqliteTable(
  "recipes",
  {
    id: text("id").primaryKey(),
    familyId: familyId(),
    createdBy: text("created_by").references(() => familyMembers.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    // The title and tags folded as names are (contract/names.ts nameKey), for the search.
    searchKey: text("search_key").notNull(),
    photoId: text("photo_id").references(() => photos.id, { onDelete: "set null" }),
    servings: integer("servings"),
    // RecipeIngredient[] as JSON: the line as written and what the parser read.
    ingredients: text("ingredients").notNull().default("[]"),
    steps: text("steps").notNull().default("[]"),
    prepMinutes: integer("prep_minutes"),
    cookMinutes: integer("cook_minutes"),
    totalMinutes: integer("total_minutes"),
    sourceUrl: text("source_url"),
    tags: text("tags").notNull().default("[]"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("recipes_family").on(t.familyId, t.searchKey), index("recipes_photo").on(t.photoId), index("recipes_created_by").on(t.createdBy)],
);

export * from "./directory-schema";
export * from "./family-moves-schema";
