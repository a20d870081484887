import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DAV_CHANGES_KEEP_MS } from "@contract/caldav-limits";
import { pruneDavChanges } from "@worker/cron/prune-dav-changes";
import { davChanges, davCollections, davSyncFloors, mealIngredients, reminders } from "@worker/db/schema";
import { call } from "@test/helpers/api";
import { davRequest } from "@test/helpers/caldav-client";
import { db } from "@test/helpers/factories";
import { seedFamily } from "@test/helpers/world";
import { davLog, newestDavSeq } from "@test/helpers/dav-log";

const log = davLog;
const newestSeq = newestDavSeq;

describe("the CalDAV change log (migration 0038)", () => {
  it("logs every row the app adds, in the collection it belongs to", async () => {
    const world = await seedFamily();
    const entries = await log(world.user.familyId);
    expect(entries).toContain(`calendar/${world.eventId}.ics`);
    expect(entries).toContain(`shopping-${world.listId}/${world.itemId}.ics`);
    expect(entries).toContain(`tasks-${world.extraMemberId}/${world.reminderId}.ics`);
    expect(entries).toContain(`tasks/${world.completedReminderId}.ics`);
    expect(entries).toContain(`dinner/${world.mealId}.ics`);
    expect(entries.every((entry) => !entry.startsWith("-"))).toBe(true);
  });

  it("logs a task given to someone else as a tombstone in the old list and a change in the new", async () => {
    const world = await seedFamily();
    const before = await newestSeq();
    // The JSON API cannot reassign a task (the phone's own app will, by moving it between lists).
    await db.update(reminders).set({ assignedTo: null }).where(eq(reminders.id, world.reminderId));
    expect(await log(world.user.familyId, before)).toEqual([`-tasks-${world.extraMemberId}/${world.reminderId}.ics`, `tasks/${world.reminderId}.ics`]);
  });

  it("logs a deleted shopping item, event and task as tombstones", async () => {
    const world = await seedFamily();
    const before = await newestSeq();
    const token = world.user.token;
    expect((await call("DELETE", `/api/shopping-items/${world.itemId}`, { token })).status).toBe(204);
    expect((await call("DELETE", `/api/events/${world.eventId}`, { token })).status).toBe(204);
    expect((await call("DELETE", `/api/reminders/${world.completedReminderId}`, { token })).status).toBe(204);
    expect(await log(world.user.familyId, before)).toEqual([
      `-shopping-${world.listId}/${world.itemId}.ics`,
      `-calendar/${world.eventId}.ics`,
      `-tasks/${world.completedReminderId}.ics`,
    ]);
  });

  it("logs a change of a meal's ingredients as a change of the meal, and the meal's deletion last as its tombstone", async () => {
    const world = await seedFamily();
    let before = await newestSeq();
    await db.update(mealIngredients).set({ ingredientName: "Gulrøtur" }).where(eq(mealIngredients.mealId, world.mealId));
    expect(await log(world.user.familyId, before)).toEqual([`dinner/${world.mealId}.ics`]);
    before = await newestSeq();
    expect((await call("DELETE", `/api/dinner-meals/${world.mealId}`, { token: world.user.token })).status).toBe(204);
    const entries = (await log(world.user.familyId, before)).filter((entry) => entry.startsWith("dinner/") || entry.startsWith("-dinner/"));
    expect(entries.at(-1)).toBe(`-dinner/${world.mealId}.ics`);
  });

  it("keeps each collection's newest change in dav_collections, and touches no other family's log", async () => {
    const world = await seedFamily();
    const other = await seedFamily();
    const otherBefore = await log(other.user.familyId);
    await call("PATCH", `/api/events/${world.eventId}`, { token: world.user.token, body: { title: "Hondbóltur" } });
    const [newest] = await db
      .select({ seq: sql<number>`max(${davChanges.familySeq})` })
      .from(davChanges)
      .where(eq(davChanges.familyId, world.user.familyId));
    const tags = await db.select().from(davCollections).where(eq(davCollections.familyId, world.user.familyId));
    expect(tags.find((tag) => tag.collection === "calendar")?.seq).toBe(newest!.seq);
    expect(tags.map((tag) => tag.collection).sort()).toEqual(
      ["calendar", "dinner", `shopping-${world.listId}`, "tasks", `tasks-${world.extraMemberId}`, `tasks-${world.helper.helperMemberId}`].sort(),
    );
    expect(await log(other.user.familyId)).toEqual(otherBefore);
  });
});

describe("pruning the change log", () => {
  it("drops changes older than the keep, raises the family's floor, and an older token is then refused", async () => {
    const world = await seedFamily();
    const familyId = world.user.familyId;
    const past = new Date(Date.now() - DAV_CHANGES_KEEP_MS - 60_000).toISOString();
    await db.update(davChanges).set({ changedAt: past }).where(eq(davChanges.familyId, familyId));
    const [oldest] = await db
      .select({ seq: sql<number>`min(${davChanges.familySeq})`, newest: sql<number>`max(${davChanges.familySeq})` })
      .from(davChanges)
      .where(eq(davChanges.familyId, familyId));
    await call("PATCH", `/api/events/${world.eventId}`, { token: world.user.token, body: { title: "Nýtt" } });
    await pruneDavChanges({ db }, Date.now());
    expect(await log(familyId)).toEqual([`calendar/${world.eventId}.ics`]);
    const [floor] = await db.select().from(davSyncFloors).where(eq(davSyncFloors.familyId, familyId));
    expect(floor?.seq).toBe(oldest!.newest);
    const credentials = { username: world.user.username, password: world.appPassword };
    const sync = (seq: number) =>
      davRequest("REPORT", `/caldav/families/${familyId}/dinner/`, credentials, {
        headers: { Depth: "1" },
        body: `<d:sync-collection xmlns:d="DAV:"><d:sync-token>https://familyhub.fo/ns/sync/family/${seq}</d:sync-token><d:prop><d:getetag/></d:prop></d:sync-collection>`,
      });
    expect((await sync(oldest!.seq)).status).toBe(403);
    // The dinner plan has not changed since: its token is the floor now, and it is valid.
    expect((await sync(oldest!.newest)).status).toBe(207);
  });
});

/** A collection's current sync token, as a phone reads it. */
async function tokenOf(world: Awaited<ReturnType<typeof seedFamily>>, slug: string): Promise<string> {
  const credentials = { username: world.user.username, password: world.appPassword };
  const answer = await davRequest("PROPFIND", `/caldav/families/${world.user.familyId}/${slug}/`, credentials, {
    headers: { Depth: "0" },
    body: '<d:propfind xmlns:d="DAV:"><d:prop><d:sync-token/></d:prop></d:propfind>',
  });
  const token = /<d:sync-token>([^<]+)<\/d:sync-token>/.exec(await answer.text())?.[1];
  if (!token) throw new Error(`no sync token: ${answer.status}`);
  return token;
}

const numberOf = (token: string) => Number(/\/(\d+)$/.exec(token)?.[1]);

describe("sync tokens per family", () => {
  it("counts a family's own changes only: another family's writes in between leave its next token one past its last", async () => {
    const mine = await seedFamily();
    const theirs = await seedFamily();
    const rename = (world: typeof mine, title: string) => call("PATCH", `/api/events/${world.eventId}`, { token: world.user.token, body: { title } });
    expect((await rename(mine, "Fyrst")).status).toBe(200);
    const before = await tokenOf(mine, "calendar");
    for (const title of ["Eitt", "Tvey", "Trý", "Fýra", "Fimm"]) expect((await rename(theirs, title)).status).toBe(200);
    expect(await tokenOf(mine, "calendar")).toBe(before);
    expect((await rename(mine, "Aftur")).status).toBe(200);
    expect(numberOf(await tokenOf(mine, "calendar"))).toBe(numberOf(before) + 1);
  });

  it("answers a token from before the family numbers (the log's global number) with 403 valid-sync-token, so the phone syncs afresh", async () => {
    const world = await seedFamily();
    const credentials = { username: world.user.username, password: world.appPassword };
    const current = numberOf(await tokenOf(world, "dinner"));
    const answer = await davRequest("REPORT", `/caldav/families/${world.user.familyId}/dinner/`, credentials, {
      headers: { Depth: "1" },
      body: `<d:sync-collection xmlns:d="DAV:"><d:sync-token>https://familyhub.fo/ns/sync/${current}</d:sync-token><d:prop><d:getetag/></d:prop></d:sync-collection>`,
    });
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain("valid-sync-token");
  });
});
