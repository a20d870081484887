import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { helperMessages as h } from "@contract/helper-messages";
import {
  HELPER_DEVICE_LABEL_MAX,
  HELPER_DEVICES_PER_LINK,
  HELPER_LAST_SEEN_RESOLUTION_MS,
  HELPER_TOKEN_PREFIX,
  type HelperPower,
} from "@contract/helper-limits";
import type { OpenedHelperLink } from "@contract/schemas/helpers";
import { families, familyMembers, helperDevices, helperLinks } from "@worker/db/schema";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Db } from "@worker/env";
import { hashToken, newId, randomToken } from "@worker/lib/crypto";
import { HttpError } from "@worker/lib/http-error";
import { fullRow } from "@worker/lib/full-row";
import { markDatabase } from "@worker/lib/token-database";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome, tell } from "@worker/services/effects";
import { type Audit, securityEventQuery } from "@worker/services/security-log";

/**
 * A helper's devices (docs/features/helpers.md "A forwarded link"): the link's secret, opened in a
 * browser, buys that browser a long random token stored only as its hash. The first device is let
 * in at once; any later one waits until a parent lets it in, so a forwarded link is no master key.
 */

/** The caller of a helper route: the device, its link's powers, and the family. */
export interface HelperCaller {
  deviceId: string;
  linkId: string;
  familyId: string;
  /** The helper as a member of the family (tasks are assigned to it), and the name their deeds carry. */
  memberId: string;
  name: string;
  state: "active" | "pending";
  powers: readonly HelperPower[];
  /** Only these children's events and cards; null: all the family's. */
  children: readonly string[] | null;
  endsAt: string | null;
  timeZone: string;
  familyName: string;
  /** The link's key for its own calendar feed. */
  feedSecret: string;
}

/** Whether the link is still open: not past its end. A revoked link has no row. */
export const linkOpen = (now: number) => or(isNull(helperLinks.endsAt), gt(helperLinks.endsAt, iso(now)));

const BROWSERS = ["Edg", "SamsungBrowser", "Firefox", "Chrome", "Safari"] as const;
const SYSTEMS = ["Android", "iPhone", "iPad", "CrOS", "Windows", "Mac OS X", "Linux"] as const;

/** A short description of the browser for the parent who lets it in, from its User-Agent (no more than that: it is the browser's own word). */
export function deviceLabel(userAgent: string): string {
  // The first of each list the string names, not the first in the string: Edge also says Chrome and Safari, Android also says Linux.
  const browser = BROWSERS.find((name) => new RegExp(`\\b${name}/`).test(userAgent));
  const system = SYSTEMS.find((name) => new RegExp(`\\b${name}\\b`).test(userAgent));
  const names: Record<string, string> = { Edg: "Edge", SamsungBrowser: "Samsung Internet", "Mac OS X": "Mac", CrOS: "Chromebook" };
  const parts = [browser && (names[browser] ?? browser), system && (names[system] ?? system)].filter(Boolean);
  return (parts.length > 0 ? parts.join(" · ") : userAgent.trim() || "?").slice(0, HELPER_DEVICE_LABEL_MAX);
}

/** The device behind a helper token, or null (unknown, or its link revoked or ended); refreshes its and its link's last use (deferred) when stale. */
export async function helperOfToken(db: Db, token: string, touch: (work: Promise<unknown>) => void, now = Date.now()): Promise<HelperCaller | null> {
  const [row] = await db
    .select({
      deviceId: helperDevices.id,
      linkId: helperLinks.id,
      familyId: helperLinks.familyId,
      memberId: helperLinks.memberId,
      name: familyMembers.name,
      state: helperDevices.state,
      powers: helperLinks.powers,
      children: helperLinks.children,
      endsAt: helperLinks.endsAt,
      timeZone: families.timeZone,
      familyName: families.name,
      feedSecret: helperLinks.feedSecret,
      lastSeenAt: helperDevices.lastSeenAt,
    })
    .from(helperDevices)
    .innerJoin(helperLinks, and(eq(helperLinks.id, helperDevices.linkId), eq(helperLinks.familyId, helperDevices.familyId)))
    .innerJoin(familyMembers, eq(familyMembers.id, helperLinks.memberId))
    .innerJoin(families, eq(families.id, helperLinks.familyId))
    .where(and(eq(helperDevices.tokenHash, hashToken(token)), linkOpen(now)))
    .limit(1);
  if (!row) return null;
  const { lastSeenAt, ...caller } = row;
  if (caller.state === "active" && (!lastSeenAt || now - Date.parse(lastSeenAt) > HELPER_LAST_SEEN_RESOLUTION_MS)) {
    touch(
      db.batch([
        db
          .update(helperDevices)
          .set({ lastSeenAt: iso(now) })
          .where(eq(helperDevices.id, caller.deviceId)),
        db
          .update(helperLinks)
          .set({ lastUsedAt: iso(now) })
          .where(eq(helperLinks.id, caller.linkId)),
      ]),
    );
  }
  return { ...caller, powers: caller.powers as HelperPower[] };
}

/**
 * Opens a link on a device: one batch makes the device (let in when the link has no device yet,
 * else waiting), logs it, and counts the link's devices inside the insert, so two browsers opening
 * one new link at once give one device let in and one waiting. A wrong, revoked or ended link is 401.
 */
export async function openHelperLink(
  deps: { db: Db; dbName: FamilyDatabaseName; audit: Audit },
  input: { secret: string; label: string },
  now = Date.now(),
): Promise<Outcome<OpenedHelperLink>> {
  const { db } = deps;
  const id = newId();
  const token = markDatabase(`${HELPER_TOKEN_PREFIX}${randomToken()}`, deps.dbName);
  const at = iso(now);
  const ofLink = and(eq(helperLinks.secretHash, hashToken(input.secret)), linkOpen(now));
  const devicesOfLink = db.select({ n: count() }).from(helperDevices).where(eq(helperDevices.linkId, helperLinks.id));
  const made = sql`EXISTS (SELECT 1 FROM ${helperDevices} WHERE ${helperDevices.id} = ${id})`;
  const state = sql`(SELECT ${helperDevices.state} FROM ${helperDevices} WHERE ${helperDevices.id} = ${id})`;
  const link = sql`(SELECT ${helperDevices.linkId} FROM ${helperDevices} WHERE ${helperDevices.id} = ${id})`;
  const [inserted] = await db.batch([
    db
      .insert(helperDevices)
      .select(
        db
          .select(
            fullRow(helperDevices, {
              id,
              familyId: helperLinks.familyId,
              linkId: helperLinks.id,
              tokenHash: hashToken(token),
              state: sql<"active" | "pending">`CASE WHEN (${devicesOfLink}) = 0 THEN 'active' ELSE 'pending' END`,
              label: deviceLabel(input.label),
              createdAt: at,
              lastSeenAt: at,
            }),
          )
          .from(helperLinks)
          .where(and(ofLink, sql`(${devicesOfLink}) < ${HELPER_DEVICES_PER_LINK}`)),
      )
      .returning({ familyId: helperDevices.familyId, state: helperDevices.state, linkId: helperDevices.linkId }),
    securityEventQuery(db, deps.audit, { kind: "helper_link_first_used", detail: { deviceId: id } }, sql`${made} AND ${state} = 'active'`, now),
    securityEventQuery(db, deps.audit, { kind: "helper_device_waiting", detail: { deviceId: id } }, sql`${made} AND ${state} = 'pending'`, now),
    db
      .update(helperLinks)
      .set({ lastUsedAt: at })
      .where(and(sql`${helperLinks.id} = ${link}`, sql`${state} = 'active'`)),
  ]);
  const device = inserted[0];
  if (!device) {
    const open = await db.$count(helperLinks, ofLink);
    throw open > 0 ? new HttpError("conflict", h.tooManyDevices(HELPER_DEVICES_PER_LINK)) : helperLinkGone();
  }
  return outcome(201, { token, state: device.state }, tell(device.familyId, "members_updated"));
}

/** The prefix check the router makes before anything is read: a helper's token goes only to helper routes. */
export const isHelperToken = (token: string) => token.startsWith(HELPER_TOKEN_PREFIX);

/** A helper's token that is unknown, revoked or past its end: 401 with the text the helper's page shows. */
export const helperLinkGone = () => new HttpError("unauthenticated", h.linkInvalid);
