import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAV_CHANGES_KEEP_MS, DAV_CHANGES_PER_FAMILY } from "@contract/caldav-limits";
import { pruneDavChanges } from "@worker/cron/prune-dav-changes";
import { davChanges, davLogSizes, davSyncFloors } from "@worker/db/schema";
import { call } from "@test/helpers/api";
import { davRequest } from "@test/helpers/caldav-client";
import { davLog } from "@test/helpers/dav-log";
import { db, HOME_DATABASE } from "@test/helpers/factories";
import { seedFamily } from "@test/helpers/world";
import { env } from "cloudflare:workers";

/**
 * The CalDAV change log is capped per family (docs/features/caldav.md "Storage caps", migration
 * 0051): past DAV_CHANGES_PER_FAMILY changes, the insert that logs one deletes the family's oldest
 * and raises its floor to it, as the cron's prune does for changes past their 30 days.
 */

const CAP = DAV_CHANGES_PER_FAMILY;

/** The family's changes by their family numbers (what tokens and floors hold), oldest first. */
const seqs = async (familyId: string) =>
  (await db.select({ seq: davChanges.familySeq }).from(davChanges).where(eq(davChanges.familyId, familyId)).orderBy(davChanges.seq)).map((row) => row.seq);
const counted = async (familyId: string) => (await db.select().from(davLogSizes).where(eq(davLogSizes.familyId, familyId)))[0]?.rowCount ?? 0;
const floorOf = async (familyId: string) => (await db.select().from(davSyncFloors).where(eq(davSyncFloors.familyId, familyId)))[0]?.seq ?? 0;

/** `count` changes of made-up tasks logged for the family, straight in D1 (as the tables' triggers log them). */
const logChanges = (familyId: string, count: number) =>
  env[HOME_DATABASE]!.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2)
     INSERT INTO dav_changes (family_id, collection, name, deleted, changed_at) SELECT ?1, 'tasks', 'fylli-' || i || '.ics', 0, ?3 FROM n`,
  )
    .bind(familyId, count, new Date().toISOString())
    .run();

describe("the change log's cap per family", () => {
  it(`keeps a family's newest ${CAP} changes: the oldest go, the floor rises to them, and a token from before answers 403 valid-sync-token`, async () => {
    const world = await seedFamily();
    const other = await seedFamily();
    const familyId = world.user.familyId;
    const before = await seqs(familyId);
    const othersBefore = await davLog(other.user.familyId);

    await logChanges(familyId, CAP);
    const after = await seqs(familyId);
    expect(after).toHaveLength(CAP);
    expect(after[0]).toBeGreaterThan(before.at(-1)!);
    expect(await counted(familyId)).toBe(CAP);
    expect(await floorOf(familyId)).toBe(before.at(-1));

    // A change made in the app is logged, and pushes the oldest out.
    expect((await call("PATCH", `/api/events/${world.eventId}`, { token: world.user.token, body: { title: "Nýtt" } })).status).toBe(200);
    const now = await seqs(familyId);
    expect(now).toHaveLength(CAP);
    expect(now[0]).toBe(after[1]);
    expect((await davLog(familyId)).at(-1)).toBe(`calendar/${world.eventId}.ics`);
    expect(await floorOf(familyId)).toBe(after[0]);

    const credentials = { username: world.user.username, password: world.appPassword };
    const sync = (seq: number) =>
      davRequest("REPORT", `/caldav/families/${familyId}/dinner/`, credentials, {
        headers: { Depth: "1" },
        body: `<d:sync-collection xmlns:d="DAV:"><d:sync-token>https://familyhub.fo/ns/sync/family/${seq}</d:sync-token><d:prop><d:getetag/></d:prop></d:sync-collection>`,
      });
    const refused = await sync(before.at(-1)!);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("valid-sync-token");
    expect((await sync(after[0]!)).status).toBe(207);
    // Another family's log is its own.
    expect(await davLog(other.user.familyId)).toEqual(othersBefore);
  }, 60_000);

  it("lowers a family's count by what the prune deletes, so the cap counts what the log holds", async () => {
    const world = await seedFamily();
    const familyId = world.user.familyId;
    const past = new Date(Date.now() - DAV_CHANGES_KEEP_MS - 60_000).toISOString();
    const logged = await seqs(familyId);
    await db.update(davChanges).set({ changedAt: past }).where(sql`${davChanges.familyId} = ${familyId} AND ${davChanges.familySeq} <= ${logged[2]}`);
    await logChanges(familyId, 5);
    expect(await counted(familyId)).toBe(logged.length + 5);
    await pruneDavChanges({ db }, Date.now());
    const kept = await seqs(familyId);
    expect(kept.length).toBeLessThan(logged.length + 5);
    expect(await counted(familyId)).toBe(kept.length);
  });
});
