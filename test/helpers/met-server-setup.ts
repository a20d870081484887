import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { compactForecast, hourOf } from "./met-forecast";
import { LAST_MODIFIED, type MetStats } from "./met-stats";

declare module "vitest" {
  export interface ProvidedContext {
    metServer: string;
  }
}

/**
 * A local stand-in for MET Norway's locationforecast (docs/features/weather.md), for the Worker
 * tests (LOCAL_DEV lets the Worker fetch http://127.0.0.1:<port>). Each test uses a base of its own,
 * `<server>/<key>`, so its counts are its own:
 * - `GET /<key>/compact?lat=…&lon=…`: the saved forecast with its first step this hour, Last-Modified
 *   LAST_MODIFIED and Expires in 30 minutes (or what `/expires/<key>/<seconds>` set); 304 to an
 *   If-Modified-Since of LAST_MODIFIED; or what `GET /mode/<key>/<500|hang|garbage|good>` set
 *   (`hang`: no answer for 20 s);
 * - `GET /stats/<key>`: MetStats.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const stats = new Map<string, MetStats>();
  const modes = new Map<string, string>();
  const expires = new Map<string, number>();
  const send = (response: ServerResponse, status: number, headers: Record<string, string>, body = "") => {
    response.writeHead(status, { Connection: "close", ...headers });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const [, first = "", second = "", third = ""] = url.pathname.split("/");
    if (first === "stats") return send(response, 200, { "Content-Type": "application/json" }, JSON.stringify(stats.get(second) ?? null));
    if (first === "mode") {
      modes.set(second, third);
      return send(response, 204, {});
    }
    if (first === "expires") {
      expires.set(second, Number(third));
      return send(response, 204, {});
    }
    const seen = stats.get(first) ?? { requests: 0, notModified: 0, userAgents: [], ifModifiedSince: [], places: [] };
    stats.set(first, seen);
    seen.requests += 1;
    seen.userAgents.push(request.headers["user-agent"] ?? "");
    const since = request.headers["if-modified-since"];
    seen.ifModifiedSince.push(typeof since === "string" ? since : null);
    seen.places.push(`${url.searchParams.get("lat")},${url.searchParams.get("lon")}`);
    const mode = modes.get(first) ?? "good";
    if (mode === "500") return send(response, 500, { "Content-Type": "text/plain" }, "down");
    if (mode === "garbage") return send(response, 200, { "Content-Type": "application/json" }, '{"type":"Feature","properties":{"timeseries":[{"time":');
    if (mode === "hang") {
      const timer = setTimeout(() => send(response, 200, { "Content-Type": "application/json" }, "{}"), 20_000);
      response.on("close", () => clearTimeout(timer));
      return;
    }
    const headers = { Expires: new Date(Date.now() + (expires.get(first) ?? 1800) * 1000).toUTCString(), "Last-Modified": LAST_MODIFIED };
    if (since === LAST_MODIFIED) {
      seen.notModified += 1;
      return send(response, 304, headers);
    }
    return send(response, 200, { ...headers, "Content-Type": "application/json" }, compactForecast(hourOf(Date.now())));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("metServer", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
