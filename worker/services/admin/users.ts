import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { adminTexts as m, serverTexts } from "@contract/messages";
import type { ActiveUser, AdminUserPage } from "@contract/schemas/admin";
import { ADMIN_ACTIVE_USERS, ADMIN_ACTIVE_WINDOW_MS, DEFAULT_MEMBER_ROLE } from "@contract/limits";
import { appPasswords, families, familyMembers, familyVersions, sessions, users } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { newId } from "@worker/lib/crypto";
import { HttpError } from "@worker/lib/http-error";
import { userScope } from "@worker/lib/family-versions";
import { iso } from "@worker/lib/time";
import { ADMIN_PAGE_READ, adminPageOf } from "./paging";
import { mergeNewestFirst, mergeTop, type NamedDb, readEvery, textOrder } from "./across-databases";
import { olderThan } from "@worker/lib/history-page";
import { type Audit, securityEventQuery } from "@worker/services/security-log";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { sendPasswordChangedMail } from "@worker/services/auth/password-reset";

export const userNotFound = () => new HttpError("not_found", m.userNotFound);

export type UserListKind = "all" | "today" | "unverified" | "no-family";

const userFields = {
  id: users.id,
  username: users.username,
  email: users.email,
  createdAt: users.createdAt,
  isAdmin: users.isAdmin,
  verified: sql<number>`${users.emailVerifiedAt} IS NOT NULL`,
  familyId: users.familyId,
  familyName: families.name,
};

const listWhere = (kind: UserListKind, todayStart: string): SQL | undefined =>
  ({
    all: undefined,
    today: sql`${users.createdAt} >= ${todayStart}`,
    unverified: isNull(users.emailVerifiedAt),
    "no-family": isNull(users.familyId),
  })[kind];

/** A page's statement of one of the panel's user lists: newest first, off the list's own index (exported for the query-plan test). */
export const userListQuery = (db: Db, kind: UserListKind, todayStart: string, before?: string) =>
  db
    .select(userFields)
    .from(users)
    .leftJoin(families, eq(families.id, users.familyId))
    .where(and(listWhere(kind, todayStart), olderThan(users.createdAt, users.id, before)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_READ);

/** A page of one of the panel's user lists over every database, newest first, and the cursor of the next. */
export async function listUsers(databases: readonly NamedDb[], kind: UserListKind, todayStart: string, before?: string): Promise<AdminUserPage> {
  const { answers, unavailable } = await readEvery(databases, (db) => userListQuery(db, kind, todayStart, before));
  const { rows, nextBefore } = adminPageOf(mergeNewestFirst(answers, (user) => user.createdAt, ADMIN_PAGE_READ));
  return {
    users: rows.map(({ familyName, verified, ...user }) => ({ ...user, verified: verified === 1, family: familyName === null ? null : { name: familyName } })),
    nextBefore,
    unavailable,
  };
}

/**
 * The most active users over the last 24 hours: what each added (shopping) or created (the rest),
 * ranked by the total. A bounded top ADMIN_ACTIVE_USERS, not a paged list: the rank is an aggregate
 * that moves while the panel reads, so a cursor on it would skip or repeat users (docs/features/admin.md).
 */
export async function activeUsers(databases: readonly NamedDb[], now: number): Promise<{ users: ActiveUser[]; unavailable: string[] }> {
  const { answers, unavailable } = await readEvery(databases, (db) => activeUsersOf(db, now));
  const users = mergeTop(answers, (a, b) => b.totalActivity - a.totalActivity || textOrder(a.username, b.username), ADMIN_ACTIVE_USERS);
  return { users, unavailable };
}

/** One database's top: a user's activity is in their family's database, so each user is ranked in one. */
async function activeUsersOf(db: Db, now: number): Promise<ActiveUser[]> {
  const since = iso(now - ADMIN_ACTIVE_WINDOW_MS);
  const { results } = await db.$client
    .prepare(
      `WITH acts(user_id, kind) AS (
         SELECT added_by, 's' FROM shopping_items WHERE created_at >= ?1 AND added_by IS NOT NULL
         UNION ALL SELECT created_by, 'e' FROM events WHERE created_at >= ?1 AND created_by IS NOT NULL
         UNION ALL SELECT created_by, 'r' FROM reminders WHERE created_at >= ?1 AND created_by IS NOT NULL
         UNION ALL SELECT created_by, 'm' FROM dinner_meals WHERE created_at >= ?1 AND created_by IS NOT NULL)
       SELECT u.id AS userId, u.username, u.email, f.name AS familyName,
         sum(kind = 's') AS shoppingCount, sum(kind = 'e') AS eventsCount, sum(kind = 'r') AS remindersCount,
         sum(kind = 'm') AS mealsCount, count(*) AS totalActivity
       FROM acts JOIN users u ON u.id = acts.user_id LEFT JOIN families f ON f.id = u.family_id
       GROUP BY u.id ORDER BY totalActivity DESC, u.username LIMIT ?2`,
    )
    .bind(since, ADMIN_ACTIVE_USERS)
    .all<ActiveUser>();
  return results;
}

export interface UserFacts {
  id: string;
  username: string;
  email: string;
  familyId: string | null;
  isAdmin: boolean;
}

export async function userFacts(db: Db, id: string): Promise<UserFacts> {
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email, familyId: users.familyId, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!user) throw userNotFound();
  return user;
}

/**
 * Gives a user without a family one of their own (named as registration names it, in the app's
 * default zone) and makes them its member. Every write is conditional on the user still having no
 * family, so two clicks at once make one family.
 */
export async function fixFamily(db: Db, id: string, timeZone: string, audit: Audit, now = Date.now()): Promise<Outcome<{ familyId: string }>> {
  const user = await userFacts(db, id);
  if (user.familyId) throw new HttpError("conflict", m.userHasFamily);
  const familyId = newId();
  const familyless = and(eq(users.id, id), isNull(users.familyId));
  const [made] = await db.batch([
    db
      .insert(families)
      .select(
        db
          .select(fullRow(families, { id: familyId, name: serverTexts.familyName(user.username), timeZone, createdAt: iso(now) }))
          .from(users)
          .where(familyless),
      )
      .returning({ id: families.id }),
    db
      .update(users)
      .set({ familyId })
      .where(and(familyless, sql`EXISTS (SELECT 1 FROM ${families} WHERE ${families.id} = ${familyId})`)),
    // Logged only when the user did move into the new family.
    securityEventQuery(
      db,
      audit,
      { kind: "family_fixed", userId: id, detail: { familyId } },
      sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${id} AND ${users.familyId} = ${familyId})`,
      now,
    ),
    // The user's member row moves with them (an old one kept from a deleted family), else a new one.
    db
      .delete(familyMembers)
      .where(
        and(eq(familyMembers.userId, id), sql`${familyMembers.familyId} <> ${familyId}`, sql`(SELECT family_id FROM users WHERE id = ${id}) = ${familyId}`),
      ),
    db.insert(familyMembers).select(
      db
        .select(fullRow(familyMembers, { id: newId(), familyId, userId: users.id, name: users.username, role: DEFAULT_MEMBER_ROLE, createdAt: iso(now) }))
        .from(users)
        .where(and(eq(users.id, id), eq(users.familyId, familyId))),
    ),
  ]);
  if (made.length === 0) throw new HttpError("conflict", m.userHasFamily);
  return outcome(200, { familyId });
}

/**
 * Sets a user's password, ends their sessions and logs password_changed, in one batch; their
 * sockets close and they are mailed after the answer. Refused for administrators (each changes
 * their own, so a stolen administrator session cannot take over another's account); every write
 * holds only for a user who is not one, so a promotion in between changes nothing.
 */
export async function setUserPassword(
  db: Db,
  user: UserFacts,
  passwordHash: string,
  audit: Audit,
  origin: string,
  now = Date.now(),
): Promise<Outcome<{ message: string; user: { id: string; username: string } }>> {
  if (user.isAdmin) throw new HttpError("conflict", m.adminPasswordNotSettable);
  const notAdmin = and(eq(users.id, user.id), eq(users.isAdmin, false));
  const stillNotAdmin = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${notAdmin})`;
  const [, changed] = await db.batch([
    securityEventQuery(db, audit, { kind: "password_changed", userId: user.id }, stillNotAdmin, now),
    db
      .update(users)
      .set({ passwordHash, passwordChangedAt: iso(now) })
      .where(notAdmin)
      .returning({ id: users.id }),
    db.delete(sessions).where(and(eq(sessions.userId, user.id), stillNotAdmin)),
    // Every device's app password goes with the old password (docs/features/caldav.md "Sign-in").
    db.delete(appPasswords).where(and(eq(appPasswords.userId, user.id), stillNotAdmin)),
  ]);
  if (changed.length === 0) throw new HttpError("conflict", m.adminPasswordNotSettable);
  return outcome(
    200,
    { message: "Password updated", user: { id: user.id, username: user.username } },
    { kind: "close-sockets", familyId: user.familyId, userId: user.id },
    { kind: "mail", what: "password-changed mail", send: (mailer) => sendPasswordChangedMail({ mailer, origin }, user) },
  );
}

/**
 * Deletes a user with what is theirs, in one batch: the account (its sessions, tokens, sign-ins,
 * tickets and reads go by the foreign keys' cascade), their member row, and their family when no
 * other account is in it (the family's data cascades with it). In a family with other accounts, what
 * they added stays: it is the family's (docs/features/admin.md). Refused for administrators. After
 * the answer the user's sockets close, a family that remains is told its members changed, and a
 * family deleted with them loses its photos' bytes in R2.
 */
export async function deleteUser(db: Db, user: UserFacts, audit: Audit): Promise<Outcome<undefined>> {
  if (user.isAdmin) throw new HttpError("conflict", m.adminNotDeletable);
  const others = user.familyId
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.familyId, user.familyId), sql`${users.id} <> ${user.id}`))
        .limit(1)
    : [];
  const removeFamily = user.familyId !== null && others.length === 0;
  // The member row first: the account's deletion would otherwise only clear its user id.
  const deletable = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${user.id} AND ${users.isAdmin} = 0)`;
  const detail = { familyId: user.familyId, familyDeleted: removeFamily };
  const [, , deleted] = await db.batch([
    securityEventQuery(db, audit, { kind: "user_deleted", userId: user.id, detail }, deletable),
    db.delete(familyMembers).where(eq(familyMembers.userId, user.id)),
    db
      .delete(users)
      .where(and(eq(users.id, user.id), eq(users.isAdmin, false)))
      .returning({ id: users.id }),
    // The counters of the user's own reads (tickets, read marks) go with the rows they counted.
    db
      .delete(familyVersions)
      .where(and(eq(familyVersions.familyId, userScope(user.id)), sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${user.id})`)),
    ...(removeFamily && user.familyId
      ? [
          db.delete(families).where(and(eq(families.id, user.familyId), sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.familyId} = ${user.familyId})`)),
          // After the cascade, whose deletes counted in it: a gone family keeps no counters.
          db
            .delete(familyVersions)
            .where(and(eq(familyVersions.familyId, user.familyId), sql`NOT EXISTS (SELECT 1 FROM ${families} WHERE ${families.id} = ${user.familyId})`)),
        ]
      : []),
  ]);
  if (deleted.length === 0) throw userNotFound();
  const familyRemains = user.familyId !== null && !removeFamily;
  return outcome(
    204,
    undefined,
    { kind: "close-sockets", familyId: user.familyId, userId: user.id },
    familyRemains && tell(user.familyId, "members_updated"),
    // The album's bytes are in R2, which no cascade reaches (docs/features/photos.md).
    removeFamily && user.familyId !== null && { kind: "delete-photos", familyId: user.familyId },
  );
}
