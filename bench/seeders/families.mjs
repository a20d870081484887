// Bench families: each with one user who can sign in (the bench's password) and is also a member,
// and its (empty) shopping list.
import { text, isoAgo, YEAR_S } from "./sql.mjs";

export function familySql({ family, nowSec, passwordHash, isAdmin = false }) {
  const { id, userId, memberId, listId, username } = family;
  const created = isoAgo(nowSec, YEAR_S);
  return [
    `INSERT INTO families (id, name, time_zone, created_at) VALUES (${text(id)}, ${text(`Bench ${username}`)}, 'Atlantic/Faroe', ${created})`,
    `INSERT INTO users (id, username, email, password_hash, family_id, is_admin, email_verified_at, created_at) VALUES (${text(userId)}, ${text(username)}, ${text(`${username}@bench.test`)}, ${text(passwordHash)}, ${text(id)}, ${isAdmin ? 1 : 0}, ${created}, ${created})`,
    `INSERT INTO family_members (id, family_id, user_id, name, role, created_at) VALUES (${text(memberId)}, ${text(id)}, ${text(userId)}, ${text(username)}, 'Familiemedlem', ${created})`,
    `INSERT INTO shopping_lists (id, family_id, name, created_at) VALUES (${text(listId)}, ${text(id)}, 'Handilslisti', ${created})`,
  ];
}

/** Ids of a bench family named `tag` (e.g. "read-x10"). */
export function benchFamily(tag) {
  const slug = tag.replace(/[^a-z0-9]/gi, "");
  return {
    tag,
    id: `bench-family-${tag}`,
    userId: `bench-user-${tag}`,
    memberId: `bench-member-${tag}`,
    listId: `bench-list-${tag}`,
    username: `bench_${slug}`.slice(0, 32),
  };
}
