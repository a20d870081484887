import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";
import { jpegBytes, webpBytes } from "./photo-bytes";

declare module "vitest" {
  export interface ProvidedContext {
    pictureServer: string;
  }
}

/** What the server answers at `/<key>/<kind>`. */
const PICTURES: Record<string, { type: string; bytes: () => Uint8Array }> = {
  jpeg: { type: "image/jpeg", bytes: () => jpegBytes({ width: 1200, height: 800 }) },
  webp: { type: "image/webp", bytes: () => webpBytes({ width: 800, height: 600 }) },
  // A PNG that says it is a JPEG: the server tells a picture by its first bytes.
  png: { type: "image/jpeg", bytes: () => Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]) },
  // Over a photo upload's 5 MiB.
  big: { type: "image/jpeg", bytes: () => jpegBytes({ scanBytes: 5 * 1024 * 1024 + 1 }) },
};

/**
 * A local stand-in for a recipe site's pictures (docs/features/recipes.md "Pictures"), for the
 * Worker tests (LOCAL_DEV lets the Worker fetch http://127.0.0.1:<port>). Each test uses a key of
 * its own, so its counts are its own:
 * - `GET /<key>/<jpeg|webp|png|big>`: that picture (the JPEG and WebP with EXIF holding GPS_MARK);
 * - `GET /<key>/redirect`: a redirect to `/<key>/jpeg`;
 * - `GET /<key>/missing`: 404;
 * - `GET /<key>/drop`: the connection closed with no answer;
 * - `GET /stats/<key>`: `{requests}`, how many requests the key's paths had.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const requests = new Map<string, number>();
  const send = (response: ServerResponse, status: number, headers: Record<string, string>, body: string | Uint8Array = "") => {
    response.writeHead(status, { Connection: "close", ...headers });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const [, key = "", kind = ""] = new URL(request.url ?? "/", "http://127.0.0.1").pathname.split("/");
    if (key === "stats") return send(response, 200, { "Content-Type": "application/json" }, JSON.stringify({ requests: requests.get(kind) ?? 0 }));
    requests.set(key, (requests.get(key) ?? 0) + 1);
    if (kind === "redirect") return send(response, 302, { Location: `/${key}/jpeg` });
    if (kind === "drop") return void request.socket.destroy();
    const picture = PICTURES[kind];
    if (!picture) return send(response, 404, { "Content-Type": "text/plain" }, "not here");
    return send(response, 200, { "Content-Type": picture.type }, picture.bytes());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("pictureServer", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
