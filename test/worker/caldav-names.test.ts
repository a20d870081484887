import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { namedRows, resourceNameOf } from "@worker/caldav/names";
import { events } from "@worker/db/schema";
import { db } from "@test/helpers/factories";
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
          .where(and(eq(events.familyId, familyId), namedRows(events, names)))
      ).map(resourceNameOf);
    expect(await find(world.user.familyId, ["FROM-PHONE.ics"])).toEqual(["FROM-PHONE.ics"]);
    // A row with a name of its own is not found by its id any more.
    expect(await find(world.user.familyId, [`${world.eventId}.ics`])).toEqual([]);
    expect(await find(other.user.familyId, ["FROM-PHONE.ics", `${other.eventId}.ics`])).toEqual([`${other.eventId}.ics`]);
    expect(await find(world.user.familyId, [])).toEqual([]);
  });
});
