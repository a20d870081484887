import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { DEFAULT_MEMBER_ROLE, INVITE_TTL_MS } from "@contract/limits";
import { apiMessages as m, serverTexts } from "@contract/messages";
import type { FamilyMember, Invite } from "@contract/schemas/families";
import { families, familyInvites, familyMembers, users } from "../db/schema";
import type { Db } from "../env";
import { hashToken, newId, randomCode } from "../lib/crypto";
import { defineFamilyRead, type FamilyParam } from "../lib/family-read";
import { HttpError } from "../lib/http-error";
import { aliased, preparedSelect } from "../lib/prepared-select";
import { iso } from "../lib/time";

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
    .select(aliased({ id: familyMembers.id, name: familyMembers.name, role: familyMembers.role }))
    .from(familyMembers)
    .where(eq(familyMembers.familyId, param("familyId")))
    .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id)),
);

export const familyMembersRead = defineFamilyRead({
  selects: [membersSelect] as const,
  answer: ([members]): FamilyMember[] => members,
});

export async function createMember(db: Db, familyId: string, input: { name: string; role: string }): Promise<FamilyMember> {
  const [member] = await db
    .insert(familyMembers)
    .values({ id: newId(), familyId, name: input.name, role: input.role, createdAt: iso(Date.now()) })
    .returning({ id: familyMembers.id, name: familyMembers.name, role: familyMembers.role });
  return member!;
}

export async function createInvite(db: Db, familyId: string, createdBy: string, origin: string, now = Date.now()): Promise<Invite> {
  const code = randomCode();
  const expiresAt = iso(now + INVITE_TTL_MS);
  await db.insert(familyInvites).values({ id: newId(), familyId, codeHash: hashToken(code), createdBy, expiresAt, createdAt: iso(now) });
  return { code, url: `${origin}/auth?invite=${code}`, expiresAt };
}

/** The family an invite code opens, while it is valid. Codes stay usable for their 7 days, so one
 * code can bring in the whole family. */
export async function familyOfInvite(db: Db, code: string, now = Date.now()): Promise<string> {
  const [invite] = await db
    .select({ familyId: familyInvites.familyId })
    .from(familyInvites)
    .where(and(eq(familyInvites.codeHash, hashToken(code.toLowerCase())), gt(familyInvites.expiresAt, iso(now))))
    .limit(1);
  if (!invite) throw new HttpError("invalid_body", m.inviteInvalid);
  return invite.familyId;
}

/** Moves a signed-in user who has no family into the invite's family. */
export async function joinFamily(db: Db, user: { userId: string; familyId: string | null }, code: string) {
  if (user.familyId) throw new HttpError("conflict", m.alreadyInFamily);
  const familyId = await familyOfInvite(db, code);
  const now = Date.now();
  // Both statements are guarded so a second, concurrent join changes nothing.
  const [moved] = await db.batch([
    db
      .update(users)
      .set({ familyId })
      .where(and(eq(users.id, user.userId), isNull(users.familyId)))
      .returning({ id: users.id }),
    db
      .insert(familyMembers)
      .select(
        db
          .select({
            id: sql<string>`${newId()}`.as("id"),
            familyId: users.familyId,
            userId: users.id,
            name: users.username,
            role: sql<string>`${DEFAULT_MEMBER_ROLE}`.as("role"),
            createdAt: sql<string>`${iso(now)}`.as("created_at"),
          })
          .from(users)
          .where(and(eq(users.id, user.userId), eq(users.familyId, familyId))),
      )
      .onConflictDoNothing(),
  ]);
  if (moved.length === 0) throw new HttpError("conflict", m.alreadyInFamily);
  return { familyId };
}
