import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { compactForecast, hourOf } from "@test/helpers/met-forecast";

/** What the browser tests' fake MET server has been asked. */
export interface FakeMetSeen {
  requests: number;
  userAgents: string[];
  places: string[];
}

/**
 * A local stand-in for MET Norway's locationforecast (docs/features/weather.md) that the app under
 * test is started with (MET_BASE_URL, global-setup.ts; LOCAL_DEV lets it fetch http://127.0.0.1):
 * `/compact?lat=…&lon=…` answers the saved forecast with its first step this hour; `/seen` what it was asked.
 */
export async function startFakeMet(): Promise<{ url: string; stop: () => Promise<void> }> {
  const seen: FakeMetSeen = { requests: 0, userAgents: [], places: [] };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/seen") {
      response.writeHead(200, { "Content-Type": "application/json", Connection: "close" });
      return response.end(JSON.stringify(seen));
    }
    seen.requests += 1;
    seen.userAgents.push(request.headers["user-agent"] ?? "");
    seen.places.push(`${url.searchParams.get("lat")},${url.searchParams.get("lon")}`);
    response.writeHead(200, {
      "Content-Type": "application/json",
      Expires: new Date(Date.now() + 30 * 60_000).toUTCString(),
      "Last-Modified": new Date().toUTCString(),
      Connection: "close",
    });
    response.end(compactForecast(hourOf(Date.now())));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
