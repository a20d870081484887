// Push (issue 30): a second user for the family whose writes are timed to their pushes (the
// assignee, whose devices each get a "task assigned"), and for the timed cron pass many families
// of two users, each signed in on one device subscribed to the bench's push receiver, then one
// open task per family due today. The subscriptions hang off a session each (sessions FK, as the
// route stores them), so the rows are what signed-in phones leave.
import { isoAgo, seq, text, DAY_S, YEAR_S } from "./sql.mjs";

/** The second user of a bench family and their member row: who the timed writes assign tasks to. */
export function assigneeOf(family) {
  return { userId: `${family.userId}-assignee`, memberId: `${family.memberId}-assignee`, username: `${family.username}_to`.slice(0, 32) };
}

export function assigneeSql({ family, nowSec, passwordHash }) {
  const { userId, memberId, username } = assigneeOf(family);
  const created = isoAgo(nowSec, YEAR_S);
  return [
    `INSERT INTO users (id, username, email, password_hash, family_id, is_admin, email_verified_at, created_at) VALUES (${text(userId)}, ${text(username)}, ${text(`${username}@bench.test`)}, ${text(passwordHash)}, ${text(family.id)}, 0, ${created}, ${created})`,
    `INSERT INTO family_members (id, family_id, user_id, name, role, created_at) VALUES (${text(memberId)}, ${text(family.id)}, ${text(userId)}, ${text(username)}, 'Familiemedlem', ${created})`,
  ];
}

const fam = (n) => `printf('push-family-%05d', ${n})`;
/** Users are numbered 1..2 × families; user n belongs to family (n + 1) / 2. */
const user = (n) => `printf('push-user-%06d', ${n})`;
const familyOfUser = "((n - 1) / 2 + 1)";

/** The endpoint name on the receiver of timed family user n: what the phase counts arrivals by. */
export const TIMED_DEVICE_PREFIX = "timed-";

/**
 * `families` families in `timeZone`, two users each (also members), each user with a live session
 * and one device on `receiver`. All devices share one key pair (`keys`): the Worker encrypts
 * each push anew either way, and the endpoints differ.
 */
export function timedPushFamiliesSql({ families, nowSec, passwordHash, timeZone, receiver, keys }) {
  const users = families * 2;
  const created = isoAgo(nowSec, 200 * DAY_S);
  const recent = isoAgo(nowSec, DAY_S);
  return [
    `${seq(families)} INSERT INTO families (id, name, time_zone, created_at) SELECT ${fam("n")}, 'Push ' || n, ${text(timeZone)}, ${created} FROM seq`,
    `${seq(users)} INSERT INTO users (id, username, email, password_hash, family_id, is_admin, email_verified_at, created_at)
     SELECT ${user("n")}, printf('push_%06d', n), printf('push_%06d@bench.test', n), ${text(passwordHash)}, ${fam(familyOfUser)}, 0, ${created}, ${created} FROM seq`,
    `${seq(users)} INSERT INTO family_members (id, family_id, user_id, name, role, created_at)
     SELECT printf('push-member-%06d', n), ${fam(familyOfUser)}, ${user("n")}, 'Limur ' || n, 'Familiemedlem', ${created} FROM seq`,
    `${seq(users)} INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at)
     SELECT printf('push-session-%06d', n), ${user("n")}, ${recent}, ${isoAgo(nowSec, -29 * DAY_S)}, ${isoAgo(nowSec, 3600)} FROM seq`,
    `${seq(users)} INSERT INTO push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth, expires_at, created_at, updated_at)
     SELECT printf('push-subscription-%06d', n), ${user("n")}, printf('push-session-%06d', n), ${text(`${receiver}/push/${TIMED_DEVICE_PREFIX}`)} || printf('%06d', n),
            ${text(keys.p256dh)}, ${text(keys.auth)}, NULL, ${recent}, ${recent} FROM seq`,
  ];
}

/** One open, unassigned task per family due at `dueSec` (today in the families' zone): due for both users. */
export function timedPushTasksSql({ families, nowSec, dueSec }) {
  return [
    `${seq(families)} INSERT INTO reminders (id, family_id, created_by, title, description, due_date, priority, assigned_to, completed, completed_at, created_at)
     SELECT printf('push-task-%05d', n), ${fam("n")}, ${user("2 * n")}, 'Uppgáva í dag ' || n, NULL, ${isoAgo(dueSec, 0)}, 'medium', NULL, 0, NULL, ${isoAgo(nowSec, DAY_S)} FROM seq`,
  ];
}
