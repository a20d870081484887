import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Bindings } from "@worker/env";
import { XML_ATTRIBUTES_MAX, XML_ATTRIBUTES_PER_ELEMENT_MAX, XML_DEPTH_MAX, XML_ELEMENTS_MAX, XML_NAME_MAX, XML_TEXT_MAX } from "@worker/caldav/xml-limits";
import { collectionHref, homeHref } from "@worker/caldav/paths";
import { call } from "@test/helpers/api";
import { seedFamily, snapshotFamily, tableCounts } from "@test/helpers/world";

const bindings: Bindings = env;

const basic = (username: string, password: string) => `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${username}:${password}`)))}`;

/**
 * A CalDAV request through the Worker's fetch handler, returning once the work it left for after
 * its answer is done: an unexpected error's app_errors row is written there, so a count taken
 * after this call sees it.
 */
const davCall = (method: string, path: string, body: string, authorization?: string) =>
  call(method, path, {
    rawBody: body,
    headers: { "Content-Type": "application/xml; charset=utf-8", Depth: "1", ...(authorization ? { Authorization: authorization } : {}) },
    env: bindings,
  });

const propfind = (inner: string) => `<d:propfind xmlns:d="DAV:"><d:prop>${inner}</d:prop></d:propfind>`;
const nested = (depth: number) => `${"<d:x>".repeat(depth)}${"</d:x>".repeat(depth)}`;
const attributes = (count: number, from = 0) => Array.from({ length: count }, (_, index) => ` a${from + index}="1"`).join("");

/** Bodies each over one limit, and the text of the limit it is refused by. */
const OVER_LIMITS: readonly (readonly [string, string])[] = [
  ["nested deeper than the limit", propfind(nested(XML_DEPTH_MAX))],
  ["more elements than the limit", propfind("<d:getetag/>".repeat(XML_ELEMENTS_MAX))],
  ["more attributes on one element than the limit", propfind(`<d:getetag${attributes(XML_ATTRIBUTES_PER_ELEMENT_MAX + 1)}/>`)],
  [
    "more attributes in all than the limit",
    propfind(Array.from({ length: XML_ATTRIBUTES_MAX / 20 + 1 }, (_, index) => `<d:getetag${attributes(20, index * 20)}/>`).join("")),
  ],
  ["a name longer than the limit", propfind(`<d:${"n".repeat(XML_NAME_MAX)}/>`)],
  ["a text longer than the limit", `<d:sync-collection xmlns:d="DAV:"><d:sync-token>${"t".repeat(XML_TEXT_MAX + 1)}</d:sync-token></d:sync-collection>`],
];

describe("CalDAV's XML limits", () => {
  it("answers a body nested past the parser's own limit with 400 from a client that is not signed in, writing no row anywhere", async () => {
    const world = await seedFamily();
    const before = await tableCounts({ bookkeeping: true });
    for (const path of ["/caldav/", homeHref(world.user.familyId)]) {
      const answer = await davCall("PROPFIND", path, propfind(nested(40)));
      expect([400, 401], `${path}: ${answer.status}`).toContain(answer.status);
    }
    const report = await davCall(
      "REPORT",
      collectionHref(world.user.familyId, "dinner"),
      `<c:calendar-query xmlns:c="urn:ietf:params:xml:ns:caldav">${nested(200)}</c:calendar-query>`,
    );
    expect([400, 401]).toContain(report.status);
    expect(await tableCounts({ bookkeeping: true })).toEqual(before);
  });

  it("answers the same body with a wrong app password with 400 or 401, logging no app error and changing nothing but the failure counts", async () => {
    const world = await seedFamily();
    // A wrong password may be counted (sign-in's own tables); nothing else is written.
    const before = { errors: (await tableCounts()).app_errors, family: await snapshotFamily(world.user.familyId) };
    const answer = await davCall("PROPFIND", homeHref(world.user.familyId), propfind(nested(40)), basic(world.user.username, "wrong-password"));
    expect([400, 401]).toContain(answer.status);
    expect({ errors: (await tableCounts()).app_errors, family: await snapshotFamily(world.user.familyId) }).toEqual(before);
  });

  it("answers every body over a limit with 400 and the limit's text in a DAV error, to a signed-in client, changing nothing", async () => {
    const world = await seedFamily();
    const authorization = basic(world.user.username, world.appPassword);
    const before = await tableCounts();
    for (const [what, body] of OVER_LIMITS) {
      const method = body.includes("sync-collection") ? "REPORT" : "PROPFIND";
      const answer = await davCall(method, collectionHref(world.user.familyId, "dinner"), body, authorization);
      expect(answer.status, what).toBe(400);
      const text = await answer.text();
      expect(text, what).toContain("<d:error");
      expect(text, what).toMatch(/<d:responsedescription>[^<]*í mesta lagi/);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it("reads a body just inside every limit, and answers one that is not well formed with 400, logging no app error", async () => {
    const world = await seedFamily();
    const authorization = basic(world.user.username, world.appPassword);
    const before = await tableCounts();
    const inside = [
      propfind(nested(XML_DEPTH_MAX - 2)),
      propfind("<d:getetag/>".repeat(XML_ELEMENTS_MAX - 2)),
      propfind(`<d:getetag${attributes(XML_ATTRIBUTES_PER_ELEMENT_MAX)}/>`),
      propfind(`<d:${"n".repeat(XML_NAME_MAX - 2)}/>`),
    ];
    for (const body of inside) expect((await davCall("PROPFIND", homeHref(world.user.familyId), body, authorization)).status).toBe(207);
    for (const body of ["<d:propfind xmlns:d='DAV:'><d:prop></d:propfind>", "<d:propfind xmlns:d='DAV:' a='1' a='2'/>", "<a", "<!-- open", "< d:propfind/>"]) {
      expect((await davCall("PROPFIND", homeHref(world.user.familyId), body, authorization)).status, body).toBe(400);
    }
    expect(await tableCounts()).toEqual(before);
  });
});
