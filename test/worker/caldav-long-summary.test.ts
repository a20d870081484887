import { eq } from "drizzle-orm";
import type { DAVCalendar } from "tsdav";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@contract/limits";
import { apiMessages } from "@contract/messages";
import { shoppingItems } from "@worker/db/schema";
import { caldavClient } from "@test/helpers/caldav-client";
import { createUser, db } from "@test/helpers/factories";
import { listOf } from "@test/helpers/shopping";
import { phoneTodo } from "@test/helpers/vtodo";

/**
 * A phone's SUMMARY goes through the quick-add parser before its length is checked
 * (worker/caldav/todos/item-vtodo.ts), so the parser meets nearly a whole body: it must stay
 * linear (docs/features/quick-add.md "Linear"). Before, such a PUT took seconds of CPU.
 */
describe("a long SUMMARY over CalDAV", () => {
  it("a shopping PUT of nearly the body limit, an amount then runs of spaced dashes, is refused within a fraction of a second and adds nothing", async () => {
    const alice = await createUser();
    const list = await listOf(alice);
    const client = await caldavClient(alice);
    const shopping = (await client.fetchCalendars()).find((found) => found.url.endsWith(`/shopping-${list.id}/`)) as DAVCalendar;
    const summary = `SUMMARY:2 l mjólk${" -".repeat((MAX_BODY_BYTES - 2048) / 2)}b`;
    const ics = phoneTodo("phone-long", summary);
    expect(new TextEncoder().encode(ics).length).toBeLessThan(MAX_BODY_BYTES);

    const started = performance.now();
    const answer = await client.createCalendarObject({ calendar: shopping, iCalString: ics, filename: "long.ics" });
    const took = performance.now() - started;
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(apiMessages.nameTooLong);
    // About 0.1 s here, the round trips included; 5 s before.
    expect(took).toBeLessThan(1_000);
    expect(await db.$count(shoppingItems, eq(shoppingItems.familyId, alice.familyId))).toBe(0);
  });
});
