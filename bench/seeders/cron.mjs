// 10,000 families' worth of rows for the cron jobs: the families (each with a user and a list),
// then, separately so each job can be timed on its own, what each job removes or changes: five items
// per family ticked 15–20 minutes ago (purge), expired sessions, tickets, invites and old sign-ins
// (expiry), and open meals whose day has passed (meal completion).
import { isoAgo, seq, text, DAY_S } from "./sql.mjs";

/** Ids of cron family n (an SQL expression), its list and its user; the scale phase passes its own (seeders/scale.mjs). */
export const cronIds = {
  prefix: "cron",
  family: (n) => `printf('cron-family-%05d', ${n})`,
  list: (n) => `printf('cron-list-%05d', ${n})`,
  user: (n) => `printf('cron-user-%05d', ${n})`,
  username: (n) => `printf('cron_%05d', ${n})`,
  /** The family the cron phase watches through the API. */
  watched: { username: "cron_00001", family: "cron-family-00001" },
};

export function cronBaseSql({ families, nowSec, passwordHash }) {
  const created = isoAgo(nowSec, 200 * DAY_S);
  return [
    `${seq(families)} INSERT INTO families (id, name, time_zone, created_at) SELECT ${cronIds.family("n")}, 'Cron ' || n, 'Atlantic/Faroe', ${created} FROM seq`,
    `${seq(families)} INSERT INTO users (id, username, email, password_hash, family_id, is_admin, email_verified_at, created_at)
     SELECT ${cronIds.user("n")}, ${cronIds.username("n")}, printf('cron_%05d@bench.test', n), ${text(passwordHash)}, ${cronIds.family("n")}, 0, ${created}, ${created} FROM seq`,
    `${seq(families)} INSERT INTO shopping_lists (id, family_id, name, created_at) SELECT ${cronIds.list("n")}, ${cronIds.family("n")}, 'Handilslisti', ${created} FROM seq`,
    // Sessions that stay: the expiry job must skip past them.
    `${seq(families)} INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at)
     SELECT printf('cron-live-session-%05d', n), ${cronIds.user("n")}, ${isoAgo(nowSec, DAY_S)}, ${isoAgo(nowSec, -29 * DAY_S)}, ${isoAgo(nowSec, 3600)} FROM seq`,
  ];
}

/** Five items per family ticked 15–20 minutes ago. `round` keeps ids unique across rounds; `first` is the first family's number. */
export function cronPurgeSql({ families, nowSec, round, ids = cronIds, first = 1 }) {
  const items = families * 5;
  const family = `((n - 1) / 5 + 1)`;
  return [
    `${seq(items, (first - 1) * 5 + 1)} INSERT INTO shopping_items (id, family_id, list_id, name, name_key, quantity, completed, completed_at, added_by, meal_id, created_at)
     SELECT printf('${ids.prefix}-item-%d-%07d', ${round}, n), ${ids.family(family)}, ${ids.list(family)}, 'Mjólk', 'mjólk', 1, 1,
            ${isoAgo(nowSec, `900 + n % 300`)}, ${ids.user(family)}, NULL, ${isoAgo(nowSec, 3600)} FROM seq`,
  ];
}

/**
 * Per family: two expired sessions, three spent live tickets, an expired invite (`family`: the family
 * database's), three sign-ins older than 30 days (`directory`: sign-ins come before the family is known).
 */
export function cronExpireSql({ families, nowSec, round, ids = cronIds, first = 1 }) {
  const per = (count) => `((n - 1) / ${count} + 1)`;
  const family = [
    `${seq(families * 2, (first - 1) * 2 + 1)} INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at)
     SELECT printf('${ids.prefix}-old-session-%d-%07d', ${round}, n), ${ids.user(per(2))}, ${isoAgo(nowSec, 40 * DAY_S)}, ${isoAgo(nowSec, 10 * DAY_S)}, ${isoAgo(nowSec, 11 * DAY_S)} FROM seq`,
    `${seq(families * 3, (first - 1) * 3 + 1)} INSERT INTO auth_tokens (token_hash, kind, user_id, family_id, expires_at, used_at, created_at)
     SELECT printf('${ids.prefix}-ticket-%d-%07d', ${round}, n), 'live_ticket', ${ids.user(per(3))}, ${ids.family(per(3))}, ${isoAgo(nowSec, 3600)}, ${isoAgo(nowSec, 3620)}, ${isoAgo(nowSec, 3630)} FROM seq`,
    `${seq(families, first)} INSERT INTO family_invites (id, family_id, code_hash, created_by, expires_at, created_at)
     SELECT printf('${ids.prefix}-invite-%d-%06d', ${round}, n), ${ids.family("n")}, printf('${ids.prefix}-code-%d-%06d', ${round}, n), ${ids.user("n")}, ${isoAgo(nowSec, DAY_S)}, ${isoAgo(nowSec, 8 * DAY_S)} FROM seq`,
  ];
  const directory = [
    `${seq(families * 3, (first - 1) * 3 + 1)} INSERT INTO login_events (id, user_id, username_key, ip, success, created_at)
     SELECT printf('${ids.prefix}-login-%d-%07d', ${round}, n), ${ids.user(per(3))}, ${ids.username(per(3))}, '127.0.0.1', 1, ${isoAgo(nowSec, `31 * ${DAY_S} + n`)} FROM seq`,
  ];
  return { family, directory };
}

/** Per family: two open meals 30 and 31 hours ago (always a day that has ended) and one tomorrow that stays open. */
export function cronMealsSql({ families, nowSec, round, ids = cronIds, first = 1 }) {
  const per = `((n - 1) / 3 + 1)`;
  return [
    `${seq(families * 3, (first - 1) * 3 + 1)} INSERT INTO dinner_meals (id, family_id, created_by, title, scheduled_date, completed, completed_at, created_at)
     SELECT printf('${ids.prefix}-meal-%d-%07d', ${round}, n), ${ids.family(per)}, ${ids.user(per)}, 'Døgurði',
            CASE n % 3 WHEN 0 THEN ${isoAgo(nowSec, -DAY_S)} WHEN 1 THEN ${isoAgo(nowSec, 30 * 3600)} ELSE ${isoAgo(nowSec, 31 * 3600)} END,
            0, NULL, ${isoAgo(nowSec, 2 * DAY_S)} FROM seq`,
  ];
}
