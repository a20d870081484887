import { and, asc, eq, exists, gt, isNull, sql } from "drizzle-orm";
import { DEFAULT_MEMBER_ROLE, INVITE_TTL_MS } from "@contract/limits";
import { apiMessages as m, serverTexts } from "@contract/messages";
import { taskMessages as t } from "@contract/task-messages";
import type { FamilyMember, Invite, OpenInvite } from "@contract/schemas/families";
import { families, familyInvites, familyMembers, reminders, users } from "@worker/db/schema";
import { type FamilyDatabaseName, firstHolding } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { hmacHex, newId, randomCode } from "@worker/lib/crypto";
import { defineFamilyRead, type FamilyParam } from "@worker/lib/family-read";
import { HttpError, notFound } from "@worker/lib/http-error";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { clientIdGuard, insertUnlessUsed, whyNotStored } from "@worker/lib/client-ids";
import { iso } from "@worker/lib/time";
import { createdOrReplayed, type Outcome, outcome, tell } from "@worker/services/effects";
import { closeHelperSockets, devicesOfMember } from "@worker/services/helpers/sockets";
import { type Audit, securityEventQuery } from "@worker/services/security-log";

/** The statement that creates a family; callers put it in their own batch. */
export function newFamilyQuery(db: Db, familyId: string, username: string, timeZone: string, now: number) {
  return db.insert(families).values({ id: familyId, name: serverTexts.familyName(username), timeZone, createdAt: iso(now) });
}

/** Every user is also a member of their family, so tasks can be assigned to them. */
export function memberForUserQuery(db: Db, familyId: string, userId: string, name: string, role: string, now: number) {
  return db.insert(familyMembers).values({ id: newId(), familyId, userId, name, role, createdAt: iso(now) });
}

const membersSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        id: familyMembers.id,
        name: familyMembers.name,
        role: familyMembers.role,
        hasAccount: sql<0 | 1>`${familyMembers.userId} IS NOT NULL`,
        birthday: familyMembers.birthday,
      }),
    )
    .from(familyMembers)
    .where(eq(familyMembers.familyId, param("familyId")))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id)),
);

export const familyMembersRead = defineFamilyRead({
  selects: [membersSelect] as const,
  answer: ([members]): FamilyMember[] => members.map((member) => ({ ...member, hasAccount: member.hasAccount === 1 })),
});

/** Adds a member without an account, under the phone's client id when it sends one (as createEvent). */
export async function createMember(db: Db, familyId: string, input: { id?: string | undefined; name: string; role: string }): Promise<Outcome<FamilyMember>> {
  const id = input.id ?? newId();
  const guard = clientIdGuard(db, familyId, id, familyMembers);
  const [inserted, , [stored], [holder]] = await db.batch([
    insertUnlessUsed(db, familyMembers, familyId, { id, familyId, name: input.name, role: input.role, createdAt: iso(Date.now()) }, guard.unused).returning({
      id: familyMembers.id,
    }),
    guard.remember,
    db
      .select({
        id: familyMembers.id,
        familyId: familyMembers.familyId,
        name: familyMembers.name,
        role: familyMembers.role,
        userId: familyMembers.userId,
        birthday: familyMembers.birthday,
      })
      .from(familyMembers)
      .where(eq(familyMembers.id, id)),
    guard.holder,
  ]);
  if (!stored) throw whyNotStored(holder, familyId, notFound());
  if (stored.familyId !== familyId) throw new HttpError("conflict", t.clientIdTaken);
  const member: FamilyMember = { id: stored.id, name: stored.name, role: stored.role, hasAccount: stored.userId !== null, birthday: stored.birthday };
  return createdOrReplayed(member, inserted.length > 0, familyId, "members_updated");
}

const memberOfFamily = (familyId: string, memberId: string) => and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId));

/** Sets one member's fields; answers the member as they now are, or 404 for none of the caller's family. */
async function updateMember(db: Db, familyId: string, memberId: string, fields: { name: string } | { birthday: string | null }): Promise<FamilyMember> {
  const [member] = await db
    .update(familyMembers)
    .set(fields)
    .where(memberOfFamily(familyId, memberId))
    .returning({ id: familyMembers.id, name: familyMembers.name, role: familyMembers.role, userId: familyMembers.userId, birthday: familyMembers.birthday });
  if (!member) throw notFound();
  const { userId, ...rest } = member;
  return { ...rest, hasAccount: userId !== null };
}

/** Tasks answer their assignee's name, so they change too. */
export async function renameMember(db: Db, familyId: string, memberId: string, name: string): Promise<Outcome<FamilyMember>> {
  return outcome(200, await updateMember(db, familyId, memberId, { name }), tell(familyId, "members_updated", "reminders_updated"));
}

/** Sets or forgets a member's birthday (docs/features/birthdays.md); the wall counts down to it. */
export async function setMemberBirthday(db: Db, familyId: string, memberId: string, birthday: string | null): Promise<Outcome<FamilyMember>> {
  return outcome(200, await updateMember(db, familyId, memberId, { birthday }), tell(familyId, "members_updated"));
}

/**
 * Removes a member who has no account, and in the same batch leaves their tasks unassigned. Both
 * writes are guarded by the member still being account-less, so a member who meanwhile got an
 * account keeps their tasks. A member with an account belongs to a user: 409.
 */
export function removeMemberQueries(db: Db, familyId: string, memberId: string) {
  const removable = and(memberOfFamily(familyId, memberId), isNull(familyMembers.userId));
  return [
    db.select({ userId: familyMembers.userId }).from(familyMembers).where(memberOfFamily(familyId, memberId)),
    db
      .update(reminders)
      .set({ assignedTo: null })
      .where(
        and(eq(reminders.familyId, familyId), eq(reminders.assignedTo, memberId), exists(db.select({ one: sql`1` }).from(familyMembers).where(removable))),
      ),
    db.delete(familyMembers).where(removable).returning({ id: familyMembers.id }),
  ] as const;
}

/** Removes a member without an account; a helper's link for them goes too (a cascade), so its devices' sockets are closed. */
export async function removeMember(db: Db, familyId: string, memberId: string): Promise<Outcome<undefined>> {
  const [devices, [member], , removed] = await db.batch([devicesOfMember(db, familyId, memberId), ...removeMemberQueries(db, familyId, memberId)]);
  if (member && member.userId !== null) throw new HttpError("conflict", t.memberHasAccount);
  if (removed.length === 0) throw notFound();
  return outcome(204, undefined, tell(familyId, "members_updated", "reminders_updated"), ...closeHelperSockets(familyId, devices));
}

/** The family's invites that can still be used, soonest to expire first (the order of creation). */
const openInvitesSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        id: familyInvites.id,
        createdAt: familyInvites.createdAt,
        expiresAt: familyInvites.expiresAt,
        createdBy: sql<string | null>`${users.username}`,
      }),
    )
    .from(familyInvites)
    .leftJoin(users, eq(users.id, familyInvites.createdBy))
    // SQLite's clock, in the same ISO form as the stored times, so the read needs no second parameter.
    .where(and(eq(familyInvites.familyId, param("familyId")), sql`${familyInvites.expiresAt} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`))
    .orderBy(asc(familyInvites.expiresAt), asc(familyInvites.id)),
);

export const openInvitesRead = defineFamilyRead({
  selects: [openInvitesSelect] as const,
  answer: ([invites]): OpenInvite[] => invites,
});

/**
 * Revoking deletes the invite: its code stops working at once. The event is written in the same
 * batch, only when there was an invite to delete. Who can join the family changed, so it is told.
 */
export async function revokeInvite(db: Db, audit: Audit, familyId: string, inviteId: string): Promise<Outcome<undefined>> {
  const ofFamily = and(eq(familyInvites.id, inviteId), eq(familyInvites.familyId, familyId));
  const there = exists(db.select({ one: sql`1` }).from(familyInvites).where(ofFamily));
  const [, deleted] = await db.batch([
    securityEventQuery(db, audit, { kind: "invite_revoked", userId: audit.actorId }, there),
    db.delete(familyInvites).where(ofFamily).returning({ id: familyInvites.id }),
  ]);
  if (deleted.length === 0) throw notFound();
  return outcome(204, undefined, tell(familyId, "members_updated"));
}

/**
 * Invite codes are short (50 bits, typed by hand), so a bare hash of one could be brute-forced
 * from a leaked table; they are stored as an HMAC under the server's secret instead.
 */
const inviteCodeHash = (secret: string, code: string) => hmacHex(secret, `invite:${code.toLowerCase()}`);

/** A new invite of the caller's, with its event in the same batch. */
export async function createInvite(
  db: Db,
  secret: string,
  audit: Audit & { actorId: string },
  familyId: string,
  origin: string,
  now = Date.now(),
): Promise<Outcome<Invite>> {
  const code = randomCode();
  const expiresAt = iso(now + INVITE_TTL_MS);
  const createdBy = audit.actorId;
  await db.batch([
    db.insert(familyInvites).values({ id: newId(), familyId, codeHash: inviteCodeHash(secret, code), createdBy, expiresAt, createdAt: iso(now) }),
    securityEventQuery(db, audit, { kind: "invite_created", userId: createdBy }, undefined, now),
  ]);
  return outcome(201, { code, url: `${origin}/auth?invite=${code}`, expiresAt });
}

/** The family an invite code opens, while it is valid. Codes stay usable for their 7 days, so one
 * code can bring in the whole family. */
export async function familyOfInvite(db: Db, secret: string, code: string, now = Date.now()): Promise<string> {
  const [invite] = await db
    .select({ familyId: familyInvites.familyId })
    .from(familyInvites)
    .where(and(eq(familyInvites.codeHash, inviteCodeHash(secret, code)), gt(familyInvites.expiresAt, iso(now))))
    .limit(1);
  if (!invite) throw new HttpError("invalid_body", m.inviteInvalid);
  return invite.familyId;
}

/** The family an invite code opens and the family database holding it, asking every family database at once; undefined when none has it. */
export async function inviteInAnyDatabase(
  databases: readonly { name: FamilyDatabaseName; db: Db }[],
  secret: string,
  code: string,
): Promise<{ familyId: string; name: FamilyDatabaseName } | undefined> {
  // familyOfInvite refuses a code its database does not hold: here that is "not this one".
  const held = await firstHolding(databases, (db) => familyOfInvite(db, secret, code).catch(() => undefined));
  return held && { familyId: held.found, name: held.name };
}

/**
 * Moves a signed-in user who has no family into the invite's family. Whether the invite is still
 * open is decided inside the join's own batch (a subquery of its guarded UPDATE), never by an
 * earlier read that a revocation or expiry could overtake; both statements are guarded, so a
 * second, concurrent join changes nothing. The event goes first in the batch, under the move's own
 * condition, so it is written exactly when the user moves.
 */
export async function joinFamily(
  db: Db,
  secret: string,
  audit: Audit,
  user: { userId: string; familyId: string | null },
  code: string,
): Promise<Outcome<{ familyId: string }>> {
  if (user.familyId) throw new HttpError("conflict", m.alreadyInFamily);
  const now = Date.now();
  const invite = sql`(SELECT family_id FROM family_invites WHERE code_hash = ${inviteCodeHash(secret, code)} AND expires_at > ${iso(now)})`;
  const movable = and(eq(users.id, user.userId), isNull(users.familyId), sql`${invite} IS NOT NULL`);
  const [, moved] = await db.batch([
    securityEventQuery(db, audit, { kind: "invite_used", userId: user.userId }, exists(db.select({ one: sql`1` }).from(users).where(movable)), now),
    db.update(users).set({ familyId: invite }).where(movable).returning({ familyId: users.familyId }),
    // A member with an account: never a child, no PIN yet, never away (the columns' defaults; docs/features/kitchen.md).
    db
      .insert(familyMembers)
      .select(
        db
          .select(
            fullRow(familyMembers, {
              id: newId(),
              familyId: users.familyId,
              userId: users.id,
              name: users.username,
              role: DEFAULT_MEMBER_ROLE,
              createdAt: iso(now),
            }),
          )
          .from(users)
          .where(and(eq(users.id, user.userId), sql`${users.familyId} = ${invite}`)),
      )
      .onConflictDoNothing(),
  ]);
  const familyId = moved[0]?.familyId;
  if (familyId) return outcome(200, { familyId }, tell(familyId, "members_updated"));
  // Nothing moved: say why, the invite first (this read only picks the message).
  await familyOfInvite(db, secret, code, now);
  throw new HttpError("conflict", m.alreadyInFamily);
}
