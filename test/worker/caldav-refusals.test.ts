import { rowCapMessages } from "@contract/row-cap-messages";
import { eq } from "drizzle-orm";
import type { DAVCalendar } from "tsdav";
import { describe, expect, it } from "vitest";
import { FAMILY_ROW_CAPS } from "@contract/limits";
import { shoppingItems } from "@worker/db/schema";
import { caldavClient } from "@test/helpers/caldav-client";
import { createUser, db, HOME_DATABASE } from "@test/helpers/factories";
import { listOf } from "@test/helpers/shopping";
import { phoneTodo } from "@test/helpers/vtodo";
import { env } from "cloudflare:workers";

/**
 * A family's limit over CalDAV (docs/features/caldav.md "XML"): RFC 4331's 507 with
 * `DAV:quota-not-exceeded` and the limit's Faroese text, never the JSON API's error body.
 */
describe("refusals over CalDAV, with tsdav", () => {
  it("a new item on a full shopping list: 507 quota-not-exceeded with the Faroese text, and nothing added", async () => {
    const alice = await createUser();
    const list = await listOf(alice);
    const cap = FAMILY_ROW_CAPS.shopping_items;
    await env[HOME_DATABASE]!.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?4)
       INSERT INTO shopping_items (id, family_id, list_id, name, name_key, created_at) SELECT ?1 || '-i' || i, ?1, ?2, 'Vøra ' || i, 'vøra ' || i, ?3 FROM n`,
    )
      .bind(alice.familyId, list.id, new Date().toISOString(), cap)
      .run();
    const client = await caldavClient(alice);
    const shopping = (await client.fetchCalendars()).find((found) => found.url.endsWith(`/shopping-${list.id}/`)) as DAVCalendar;

    const refused = await client.createCalendarObject({ calendar: shopping, iCalString: phoneTodo("phone-full", "SUMMARY:Ostur"), filename: "full.ics" });
    expect(refused.status).toBe(507);
    expect(refused.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const body = await refused.text();
    expect(body).toContain("<d:error");
    expect(body).toContain("<d:quota-not-exceeded/>");
    expect(body).toContain(`<d:responsedescription>${rowCapMessages.shopping_items}</d:responsedescription>`);
    expect(body).not.toContain('"code"');
    expect(await db.$count(shoppingItems, eq(shoppingItems.familyId, alice.familyId))).toBe(cap);
  });
});
