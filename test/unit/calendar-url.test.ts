import { describe, expect, it } from "vitest";
import { checkCalendarUrl, type UrlRefusal } from "@worker/lib/calendar-url";

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };

describe("checkCalendarUrl", () => {
  it("takes https and reads webcal as https", () => {
    expect(checkCalendarUrl("https://skuli.fo/kalendari.ics", strict)).toEqual({ ok: true, url: "https://skuli.fo/kalendari.ics" });
    expect(checkCalendarUrl(" webcal://calendar.google.com/calendar/ical/x/basic.ics ", strict)).toEqual({
      ok: true,
      url: "https://calendar.google.com/calendar/ical/x/basic.ics",
    });
    expect(checkCalendarUrl("WEBCALS://example.com/a.ics", strict)).toMatchObject({ ok: true, url: "https://example.com/a.ics" });
    expect(checkCalendarUrl("https://example.com:443/a.ics#x", strict)).toMatchObject({ ok: true, url: "https://example.com/a.ics" });
  });

  const refused: [string, UrlRefusal][] = [
    ["", "urlMissing"],
    ["   ", "urlMissing"],
    [`https://example.com/${"a".repeat(2000)}`, "urlTooLong"],
    ["not a url", "urlInvalid"],
    ["ftp://example.com/a.ics", "urlInvalid"],
    ["file:///etc/passwd", "urlInvalid"],
    ["javascript:alert(1)", "urlInvalid"],
    ["http://example.com/a.ics", "urlNotHttps"],
    ["https://user:secret@example.com/a.ics", "urlCredentials"],
    ["https://user@example.com/a.ics", "urlCredentials"],
    ["webcal://user:pw@example.com/a.ics", "urlCredentials"],
    ["https://@example.com/a.ics", "urlCredentials"],
    ["https://example.com\\@127.0.0.1/x", "urlCharacters"],
    ["https:\\\\127.0.0.1/a.ics", "urlCharacters"],
    ["https://exam\tple.com/a.ics", "urlCharacters"],
    ["https://127.0.0\n.1/a.ics", "urlCharacters"],
    ["https://100.64.0.1/a.ics", "urlIpAddress"],
    ["https://[fe80::1]/a.ics", "urlIpAddress"],
    ["https://[::ffff:7f00:1]/a.ics", "urlIpAddress"],
    ["https://0300.0250.0.1/a.ics", "urlIpAddress"],
    ["https://127.0.0.1/a.ics", "urlIpAddress"],
    ["https://10.0.0.1/a.ics", "urlIpAddress"],
    ["https://169.254.169.254/latest/meta-data", "urlIpAddress"],
    ["https://2130706433/a.ics", "urlIpAddress"],
    ["https://0177.0.0.1/a.ics", "urlIpAddress"],
    ["https://0x7f.0.0.1/a.ics", "urlIpAddress"],
    ["https://0x7f000001/a.ics", "urlIpAddress"],
    ["https://127.1/a.ics", "urlIpAddress"],
    ["https://[::1]/a.ics", "urlIpAddress"],
    ["https://[::ffff:127.0.0.1]/a.ics", "urlIpAddress"],
    ["https://[fd00::1]/a.ics", "urlIpAddress"],
    ["https://localhost/a.ics", "urlLocalName"],
    ["https://LOCALHOST./a.ics", "urlLocalName"],
    ["https://calendar.localhost/a.ics", "urlLocalName"],
    ["https://printer.local/a.ics", "urlLocalName"],
    ["https://db.internal/a.ics", "urlLocalName"],
    ["https://router.home.arpa/a.ics", "urlLocalName"],
    ["https://intranet/a.ics", "urlLocalName"],
    ["https://example.com:8443/a.ics", "urlPort"],
    ["webcal://example.com:80/a.ics", "urlPort"],
  ];
  it.each(refused)("refuses %s (%s)", (url, refusal) => {
    const check = checkCalendarUrl(url, strict);
    expect(check).toMatchObject({ ok: false, refusal });
    expect(check.ok ? "" : check.message).toMatch(/[a-zæøáíóúýð]/);
  });

  it("lets the tests' loopback server through in local development only", () => {
    expect(checkCalendarUrl("http://127.0.0.1:8787/feed.ics", dev)).toEqual({ ok: true, url: "http://127.0.0.1:8787/feed.ics" });
    expect(checkCalendarUrl("http://127.0.0.1:8787/feed.ics", strict)).toMatchObject({ ok: false, refusal: "urlNotHttps" });
    expect(checkCalendarUrl("http://127.0.0.1/feed.ics", dev)).toMatchObject({ ok: false });
    expect(checkCalendarUrl("http://localhost:8787/feed.ics", dev)).toMatchObject({ ok: false });
    expect(checkCalendarUrl("http://10.0.0.1:8787/feed.ics", dev)).toMatchObject({ ok: false });
  });

  it("reads a redirect's Location against the URL it came from", () => {
    expect(checkCalendarUrl("/other.ics", strict, "https://example.com/a/b.ics")).toEqual({ ok: true, url: "https://example.com/other.ics" });
    expect(checkCalendarUrl("https://127.0.0.1/x", strict, "https://example.com/")).toMatchObject({ ok: false, refusal: "urlIpAddress" });
    expect(checkCalendarUrl("\\\\127.0.0.1\\x", strict, "https://example.com/")).toMatchObject({ ok: false, refusal: "urlCharacters" });
    expect(checkCalendarUrl("//@example.org/x", strict, "https://example.com/")).toMatchObject({ ok: false, refusal: "urlCredentials" });
  });
});
