import fc from "fast-check";
import { MAX_BODY_BYTES } from "@contract/limits";
import { type DavCase, davPaths, collections, depth, oddPaths, oddValue, printable, withHeader } from "./dav-fuzz";
import type { FamilyWorld } from "./world";

/** WebDAV XML for the fuzz suite: PROPFIND, REPORT and PROPPATCH documents, each broken one way or another. */

const NS = 'xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav" xmlns:cs="http://calendarserver.org/ns/" xmlns:a="http://apple.com/ns/ical/"';

/** Valid documents of each method, with their slots filled by `oddValue` (unescaped, so some are not XML any more). */
function documents(world: FamilyWorld): fc.Arbitrary<{ method: string; xml: string }> {
  const href = `/caldav/families/${world.user.familyId}/calendar/${world.eventId}.ics`;
  return fc.oneof(
    fc.constantFrom(
      { method: "PROPFIND", xml: `<?xml version="1.0"?><d:propfind ${NS}><d:allprop/></d:propfind>` },
      { method: "PROPFIND", xml: `<d:propfind ${NS}><d:propname/></d:propfind>` },
      {
        method: "PROPFIND",
        xml: `<d:propfind ${NS}><d:prop><d:displayname/><d:resourcetype/><cs:getctag/><d:sync-token/><c:supported-calendar-component-set/><d:current-user-privilege-set/><c:calendar-data/><x:odd xmlns:x="urn:x"/></d:prop></d:propfind>`,
      },
    ),
    fc.tuple(oddValue, oddValue).map(([first, second]) => ({
      method: "REPORT",
      xml: `<c:calendar-multiget ${NS}><d:prop><d:getetag/><c:calendar-data/></d:prop><d:href>${href}</d:href><d:href>${first}</d:href><d:href>${second}</d:href></c:calendar-multiget>`,
    })),
    fc.tuple(oddValue, oddValue).map(([start, end]) => ({
      method: "REPORT",
      xml: `<c:calendar-query ${NS}><d:prop><d:getetag/></d:prop><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="VEVENT"><c:time-range start="${start}" end="${end}"/></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
    })),
    fc
      .tuple(fc.constantFrom("i;ascii-casemap", "i;unicode-casemap", "i;octet", "i;odd", ""), oddValue, fc.constantFrom("VEVENT", "VTODO", "", "X"))
      .map(([collation, text, component]) => ({
        method: "REPORT",
        xml: `<c:calendar-query ${NS}><c:filter><c:comp-filter name="VCALENDAR"><c:comp-filter name="${component}"><c:prop-filter name="SUMMARY"><c:text-match collation="${collation}" negate-condition="yes">${text}</c:text-match></c:prop-filter><c:prop-filter name="COMPLETED"><c:is-not-defined/></c:prop-filter></c:comp-filter></c:comp-filter></c:filter></c:calendar-query>`,
      })),
    fc.tuple(oddValue, oddValue).map(([token, level]) => ({
      method: "REPORT",
      xml: `<d:sync-collection ${NS}><d:sync-token>${token}</d:sync-token><d:sync-level>${level}</d:sync-level><d:limit><d:nresults>${level}</d:nresults></d:limit><d:prop><d:getetag/></d:prop></d:sync-collection>`,
    })),
    fc.constantFrom(
      { method: "REPORT", xml: `<d:expand-property ${NS}/>` },
      { method: "REPORT", xml: `<c:free-busy-query ${NS}><c:time-range start="20260101T000000Z"/></c:free-busy-query>` },
    ),
    oddValue.map((name) => ({
      method: "PROPPATCH",
      xml: `<d:propertyupdate ${NS}><d:set><d:prop><d:displayname>${name}</d:displayname><a:calendar-color>#FF0000FF</a:calendar-color></d:prop></d:set><d:remove><d:prop><c:calendar-description/></d:prop></d:remove></d:propertyupdate>`,
    })),
  );
}

/** One way of breaking a document (or none: the slots alone may have broken it). */
function broken(xml: string): fc.Arbitrary<{ kind: string; body: string }> {
  const at = fc.integer({ min: 0, max: xml.length });
  return fc.oneof(
    fc.constant({ kind: "filled slots", body: xml }),
    at.map((cut) => ({ kind: "truncated", body: xml.slice(0, cut) })),
    fc.tuple(at, fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("<", ">", "</d:prop>", "<d:x", '"', "&", "\u0000"))).map(([index, junk]) => ({
      kind: "junk inserted",
      body: `${xml.slice(0, index)}${junk}${xml.slice(index)}`,
    })),
    fc.tuple(at, at).map(([from, to]) => ({ kind: "slice removed", body: `${xml.slice(0, Math.min(from, to))}${xml.slice(Math.max(from, to))}` })),
    fc.constant({ kind: "two roots", body: `${xml}${xml}` }),
    fc
      .constantFrom(
        '<!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>',
        '<!DOCTYPE d SYSTEM "file:///etc/passwd">',
        '<!ENTITY x SYSTEM "http://evil.example/">',
        '<?xml version="1.0" encoding="UTF-16"?>',
        "\uFEFF",
        '<?xml-stylesheet href="x"?><!-- a comment -->',
      )
      .map((prefix) => ({ kind: "prolog", body: `${prefix}${xml.replace(/^<\?xml[^>]*\?>/, "")}` })),
    fc.constant({ kind: "no namespaces", body: xml.replace(/ xmlns:\w+="[^"]*"/g, "") }),
    fc.constant({ kind: "namespace swapped", body: xml.replace('xmlns:d="DAV:"', 'xmlns:d="urn:not-dav"') }),
    fc.constant({ kind: "empty", body: "" }),
  );
}

/** Bodies that no document is: binary, deep nesting, a body over the limit, JSON. */
const notDocuments = fc.oneof(
  fc.string({ unit: "binary", maxLength: 200 }).map((body) => ({ kind: "binary", body })),
  // Past the pre-scan's depth (worker/caldav/xml-limits.ts) as well as within it: both are a 4xx.
  fc
    .integer({ min: 2, max: 80 })
    .map((depth) => ({ kind: "deep nesting", body: `<d:propfind xmlns:d="DAV:">${"<d:prop>".repeat(depth)}${"</d:prop>".repeat(depth)}</d:propfind>` })),
  fc
    .integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES * 2 })
    .map((size) => ({ kind: "too large", body: `<d:propfind xmlns:d="DAV:"><!--${"x".repeat(size)}--></d:propfind>` })),
  fc.constant({ kind: "JSON", body: '{"propfind":{"allprop":true}}' }),
);

const xmlType = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("application/xml; charset=utf-8", "text/xml") },
  { weight: 1, arbitrary: fc.constantFrom("text/plain", "application/json", "application/xml; charset=latin1", "") },
);

/** PROPFIND, REPORT and PROPPATCH with broken XML on the world's paths and odd ones, with odd Depth and Content-Type. */
export function davXmlCases(world: FamilyWorld, other: FamilyWorld): fc.Arbitrary<DavCase> {
  const body = fc.oneof(
    { weight: 4, arbitrary: documents(world).chain(({ method, xml }) => broken(xml).map((bad) => ({ method, ...bad }))) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom("PROPFIND", "REPORT", "PROPPATCH"), notDocuments).map(([method, bad]) => ({ method, ...bad })) },
  );
  // Mostly collections, where every report is offered.
  const home = `/caldav/families/${world.user.familyId}/`;
  const path = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...collections(world)).map((slug) => `${home}${slug}/`) },
    { weight: 1, arbitrary: fc.constantFrom(...davPaths(world)) },
    { weight: 1, arbitrary: oddPaths(world, other) },
  );
  return fc
    .tuple(body, path, depth, xmlType)
    .map(([{ method, kind, body: text }, where, depthValue, type]) => ({
      method,
      path: where,
      body: text,
      headers: withHeader({ "Content-Type": type }, "Depth", depthValue),
      kind: `${method} ${kind}`,
    }))
    .map(printable);
}
