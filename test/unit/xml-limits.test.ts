import { describe, expect, it } from "vitest";
import { DavError } from "@worker/caldav/errors";
import { assertXmlWithinLimits, XML_DEPTH_MAX } from "@worker/caldav/xml-limits";

const refusal = (text: string) => {
  try {
    assertXmlWithinLimits(text);
    return null;
  } catch (error) {
    return error instanceof DavError ? error.status : "not a DavError";
  }
};

describe("the XML pre-scan", () => {
  it("lets through what real clients send: declarations, comments, CDATA, '>' in texts and quoted values, both quotes", () => {
    for (const body of [
      '<?xml version="1.0" encoding="utf-8"?>\n<d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>',
      "<!-- a > b --><d:propfind xmlns:d='DAV:' ><d:prop ><d:getetag /></d:prop></d:propfind>",
      '<c:text-match collation="i;unicode-casemap" negate-condition="no">a > b</c:text-match>',
      "<c:calendar-data><![CDATA[BEGIN:VCALENDAR <x> END:VCALENDAR]]></c:calendar-data>",
      '<c:time-range start="20260101T000000Z"\n\tend="20270101T000000Z"/>',
      `${"<a>".repeat(XML_DEPTH_MAX)}${"</a>".repeat(XML_DEPTH_MAX)}`,
    ]) {
      expect(refusal(body), body).toBeNull();
    }
  });

  it("refuses with 400, before any parser, a DOCTYPE, one level too many, and markup that never ends", () => {
    for (const body of [
      "<!DOCTYPE x><x/>",
      `${"<a>".repeat(XML_DEPTH_MAX + 1)}${"</a>".repeat(XML_DEPTH_MAX + 1)}`,
      "<a",
      '<a b="1>',
      "<a b=1/>",
      "<!-- open",
      "<![CDATA[ open",
      "<? open",
      "< a/>",
      "<a/ b='1'>",
    ]) {
      expect(refusal(body), body).toBe(400);
    }
  });
});
