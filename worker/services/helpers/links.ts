import { and, asc, eq, sql } from "drizzle-orm";
import { DEFAULT_MEMBER_ROLE } from "@contract/limits";
import { helperMessages as h } from "@contract/helper-messages";
import { HELPER_LINK_MAX_DAYS, HELPER_POWERS, helperLinkDefaultEnd } from "@contract/helper-limits";
import type { CheckedHelperLinkBody, CreatedHelperLink, HelperLink } from "@contract/schemas/helpers";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import { familyMembers, helperDevices, helperLinks } from "@worker/db/schema";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { hashToken, newId, randomToken } from "@worker/lib/crypto";
import { defineFamilyRead, familyReadAnswer, familyReadStatements, type FamilyParam } from "@worker/lib/family-read";
import { fullRow } from "@worker/lib/full-row";
import { HttpError, invalid, notFound } from "@worker/lib/http-error";
import { aliased, preparedSelect } from "@worker/lib/prepared-select";
import { markDatabase } from "@worker/lib/token-database";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { type Audit, securityEventQuery } from "@worker/services/security-log";
import { closeHelperSockets } from "./sockets";

/**
 * Helpers' links as the parents see and make them (docs/features/helpers.md): one per helper, who
 * is a member of the family without an account; made with its powers and end, revoked at once.
 */

const linksSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        id: helperLinks.id,
        memberId: helperLinks.memberId,
        name: sql<string>`${familyMembers.name}`,
        powers: helperLinks.powers,
        children: helperLinks.children,
        createdAt: helperLinks.createdAt,
        endsAt: helperLinks.endsAt,
        lastUsedAt: helperLinks.lastUsedAt,
      }),
    )
    .from(helperLinks)
    .innerJoin(familyMembers, eq(familyMembers.id, helperLinks.memberId))
    .where(eq(helperLinks.familyId, param("familyId")))
    .orderBy(asc(helperLinks.createdAt), asc(helperLinks.id)),
);

const devicesSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(
      aliased({
        id: helperDevices.id,
        linkId: helperDevices.linkId,
        label: helperDevices.label,
        state: helperDevices.state,
        createdAt: helperDevices.createdAt,
        lastSeenAt: helperDevices.lastSeenAt,
      }),
    )
    .from(helperDevices)
    .where(eq(helperDevices.familyId, param("familyId")))
    .orderBy(asc(helperDevices.createdAt), asc(helperDevices.id)),
);

type LinkRow = Omit<HelperLink, "devices" | "powers"> & { powers: string[] };
type DeviceRow = HelperLink["devices"][number] & { linkId: string };

const linkAnswer = (link: LinkRow, devices: readonly DeviceRow[]): HelperLink => ({
  ...link,
  // In the order of HELPER_POWERS, whatever order they were sent in.
  powers: HELPER_POWERS.filter((power) => link.powers.includes(power)),
  devices: devices.filter((device) => device.linkId === link.id).map(({ linkId: _link, ...device }) => device),
});

/** `GET /api/families/:familyId/helpers`: the family's links, oldest first, each with its devices; an ended link shows until the job every 5 minutes removes it (worker/cron/end-helper-links.ts). */
export const helperLinksRead = defineFamilyRead({
  selects: [linksSelect, devicesSelect] as const,
  answer: ([links, devices]): HelperLink[] => links.map((link) => linkAnswer(link, devices)),
});

const dayAfter = (date: string, days: number) => dateText(addToClock(clockOfDate(date), "days", days));

/** The link's end as an instant: the start of the day after its last day on the family's clock, or 30 days from now; null until revoked. */
function endOf(endsOn: string | null | undefined, timeZone: string, now: number): string | null {
  if (endsOn === null) return null;
  if (endsOn === undefined) return iso(helperLinkDefaultEnd(now));
  const today = familyDate(now, timeZone);
  if (endsOn < today || endsOn > dayAfter(today, HELPER_LINK_MAX_DAYS)) throw invalid(h.endInvalid);
  return startOfFamilyDay(dayAfter(endsOn, 1), timeZone);
}

/** A member of the family without an account, by id, as SQL for a write's guard. */
const accountlessMember = (familyId: string, memberId: string) =>
  sql`EXISTS (SELECT 1 FROM ${familyMembers} WHERE ${familyMembers.id} = ${memberId} AND ${familyMembers.familyId} = ${familyId} AND ${familyMembers.userId} IS NULL)`;

/**
 * Makes a link for a member without an account, or for a new member by name (one batch: the
 * member, the link, its log entry). Its children must be the family's members without an account.
 * Answers the link and its url, whose secret after the `#` is never sent to a server's logs and
 * is kept only as its hash.
 */
export async function createHelperLink(
  deps: { db: Db; dbName: FamilyDatabaseName; audit: Audit; origin: string },
  family: { familyId: string; timeZone: string; userId: string },
  body: CheckedHelperLinkBody,
  now = Date.now(),
): Promise<Outcome<CreatedHelperLink>> {
  const { db } = deps;
  const { familyId } = family;
  const endsAt = endOf(body.endsOn, family.timeZone, now);
  const children = body.children === null ? null : [...new Set(body.children)];
  if (children && body.memberId && children.includes(body.memberId)) throw invalid(h.childInvalid);
  const memberId = body.memberId ?? newId();
  const at = iso(now);
  const secret = markDatabase(randomToken(), deps.dbName);
  const id = newId();
  const childrenAllowed = sql.join([sql`1`, ...(children ?? []).map((child) => accountlessMember(familyId, child))], sql` AND `);
  // Written only for a new helper by name (`memberId` is then new too), and only when its children are right, so a refused link leaves no member behind.
  const newMember = db.insert(familyMembers).select(
    db
      .select(fullRow(familyMembers, { id: memberId, familyId, name: body.name ?? "", role: DEFAULT_MEMBER_ROLE, createdAt: at }))
      .from(sql`(SELECT 1)`)
      .where(body.name === undefined ? sql`0` : childrenAllowed),
  );
  const allowed = sql`${accountlessMember(familyId, memberId)} AND ${childrenAllowed}`;
  const made = sql`EXISTS (SELECT 1 FROM ${helperLinks} WHERE ${helperLinks.id} = ${id})`;
  const [, inserted, , [member]] = await db.batch([
    newMember,
    db
      .insert(helperLinks)
      .select(
        db
          .select(
            fullRow(helperLinks, {
              id,
              familyId,
              memberId,
              powers: sql`${JSON.stringify(body.powers)}`,
              children: children === null ? null : sql`${JSON.stringify(children)}`,
              secretHash: hashToken(secret),
              feedSecret: randomToken(),
              createdBy: family.userId,
              createdAt: at,
              endsAt,
              lastUsedAt: null,
            }),
          )
          .from(sql`(SELECT 1)`)
          .where(allowed),
      )
      .returning({ id: helperLinks.id }),
    securityEventQuery(db, deps.audit, { kind: "helper_link_created", userId: family.userId, detail: { linkId: id, familyId } }, made, now),
    db.select({ userId: familyMembers.userId, familyId: familyMembers.familyId }).from(familyMembers).where(eq(familyMembers.id, memberId)),
  ]);
  if (inserted.length === 0) {
    // A new member is written only with the link: its absence means the children were wrong.
    if (body.name !== undefined) throw invalid(h.childInvalid);
    if (!member || member.familyId !== familyId) throw new HttpError("not_found", h.nameOrMember);
    if (member.userId !== null) throw invalid(h.memberHasAccount);
    throw invalid(h.childInvalid);
  }
  const link = await oneLink(db, familyId, id);
  return outcome(201, { link, url: `${deps.origin}/hjalpari#${secret}` }, tell(familyId, "members_updated"));
}

async function oneLink(db: Db, familyId: string, id: string): Promise<HelperLink> {
  const results = await db.$client.batch(familyReadStatements(db.$client, helperLinksRead, familyId));
  const link = familyReadAnswer(helperLinksRead, results).find((each) => each.id === id);
  if (!link) throw notFound();
  return link;
}

/** Revokes a link: its row and its devices go, its log entry in the same batch, and its devices' sockets close. */
export async function revokeHelperLink(db: Db, audit: Audit, familyId: string, id: string, now = Date.now()): Promise<Outcome<undefined>> {
  const ofLink = and(eq(helperLinks.id, id), eq(helperLinks.familyId, familyId));
  const [devices, , gone] = await db.batch([
    db
      .select({ id: helperDevices.id })
      .from(helperDevices)
      .where(and(eq(helperDevices.linkId, id), eq(helperDevices.familyId, familyId))),
    securityEventQuery(
      db,
      audit,
      { kind: "helper_link_revoked", detail: { linkId: id, familyId } },
      sql`EXISTS (SELECT 1 FROM ${helperLinks} WHERE ${ofLink})`,
      now,
    ),
    db.delete(helperLinks).where(ofLink).returning({ id: helperLinks.id }),
  ]);
  if (gone.length === 0) throw notFound();
  return outcome(204, undefined, tell(familyId, "members_updated"), ...closeHelperSockets(familyId, devices));
}

const deviceOfLink = (familyId: string, linkId: string, deviceId: string) =>
  and(eq(helperDevices.id, deviceId), eq(helperDevices.linkId, linkId), eq(helperDevices.familyId, familyId));

/** Lets a waiting device in (docs/features/helpers.md "A forwarded link"). */
export async function letInDevice(db: Db, audit: Audit, familyId: string, linkId: string, deviceId: string, now = Date.now()): Promise<Outcome<undefined>> {
  const waiting = and(deviceOfLink(familyId, linkId, deviceId), eq(helperDevices.state, "pending"));
  const [, updated, [device]] = await db.batch([
    securityEventQuery(
      db,
      audit,
      { kind: "helper_device_let_in", detail: { linkId, deviceId, familyId } },
      sql`EXISTS (SELECT 1 FROM ${helperDevices} WHERE ${waiting})`,
      now,
    ),
    db.update(helperDevices).set({ state: "active" }).where(waiting).returning({ id: helperDevices.id }),
    db
      .select({ state: helperDevices.state })
      .from(helperDevices)
      .where(deviceOfLink(familyId, linkId, deviceId)),
  ]);
  if (!device) throw notFound();
  if (updated.length === 0) throw new HttpError("conflict", h.deviceNotPending);
  return outcome(204, undefined, tell(familyId, "members_updated"));
}

/** Removes one device of a link (waiting or let in): its token stops working and its sockets close. */
export async function removeDevice(db: Db, audit: Audit, familyId: string, linkId: string, deviceId: string, now = Date.now()): Promise<Outcome<undefined>> {
  const ofDevice = deviceOfLink(familyId, linkId, deviceId);
  const [, gone] = await db.batch([
    securityEventQuery(
      db,
      audit,
      { kind: "helper_device_removed", detail: { linkId, deviceId, familyId } },
      sql`EXISTS (SELECT 1 FROM ${helperDevices} WHERE ${ofDevice})`,
      now,
    ),
    db.delete(helperDevices).where(ofDevice).returning({ id: helperDevices.id }),
  ]);
  if (gone.length === 0) throw notFound();
  return outcome(204, undefined, tell(familyId, "members_updated"), ...closeHelperSockets(familyId, [{ id: deviceId }]));
}

/** Links past their end, for the job that deletes them with their devices (worker/cron/end-helper-links.ts). */
export const endedLinks = (now: number) => sql`${helperLinks.endsAt} IS NOT NULL AND ${helperLinks.endsAt} <= ${iso(now)}`;
