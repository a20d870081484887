import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { DEFAULT_MEMBER_ROLE } from "@contract/limits";
import type { HomeLink } from "@contract/schemas/two-homes";
import type { Invite } from "@contract/schemas/families";
import { HOME_LINK_INVITE_DAYS } from "@contract/two-homes-limits";
import { twoHomesMessages as h } from "@contract/two-homes-messages";
import { childLinks, families, familyMembers, homeLinkInvites } from "@worker/db/schema";
import { familyDbs, firstHolding } from "@worker/db/databases";
import type { Bindings, Db } from "@worker/env";
import { rawStatement } from "@worker/lib/batch";
import { hmacHex, newId, randomCode } from "@worker/lib/crypto";
import { HttpError, invalid, notFound } from "@worker/lib/http-error";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { linkAnswer } from "./answers";
import { ownCopy } from "./homes";
import { endedLinkStatements, syncOrQueue } from "./sync";

/**
 * Linking a child's two homes (docs/features/two-homes.md "The link"): one home invites the other
 * with a one-time code; a signed-in parent of another family accepts it, naming which of their
 * members is the child (or adding one). Each home then holds its own copy of the link; the
 * families are never merged.
 */

const DAY_MS = 86_400_000;
const codeHash = (secret: string, code: string) => hmacHex(secret, `home-link:${code.trim().toLowerCase()}`);

/** A child of the family (a member without an account) with no link yet, or 400. */
async function unlinkedChild(db: Db, familyId: string, memberId: string) {
  const [member] = await db
    .select({
      id: familyMembers.id,
      name: familyMembers.name,
      userId: familyMembers.userId,
      linked: sql<number>`EXISTS (SELECT 1 FROM child_links WHERE child_links.member_id = ${memberId})`,
    })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, memberId), eq(familyMembers.familyId, familyId)));
  if (!member) throw notFound();
  if (member.userId !== null) throw invalid(h.notAChild);
  if (member.linked) throw new HttpError("conflict", h.alreadyLinked);
  return member;
}

/** A one-time code (valid 7 days) that links the child to the home that uses it. */
export async function createHomeInvite(
  db: Db,
  secret: string,
  familyId: string,
  createdBy: string,
  memberId: string,
  origin: string,
  now = Date.now(),
): Promise<Outcome<Invite>> {
  await unlinkedChild(db, familyId, memberId);
  const code = randomCode();
  const expiresAt = iso(now + HOME_LINK_INVITE_DAYS * DAY_MS);
  await db.insert(homeLinkInvites).values({ id: newId(), familyId, memberId, codeHash: codeHash(secret, code), createdBy, expiresAt, createdAt: iso(now) });
  return outcome(201, { code, url: `${origin}/heimini?kode=${encodeURIComponent(code)}`, expiresAt });
}

interface OpenInvite {
  id: string;
  familyId: string;
  familyName: string;
  memberId: string;
  childName: string;
  colour: string | null;
  avatar: string | null;
}

/** The open invite a code names, in one family database. */
async function openInvite(db: Db, secret: string, code: string, now: number): Promise<OpenInvite | undefined> {
  const [invite] = await db
    .select({
      id: homeLinkInvites.id,
      familyId: homeLinkInvites.familyId,
      familyName: families.name,
      memberId: homeLinkInvites.memberId,
      childName: familyMembers.name,
      colour: familyMembers.colour,
      avatar: familyMembers.avatar,
    })
    .from(homeLinkInvites)
    .innerJoin(families, eq(families.id, homeLinkInvites.familyId))
    .innerJoin(familyMembers, eq(familyMembers.id, homeLinkInvites.memberId))
    .where(and(eq(homeLinkInvites.codeHash, codeHash(secret, code)), isNull(homeLinkInvites.usedAt), gt(homeLinkInvites.expiresAt, iso(now))));
  return invite;
}

/** The host's batch: the code is spent for this link, and the host's copy is written only where it was, for a child still unlinked. */
function hostStatements(db: Db, invite: OpenInvite, linkId: string, guest: { familyId: string; name: string; memberId: string }, now: string) {
  return [
    rawStatement(
      db,
      sql`UPDATE home_link_invites SET used_at = ${now}, used_for = ${linkId} WHERE id = ${invite.id} AND used_at IS NULL AND expires_at > ${now}`,
    ),
    rawStatement(
      db,
      sql`INSERT INTO child_links (id, family_id, member_id, other_family_id, other_family_name, other_member_id, host, created_at)
          SELECT ${linkId}, ${invite.familyId}, ${invite.memberId}, ${guest.familyId}, ${guest.name}, ${guest.memberId}, 1, ${now}
          WHERE EXISTS (SELECT 1 FROM home_link_invites WHERE id = ${invite.id} AND used_for = ${linkId})
            AND NOT EXISTS (SELECT 1 FROM child_links WHERE member_id = ${invite.memberId})`,
    ),
  ];
}

/** The guest's batch: the child (added, or the member named, still an unlinked child) and the guest's copy. */
function guestStatements(db: Db, invite: OpenInvite, linkId: string, guest: { familyId: string; memberId: string; added: boolean }, now: string) {
  const member = guest.added
    ? [
        rawStatement(
          db,
          sql`INSERT INTO family_members (id, family_id, user_id, name, role, created_at, is_child, colour, avatar)
              VALUES (${guest.memberId}, ${guest.familyId}, NULL, ${invite.childName}, ${DEFAULT_MEMBER_ROLE}, ${now}, 1, ${invite.colour}, ${invite.avatar})`,
        ),
      ]
    : [];
  return [
    ...member,
    rawStatement(
      db,
      sql`INSERT INTO child_links (id, family_id, member_id, other_family_id, other_family_name, other_member_id, host, created_at)
          SELECT ${linkId}, ${guest.familyId}, ${guest.memberId}, ${invite.familyId}, ${invite.familyName}, ${invite.memberId}, 0, ${now}
          WHERE EXISTS (SELECT 1 FROM family_members WHERE id = ${guest.memberId} AND family_id = ${guest.familyId} AND user_id IS NULL)
            AND NOT EXISTS (SELECT 1 FROM child_links WHERE member_id = ${guest.memberId})`,
    ),
  ];
}

const changed = (result: D1Result | undefined) => (result?.meta.changes ?? 0) > 0;

/**
 * The caller's family becomes the child's other home. The host's copy goes first (its batch spends
 * the code, so of two homes using one code one gets the link); then the caller's. When the
 * caller's batch fails or finds the child linked meanwhile, the host's copy is taken back and
 * the code opened again, so no home is left with half a link.
 */
export async function acceptHomeLink(
  env: Bindings,
  db: Db,
  secret: string,
  familyId: string,
  body: { code: string; memberId?: string | null | undefined },
  now = Date.now(),
): Promise<Outcome<HomeLink>> {
  const held = await firstHolding(familyDbs(env), (each) => openInvite(each, secret, body.code, now));
  if (!held) throw invalid(h.inviteInvalid);
  const invite = held.found;
  if (invite.familyId === familyId) throw invalid(h.ownFamily);
  const hostDb = familyDbs(env).find((each) => each.name === held.name)!.db;
  const chosen = body.memberId ? await unlinkedChild(db, familyId, body.memberId) : undefined;
  const [family] = await db.select({ name: families.name }).from(families).where(eq(families.id, familyId));
  const guest = { familyId, name: family!.name, memberId: chosen?.id ?? newId(), added: !chosen };
  const linkId = newId();
  const at = iso(now);

  const [spent, hostCopy] = await hostDb.$client.batch(hostStatements(hostDb, invite, linkId, guest, at));
  if (!changed(spent)) throw invalid(h.inviteInvalid);
  if (!changed(hostCopy)) {
    await reopenInvite(hostDb, invite.id, linkId);
    throw new HttpError("conflict", h.alreadyLinked);
  }
  const undoHost = () => hostDb.$client.batch([...endedLinkStatements(hostDb, invite.familyId, linkId), reopenStatement(hostDb, invite.id, linkId)]);
  let guestResults: D1Result[];
  try {
    guestResults = await db.$client.batch(guestStatements(db, invite, linkId, guest, at));
  } catch (error) {
    await undoHost();
    throw error;
  }
  if (!changed(guestResults.at(-1))) {
    await undoHost();
    throw new HttpError("conflict", h.alreadyLinked);
  }
  const own = await ownCopy(db, familyId, linkId);
  return outcome(
    201,
    linkAnswer(own, chosen?.name ?? invite.childName, own, [], iso(now)),
    tell(familyId, "home_links_updated", ...(guest.added ? (["members_updated", "kitchen_updated"] as const) : [])),
    tell(invite.familyId, "home_links_updated"),
  );
}

const reopenStatement = (db: Db, inviteId: string, linkId: string) =>
  rawStatement(db, sql`UPDATE home_link_invites SET used_at = NULL, used_for = NULL WHERE id = ${inviteId} AND used_for = ${linkId}`);
const reopenInvite = (db: Db, inviteId: string, linkId: string) => reopenStatement(db, inviteId, linkId).run();

/**
 * Either home ends the link: its own copy goes now (with the swaps and the other home's events;
 * its own shared events become the family's), then the other home's copy follows by the sync,
 * which finds this one gone. Each home keeps its own member, rows, chores and stars.
 */
export async function endHomeLink(env: Bindings, db: Db, familyId: string, linkId: string): Promise<Outcome<undefined>> {
  const own = await ownCopy(db, familyId, linkId);
  await db.$client.batch(endedLinkStatements(db, familyId, linkId));
  await syncOrQueue(env, [{ linkId, from: familyId, to: own.otherFamilyId }]);
  return outcome(
    204,
    undefined,
    tell(familyId, "home_links_updated", "events_updated", "kitchen_updated"),
    tell(own.otherFamilyId, "home_links_updated", "events_updated", "kitchen_updated"),
  );
}

/** The family's links, oldest first, with the child's name here. */
export const linksQuery = (db: Db, familyId: string) =>
  db
    .select({ link: childLinks, name: familyMembers.name })
    .from(childLinks)
    .innerJoin(familyMembers, eq(familyMembers.id, childLinks.memberId))
    .where(eq(childLinks.familyId, familyId))
    .orderBy(asc(childLinks.createdAt), asc(childLinks.id));
