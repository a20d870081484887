import fc from "fast-check";
import { badIds, percentEncode } from "./fuzz";
import type { FamilyWorld } from "./world";

/**
 * Malformed CalDAV requests for the fuzz suite (docs/features/caldav.md): WebDAV XML bodies broken
 * in one way or another for PROPFIND, REPORT and PROPPATCH, iCalendar bodies broken for PUT, odd
 * paths, methods, Depth and precondition headers. Built around a world's real ids, so a case can
 * reach as deep into the server as a malformed request may.
 */
export interface DavCase {
  method: string;
  path: string;
  body?: string;
  headers: Record<string, string>;
  /** What was broken, for the failure's message. */
  kind: string;
}

/** Values a slot of a document may be given: real ones, near misses, and strings that break XML or parsers. */
export const oddValue = fc.oneof(
  fc.constantFrom("", "0", "-1", "99999999999999999999", "20261201T000000Z", "20261301T250000Z", "2026-12-01", "x".repeat(3000)),
  fc.constantFrom("<", "&", "&amp;", "&#0;", "&#xD800;", "&unknown;", "]]>", "<![CDATA[x]]>", "\u0000", "\uFFFE", "\uD800", "<d:prop/>"),
  fc.constantFrom("https://familyhub.fo/ns/sync/", "https://familyhub.fo/ns/sync/-5", "https://familyhub.fo/ns/sync/1e99", "http://evil.example/ns/sync/1"),
  fc.string({ maxLength: 30 }),
  badIds,
);

export const collections = (world: FamilyWorld) => [
  "calendar",
  "dinner",
  "tasks",
  `tasks-${world.extraMemberId}`,
  `shopping-${world.listId}`,
  `outside-${world.subscriptionId}`,
];

/** The world's own DAV paths: the root, the principal, the home, each collection and a resource. */
export function davPaths(world: FamilyWorld): string[] {
  const home = `/caldav/families/${world.user.familyId}/`;
  return [
    "/caldav/",
    `/caldav/principals/${world.user.id}/`,
    home,
    ...collections(world).map((slug) => `${home}${slug}/`),
    `${home}calendar/${world.eventId}.ics`,
    `${home}dinner/${world.mealId}.ics`,
    `${home}tasks/${world.reminderId}.ics`,
  ];
}

/** Paths that are not the world's: another family's, traversals, bad encodings, unknown slugs and names. */
export function oddPaths(world: FamilyWorld, other: FamilyWorld): fc.Arbitrary<string> {
  const home = `/caldav/families/${world.user.familyId}`;
  const segment = fc.oneof(
    fc.constantFrom("families", "principals", world.user.familyId, other.user.familyId, world.user.id, other.user.id, "calendar", "tasks"),
    fc.constantFrom("%2e%2e", "%2F", "%00", "%ZZ", "%", "%C0%AE", "outside-", "shopping-x", `shopping-${other.listId}`, "CALENDAR", "a".repeat(300)),
    fc.constantFrom(`${world.eventId}.ics`, `${other.eventId}.ics`, ".ics", "x.ics", "%E2%80%AE.ics"),
    badIds.map(percentEncode),
  );
  return fc.oneof(
    fc.array(segment, { minLength: 1, maxLength: 5 }).map((segments) => `/caldav/${segments.join("/")}`),
    fc.tuple(fc.constantFrom(...collections(world)), segment).map(([slug, name]) => `${home}/${slug}/${name}`),
    fc.constantFrom(
      `/caldav/families/${other.user.familyId}/calendar/`,
      `/caldav/families/${other.user.familyId}/calendar/${other.eventId}.ics`,
      `${home}/calendar/${other.eventId}.ics`,
      `${home}//calendar/`,
      `/caldav//families/${world.user.familyId}/`,
      `${home}/calendar/${world.eventId}.ics/`,
      `${home}/calendar/${world.eventId}.ics/x`,
      "/caldav",
      "/caldav/principals/",
      "/caldav/families/",
    ),
  );
}

/** Mostly a Depth a client sends, so most cases get past it to the body. */
export const depth = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("0", "1") },
  { weight: 1, arbitrary: fc.option(fc.constantFrom("infinity", "Infinity", "2", "-1", "", " 1 ", "0, 1", "1; drop", "%FF"), { nil: undefined }) },
);
/** A header sent in one case of five: most cases should reach what lies behind the preconditions. */
export const rarely = (value: fc.Arbitrary<string>) => fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: value });

export const withHeader = (headers: Record<string, string>, name: string, value: string | undefined) =>
  value === undefined ? headers : { ...headers, [name]: value };

/** A case as fast-check prints a counterexample: its method, path, headers and the start of its body (some are 64 KiB). */
export function printable(request: DavCase): DavCase {
  const text = `${request.kind}: ${request.method} ${request.path} ${JSON.stringify(request.headers)} ${JSON.stringify((request.body ?? "").slice(0, 300))}`;
  return Object.assign(request, { [fc.toStringMethod]: () => text });
}

/** Methods, paths and headers no client sends, without a body. */
export function davOddCases(world: FamilyWorld, other: FamilyWorld): fc.Arbitrary<DavCase> {
  const method = fc.constantFrom(
    "GET",
    "HEAD",
    "OPTIONS",
    "PROPFIND",
    "REPORT",
    "MKCOL",

    "MOVE",
    "COPY",
    "LOCK",
    "UNLOCK",
    "ACL",
    "SEARCH",
    "PATCH",
    "POST",
    "propfind",
  );
  const path = fc.oneof(fc.constantFrom(...davPaths(world)), oddPaths(world, other));
  const header = fc.option(fc.constantFrom("*", '"x"', 'W/"x"', "", "garbage", "%FF"), { nil: undefined });
  return fc
    .tuple(method, path, depth, header, fc.option(fc.constantFrom(`${world.user.id}`, "/caldav/../", "http://evil.example/"), { nil: undefined }))
    .map(([verb, where, depthValue, ifNoneMatch, destination]) => ({
      method: verb,
      path: where,
      headers: withHeader(withHeader(withHeader({}, "Depth", depthValue), "If-None-Match", ifNoneMatch), "Destination", destination),
      kind: `${verb} odd path or header`,
    }))
    .map(printable);
}
