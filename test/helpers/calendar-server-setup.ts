import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { clubFeed, rotaFeed, schoolFeed, stallingFeed } from "./calendar-feeds";

declare module "vitest" {
  export interface ProvidedContext {
    calendarServer: string;
  }
}

const FEEDS: Record<string, (monday: string) => string> = { school: schoolFeed, club: clubFeed, stalling: stallingFeed };

/**
 * A local HTTP server publishing outside calendars, for the Worker tests (LOCAL_DEV lets the
 * Worker fetch http://127.0.0.1:<port>) and the browser test:
 * - `GET /feed/<school|club|stalling>?monday=YYYY-MM-DD`: the feed (test/helpers/calendar-feeds.ts) with an
 *   ETag, 304 to a matching If-None-Match;
 * - `GET /plain/<name>?monday=…`: the same feed as application/octet-stream with no validators;
 * - `GET /switch/<key>?monday=…`: the school feed, or what `GET /mode/<key>/<500|html|garbage|changed>` set
 *   (`changed`: the day off renamed, the holiday week's lesson back, for the CalDAV sync test);
 * - `GET /rota/<key>?monday=…`: 2,000 shifts (rotaFeed), restamped or with one moved after
 *   `GET /mode/<key>/<restamped|moved>`;
 * - `GET /redirect/<n>?to=<path or URL>`: n redirects, then to `to`;
 * - `GET /big`: a 3 MB calendar, streamed;
 * - `GET /stats/<key>`: `{requests, notModified}` for the path's first two segments (`feed/school`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stats = new Map<string, { requests: number; notModified: number }>();
  const modes = new Map<string, string>();
  const send = (response: ServerResponse, status: number, headers: Record<string, string>, body = "") => {
    response.writeHead(status, { Connection: "close", ...headers });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const [, kind = "", name = ""] = url.pathname.split("/");
    const monday = url.searchParams.get("monday") ?? "2027-03-15";
    if (kind === "stats")
      return send(response, 200, { "Content-Type": "application/json" }, JSON.stringify(stats.get(url.pathname.slice(7)) ?? { requests: 0, notModified: 0 }));
    if (kind === "mode") {
      modes.set(name, url.pathname.split("/")[3] ?? "good");
      return send(response, 204, {});
    }
    const counted = stats.get(`${kind}/${name}`) ?? { requests: 0, notModified: 0 };
    stats.set(`${kind}/${name}`, { ...counted, requests: counted.requests + 1 });
    if (kind === "redirect") {
      const left = Number(name);
      const to = url.searchParams.get("to") ?? "/";
      return send(response, 302, { Location: left > 1 ? `/redirect/${left - 1}?to=${encodeURIComponent(to)}` : to });
    }
    if (kind === "big") {
      response.writeHead(200, { "Content-Type": "text/calendar", Connection: "close" });
      response.write("BEGIN:VCALENDAR\r\n");
      for (let i = 0; i < 48; i++) response.write(`X-FILLER:${"x".repeat(65_536)}\r\n`);
      return response.end("END:VCALENDAR\r\n");
    }
    if (kind === "rota") {
      const variant = modes.get(name);
      const body = rotaFeed(monday, variant === "restamped" || variant === "moved" ? variant : "good");
      return send(response, 200, { "Content-Type": "text/calendar; charset=utf-8" }, body);
    }
    const feed = (FEEDS[name] ?? schoolFeed)(monday);
    if (kind === "plain") return send(response, 200, { "Content-Type": "application/octet-stream" }, feed);
    if (kind === "switch") {
      const mode = modes.get(name) ?? "good";
      if (mode === "500") return send(response, 500, { "Content-Type": "text/plain" }, "down");
      if (mode === "html") return send(response, 200, { "Content-Type": "text/html" }, "<html><body>Not here</body></html>");
      if (mode === "garbage") return send(response, 200, { "Content-Type": "text/calendar" }, "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nthis is not a content line");
      const served = mode === "changed" ? feed.replace("SUMMARY:Frídagur", "SUMMARY:Skipanardagur").replace(/EXDATE[^\r\n]*\r\n/, "") : feed;
      return send(response, 200, { "Content-Type": "text/calendar; charset=utf-8" }, served);
    }
    const etag = `"${name}-${monday}"`;
    if (request.headers["if-none-match"] === etag) {
      stats.set(`${kind}/${name}`, { requests: counted.requests + 1, notModified: counted.notModified + 1 });
      return send(response, 304, { ETag: etag });
    }
    return send(response, 200, { "Content-Type": "text/calendar; charset=utf-8", ETag: etag }, feed);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("calendarServer", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
