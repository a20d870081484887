// Many small families for the scale phase (issue 33), set-based so 100,000 of them are a few
// statements: per family two parents who can sign in (each with a live session, as a phone signed
// in leaves it), two children without accounts, a list of 8 open items, 20 purchases, 4 tasks,
// 3 events and 3 planned meals with 2 ingredients each. Ids are UUID-shaped (36 characters, as the
// app writes them), so the bytes per family the phase measures are the app's own.
import { nameColumns } from "./shopping.mjs";
import { isoAgo, seq, text, DAY_S } from "./sql.mjs";

/** A UUID-shaped id: `kind` tells the tables apart, `n` is an SQL expression (the row's number). */
const uuid = (kind, n) => `printf('5ca1e000-%04d-4000-8000-%012d', ${kind}, ${n})`;

/** Ids of scale family n (an SQL expression); user 2n − 1 is its first parent. Shaped like the cron seeders' ids, so the cron jobs run over these families too. */
export const scaleIds = {
  prefix: "scale",
  family: (n) => uuid(1, n),
  list: (n) => uuid(2, n),
  user: (n) => uuid(3, `2 * (${n}) - 1`),
  username: (n) => `printf('scale_%06d', 2 * (${n}) - 1)`,
  /** The family the cron phase watches through the API (family 1 and its first parent). */
  watched: { username: "scale_000001", family: "5ca1e000-0001-4000-8000-000000000001" },
};

/** Rows each family gets, by table (what "bytes per family" is made of). */
export const SCALE_ROWS_PER_FAMILY = {
  families: 1,
  users: 2,
  sessions: 2,
  family_members: 4,
  shopping_lists: 1,
  shopping_items: 8,
  purchases: 20,
  reminders: 4,
  events: 3,
  dinner_meals: 3,
  meal_ingredients: 6,
};

/**
 * Families first..first + families − 1 (a database's share: bench/run.mjs seeds each family
 * database with its own range, as registration fills them evenly).
 */
export function scaleFamiliesSql({ first = 1, families, nowSec, passwordHash }) {
  const per = (count) => `((n - 1) / ${count} + 1)`;
  // A table's rows of these families: row n of K per family belongs to family (n − 1) / K + 1.
  const rows = (table) => [families * SCALE_ROWS_PER_FAMILY[table], (first - 1) * SCALE_ROWS_PER_FAMILY[table] + 1];
  const created = isoAgo(nowSec, 200 * DAY_S);
  const item = nameColumns(`((n - 1) % 8 + 1)`);
  const bought = nameColumns(`((n * 7) % 50 + 1)`);
  const parent = (familyExpr) => uuid(3, `2 * ${familyExpr} - 1`);
  return [
    `${seq(families, first)} INSERT INTO families (id, name, time_zone, created_at) SELECT ${uuid(1, "n")}, 'Húski ' || n, 'Atlantic/Faroe', ${created} FROM seq`,
    `${seq(...rows("users"))} INSERT INTO users (id, username, email, password_hash, family_id, is_admin, email_verified_at, created_at)
     SELECT ${uuid(3, "n")}, printf('scale_%06d', n), printf('scale_%06d@bench.test', n), ${text(passwordHash)}, ${uuid(1, per(2))}, 0, ${created}, ${created} FROM seq`,
    `${seq(...rows("sessions"))} INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at)
     SELECT ${uuid(4, "n")}, ${uuid(3, "n")}, ${isoAgo(nowSec, DAY_S)}, ${isoAgo(nowSec, -29 * DAY_S)}, ${isoAgo(nowSec, "3600 + n % 3600")} FROM seq`,
    // Members 4f−3 and 4f−2 are the parents (users 2f−1 and 2f), 4f−1 and 4f the children.
    `${seq(...rows("family_members"))} INSERT INTO family_members (id, family_id, user_id, name, role, created_at)
     SELECT ${uuid(5, "n")}, ${uuid(1, per(4))}, CASE WHEN n % 4 IN (1, 2) THEN ${uuid(3, `2 * ${per(4)} - 2 + n % 4`)} END,
            CASE n % 4 WHEN 1 THEN 'Mamma' WHEN 2 THEN 'Pápi' WHEN 3 THEN 'Rói' ELSE 'Bára' END,
            CASE WHEN n % 4 IN (1, 2) THEN 'Foreldur' ELSE 'Barn' END, ${isoAgo(nowSec, `200 * ${DAY_S} - n % 4`)} FROM seq`,
    `${seq(families, first)} INSERT INTO shopping_lists (id, family_id, name, created_at) SELECT ${uuid(2, "n")}, ${uuid(1, "n")}, 'Handilslisti', ${created} FROM seq`,
    `${seq(...rows("shopping_items"))} INSERT INTO shopping_items (id, family_id, list_id, name, name_key, quantity, completed, completed_at, added_by, meal_id, created_at)
     SELECT ${uuid(6, "n")}, ${uuid(1, per(8))}, ${uuid(2, per(8))}, ${item.name}, ${item.key}, 1 + n % 3, 0, NULL, ${parent(per(8))}, NULL,
            ${isoAgo(nowSec, `(n * 3607) % (3 * ${DAY_S})`)} FROM seq`,
    `${seq(...rows("purchases"))} INSERT INTO purchases (id, family_id, item_id, item_name, name_key, quantity, purchased_at)
     SELECT ${uuid(7, "n")}, ${uuid(1, per(20))}, NULL, ${bought.name}, ${bought.key}, 1 + n % 2, ${isoAgo(nowSec, `(n * 7919) % (30 * ${DAY_S})`)} FROM seq`,
    `${seq(...rows("reminders"))} INSERT INTO reminders (id, family_id, created_by, title, description, due_date, priority, assigned_to, completed, completed_at, created_at)
     SELECT ${uuid(8, "n")}, ${uuid(1, per(4))}, ${parent(per(4))}, 'Uppgáva ' || n % 4, NULL,
            CASE WHEN n % 2 = 0 THEN ${isoAgo(nowSec, `-(n % 7) * ${DAY_S}`)} END, 'medium', ${uuid(5, `4 * ${per(4)} - 1`)},
            n % 4 = 0, CASE WHEN n % 4 = 0 THEN ${isoAgo(nowSec, DAY_S)} END, ${isoAgo(nowSec, 10 * DAY_S)} FROM seq`,
    `${seq(...rows("events"))} INSERT INTO events (id, family_id, created_by, title, description, start_time, end_time, location, recurrence, recurrence_ends, days_of_week, created_at)
     SELECT ${uuid(9, "n")}, ${uuid(1, per(3))}, ${parent(per(3))}, 'Hending ' || n % 3, NULL,
            ${isoAgo(nowSec, `-(n % 3 + 1) * ${DAY_S}`)}, ${isoAgo(nowSec, `-(n % 3 + 1) * ${DAY_S} - 3600`)}, CASE WHEN n % 3 = 0 THEN 'Tórshavn' END,
            CASE WHEN n % 3 = 1 THEN 'weekly' ELSE 'none' END, NULL, NULL, ${isoAgo(nowSec, 20 * DAY_S)} FROM seq`,
    // Meals tomorrow and the two days after: the meal completion job leaves them open.
    `${seq(...rows("dinner_meals"))} INSERT INTO dinner_meals (id, family_id, created_by, title, scheduled_date, completed, completed_at, created_at)
     SELECT ${uuid(10, "n")}, ${uuid(1, per(3))}, ${parent(per(3))}, 'Døgurði ' || n % 3, ${isoAgo(nowSec, `-(n % 3 + 1) * ${DAY_S}`)}, 0, NULL, ${isoAgo(nowSec, 2 * DAY_S)} FROM seq`,
    `${seq(...rows("meal_ingredients"))} INSERT INTO meal_ingredients (id, family_id, meal_id, ingredient_name)
     SELECT ${uuid(11, "n")}, ${uuid(1, per(6))}, ${uuid(10, per(2))}, 'Tilfar ' || n % 2 FROM seq`,
  ];
}

/**
 * The directory's rows for families first..first + families − 1 in `db`, as registration writes them
 * (worker/services/directory/accounts.ts accountClaimQueries): each account's login names and
 * database, each family's database. Without them sign-in finds only DB_00's accounts.
 */
export function scaleDirectorySql({ first = 1, families, db, nowSec }) {
  const created = isoAgo(nowSec, 200 * DAY_S);
  return [
    `${seq(2 * families, 2 * (first - 1) + 1)} INSERT INTO directory_accounts (user_id, username_key, email_key, db, created_at)
     SELECT ${uuid(3, "n")}, printf('scale_%06d', n), printf('scale_%06d@bench.test', n), ${text(db)}, ${created} FROM seq`,
    `${seq(families, first)} INSERT INTO directory_families (family_id, db, created_at) SELECT ${uuid(1, "n")}, ${text(db)}, ${created} FROM seq`,
  ];
}

/** The model family's history per year (docs/scale.md "The model"): what the retention rule works on. */
export const HISTORY_PER_YEAR = { purchases: 1300, dinner_meals: 260, meal_ingredients: 780, reminders: 208, events: 156 };

/**
 * `years` of the model's history, spread evenly back from now, for families first..first + families − 1:
 * purchases, finished meals with three ingredients each, done tasks and one-off events (their
 * `ends_at` set, as the app writes it). The history job deletes what is past 13 months of it.
 */
export function scaleHistorySql({ first, families, years, nowSec }) {
  const span = years * 365 * DAY_S;
  const count = (table) => Math.round(HISTORY_PER_YEAR[table] * years);
  const family = (table) => `((n - 1) / ${count(table)} + 1)`;
  // Row n's age: its place among its family's rows, spread over the span.
  const ago = (table) => `((n - 1) % ${count(table)}) * ${Math.floor(span / count(table))} + 3 * ${DAY_S}`;
  const all = (table) => seq(families * count(table), (first - 1) * count(table) + 1);
  const bought = nameColumns(`(n % 150 + 1)`);
  const meal = `((n - 1) / 3 + 1)`;
  return [
    `${all("purchases")} INSERT INTO purchases (id, family_id, item_id, item_name, name_key, quantity, purchased_at)
     SELECT ${uuid(12, "n")}, ${uuid(1, family("purchases"))}, NULL, ${bought.name}, ${bought.key}, 1, ${isoAgo(nowSec, ago("purchases"))} FROM seq`,
    `${all("dinner_meals")} INSERT INTO dinner_meals (id, family_id, created_by, title, scheduled_date, completed, completed_at, created_at)
     SELECT ${uuid(13, "n")}, ${uuid(1, family("dinner_meals"))}, NULL, 'Døgurði ' || n % 7, ${isoAgo(nowSec, ago("dinner_meals"))}, 1,
            ${isoAgo(nowSec, `${ago("dinner_meals")} - 3600`)}, ${isoAgo(nowSec, `${ago("dinner_meals")} + ${DAY_S}`)} FROM seq`,
    // Three ingredients a meal: ingredient n belongs to meal (n − 1) / 3 + 1 of the rows above.
    `${all("meal_ingredients")} INSERT INTO meal_ingredients (id, family_id, meal_id, ingredient_name)
     SELECT ${uuid(14, "n")}, ${uuid(1, `((${meal} - 1) / ${count("dinner_meals")} + 1)`)}, ${uuid(13, meal)}, 'Tilfar ' || n % 3 FROM seq`,
    `${all("reminders")} INSERT INTO reminders (id, family_id, created_by, title, description, due_date, priority, assigned_to, completed, completed_at, created_at)
     SELECT ${uuid(15, "n")}, ${uuid(1, family("reminders"))}, NULL, 'Uppgáva ' || n % 9, NULL, NULL, 'medium', NULL, 1,
            ${isoAgo(nowSec, ago("reminders"))}, ${isoAgo(nowSec, `${ago("reminders")} + 2 * ${DAY_S}`)} FROM seq`,
    `${all("events")} INSERT INTO events (id, family_id, created_by, title, description, start_time, end_time, ends_at, location, recurrence, recurrence_ends, days_of_week, created_at)
     SELECT ${uuid(16, "n")}, ${uuid(1, family("events"))}, NULL, 'Hending ' || n % 5, NULL, ${isoAgo(nowSec, `${ago("events")} + 3600`)},
            ${isoAgo(nowSec, ago("events"))}, ${isoAgo(nowSec, ago("events"))}, NULL, 'none', NULL, NULL, ${isoAgo(nowSec, `${ago("events")} + 7 * ${DAY_S}`)} FROM seq`,
  ];
}
