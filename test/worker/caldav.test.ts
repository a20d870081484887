import { describe, expect, it } from "vitest";
import { call } from "@test/helpers/api";
import { caldavClient } from "@test/helpers/caldav-client";
import { seedFamily } from "@test/helpers/world";

describe("CalDAV with tsdav", () => {
  it("discovers the server from /.well-known/caldav and lists the family's collections", async () => {
    const world = await seedFamily();
    const client = await caldavClient(world.user);
    const calendars = await client.fetchCalendars();
    const dinner = calendars.find((calendar) => calendar.url.endsWith(`/caldav/families/${world.user.familyId}/dinner/`));
    expect(dinner?.displayName).toBe("Døgurði");
    const objects = await client.fetchCalendarObjects({ calendar: dinner! });
    expect(objects.map((object) => object.url)).toEqual([expect.stringContaining(`/dinner/${world.mealId}.ics`)]);
    expect(objects[0]!.data).toContain("SUMMARY:Ræst kjøt");
    expect(objects[0]!.data).toContain("DESCRIPTION:Kartøflur");
    expect((await call("GET", "/api/auth/me", { token: world.user.token })).status).toBe(200);
  });
});
