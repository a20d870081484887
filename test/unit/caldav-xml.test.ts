import { describe, expect, it } from "vitest";
import { DavError } from "@worker/caldav/errors";
import { nameInCollection, targetOf } from "@worker/caldav/paths";
import { clarkOf, NS, parseXml, tag, xmlDocument } from "@worker/caldav/xml";

const refusal = (body: string) => {
  try {
    parseXml(body);
  } catch (error) {
    return error instanceof DavError ? error.status : "other";
  }
  return "accepted";
};

describe("CalDAV XML", () => {
  it("resolves namespaces whatever the prefixes, the default one included", () => {
    const root = parseXml(
      '<?xml version="1.0"?><X:propfind xmlns:X="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><X:prop><C:calendar-data/></X:prop></X:propfind>',
    );
    expect(clarkOf(root!)).toBe("{DAV:}propfind");
    expect(clarkOf(root!.children[0]!.children[0]!)).toBe(`{${NS.caldav}}calendar-data`);
    const plain = parseXml('<propfind xmlns="DAV:"><prop><getetag/></prop></propfind>');
    expect(clarkOf(plain!.children[0]!.children[0]!)).toBe("{DAV:}getetag");
  });

  it("decodes only XML's own entities and character references, never a declared one", () => {
    const root = parseXml('<d:href xmlns:d="DAV:">/a&amp;b&#47;c&#x41;&lt;&unknown;</d:href>');
    expect(root!.text).toBe("/a&b/cA<&unknown;");
  });

  it("refuses a DOCTYPE, an ENTITY, XML that is not well formed and an undeclared prefix with 400", () => {
    expect(refusal('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>')).toBe(400);
    expect(refusal('<x><!ENTITY e "y"></x>')).toBe(400);
    expect(refusal("<d:propfind xmlns:d='DAV:'><d:prop></d:propfind>")).toBe(400);
    expect(refusal("<q:propfind/>")).toBe(400);
    expect(parseXml("   ")).toBeNull();
  });

  it("writes elements of known namespaces with their prefixes and others with their own", () => {
    expect(tag(NS.dav, "getetag", "&quot;x&quot;")).toBe("<d:getetag>&quot;x&quot;</d:getetag>");
    expect(tag("urn:other", "thing")).toBe('<thing xmlns="urn:other"/>');
    expect(xmlDocument("<d:multistatus/>")).toContain('<d:multistatus xmlns:d="DAV:"');
  });
});

describe("CalDAV paths", () => {
  it("names the root, a principal, a home, a collection and a resource, and nothing else", () => {
    expect(targetOf("/caldav/")).toEqual({ kind: "root" });
    expect(targetOf("/caldav")).toEqual({ kind: "root" });
    expect(targetOf("/caldav/principals/u-1/")).toEqual({ kind: "principal", userId: "u-1" });
    expect(targetOf("/caldav/families/f-1/")).toEqual({ kind: "home", familyId: "f-1" });
    expect(targetOf("/caldav/families/f-1/tasks-m-2/")).toEqual({ kind: "collection", familyId: "f-1", slug: "tasks-m-2" });
    expect(targetOf("/caldav/families/f-1/dinner/A%20B.ics")).toEqual({ kind: "resource", familyId: "f-1", slug: "dinner", name: "A B.ics" });
    for (const path of ["/caldav/other/x/", "/caldav/families/f-1/Dinner/", "/caldav/families/f 1/"]) {
      expect(targetOf(path).kind, path).toBe("none");
    }
  });

  it("names a path in a collection that the server would not store as refused, with its reason", () => {
    expect(targetOf("/caldav/families/f-1/dinner/a/b")).toMatchObject({ kind: "refused", familyId: "f-1", slug: "dinner", status: 409 });
    for (const name of ["%2e%2e", ".", "a%2Fb", "a%5Cb", "a%00b", "%E0%A4%A", "x".repeat(201)]) {
      expect(targetOf(`/caldav/families/f-1/dinner/${name}`), name).toMatchObject({
        kind: "refused",
        status: 400,
        reason: expect.stringMatching(/^A resource name/),
      });
    }
    expect(nameInCollection("/caldav/families/f-1/dinner/a%2Fb", "f-1", "dinner")).toBeNull();
  });

  it("reads a REPORT's hrefs as names in the collection only", () => {
    expect(nameInCollection("/caldav/families/f-1/dinner/m.ics", "f-1", "dinner")).toBe("m.ics");
    expect(nameInCollection("https://host/caldav/families/f-1/dinner/m.ics", "f-1", "dinner")).toBe("m.ics");
    expect(nameInCollection("/caldav/families/f-2/dinner/m.ics", "f-1", "dinner")).toBeNull();
    expect(nameInCollection("/caldav/families/f-1/calendar/m.ics", "f-1", "dinner")).toBeNull();
  });
});
