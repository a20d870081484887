import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { filterOnly, namedRows, resourceNameOf } from "@worker/caldav/names";
import { events, reminders } from "@worker/db/schema";
import { db } from "@test/helpers/factories";
import { queryPlan } from "@test/helpers/query-plan";
import { seedFamily } from "@test/helpers/world";

describe("resource names", () => {
  it("find a row by the phone's own name or by <id>.ics, within the family, and name it as the log does", async () => {
    const world = await seedFamily();
    const other = await seedFamily();
    await db.update(events).set({ davName: "FROM-PHONE.ics" }).where(eq(events.id, world.eventId));
    const find = async (familyId: string, names: string[]) =>
      (
        await db
          .select({ id: events.id, davName: events.davName })
          .from(events)
          .where(and(eq(events.familyId, familyId), namedRows(events, familyId, names)))
      ).map(resourceNameOf);
    expect(await find(world.user.familyId, ["FROM-PHONE.ics"])).toEqual(["FROM-PHONE.ics"]);
    // A row with a name of its own is not found by its id any more.
    expect(await find(world.user.familyId, [`${world.eventId}.ics`])).toEqual([]);
    expect(await find(other.user.familyId, ["FROM-PHONE.ics", `${other.eventId}.ics`])).toEqual([`${other.eventId}.ics`]);
    expect(await find(world.user.familyId, [])).toEqual([]);
  });

  it("seek each name by index, however many, never walking the family's rows (plans: no table statistics in D1)", async () => {
    const names = Array.from({ length: 150 }, (_, at) => (at % 2 ? `${at}.ics` : `phone-${at}.ics`));
    const read = db
      .select({ id: reminders.id })
      .from(reminders)
      .where(and(namedRows(reminders, "family", names), filterOnly(and(eq(reminders.familyId, "family"), isNull(reminders.assignedTo)))));
    const plan = await queryPlan(read);
    expect(plan).toMatch(/^SEARCH reminders USING INDEX sqlite_autoindex_reminders_1 \(id=\?\)/);
    expect(plan).toContain("SEARCH t USING INDEX reminders_dav_name (family_id=? AND dav_name=?)");
    expect(plan).not.toMatch(/USING INDEX reminders_(done_order|open_order|assigned)/);
    // The two JSON texts, the family in the seek and in the filter: four bound values for 150 names.
    expect(read.toSQL().params).toHaveLength(4);
  });
});
