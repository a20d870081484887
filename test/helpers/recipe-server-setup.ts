import { readFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    recipeServer: string;
  }
}

const FIXTURES = new URL("../fixtures/recipes/", import.meta.url);

/**
 * A local stand-in for recipe sites (docs/features/recipe-import.md), for the Worker tests
 * (LOCAL_DEV lets the Worker fetch http://127.0.0.1:<port>):
 * - `GET /page/<file>`: test/fixtures/recipes/<file> as text/html (any query string is the test's own key);
 * - `GET /redirect?to=<path or URL>`: a 302 to `to`; `GET /loop`: a 302 to itself;
 * - `GET /status/<n>`: that status, with an HTML body;
 * - `GET /image`: a JPEG's first bytes as image/jpeg;
 * - `GET /big`: 3 MB of HTML, streamed;
 * - `GET /hits?url=<path and query>`: how many requests that exact path and query had.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const hits = new Map<string, number>();
  const send = (response: ServerResponse, status: number, headers: Record<string, string>, body: string | Buffer = "") => {
    response.writeHead(status, { Connection: "close", ...headers });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const [, kind = "", name = ""] = url.pathname.split("/");
    if (kind === "hits") return send(response, 200, { "Content-Type": "application/json" }, JSON.stringify(hits.get(url.searchParams.get("url") ?? "") ?? 0));
    const key = `${url.pathname}${url.search}`;
    hits.set(key, (hits.get(key) ?? 0) + 1);
    if (kind === "page") {
      if (!/^[a-z0-9-]+\.html$/.test(name)) return send(response, 404, { "Content-Type": "text/html" }, "<h1>Not found</h1>");
      return send(response, 200, { "Content-Type": "text/html; charset=utf-8" }, readFileSync(new URL(name, FIXTURES)));
    }
    if (kind === "redirect") return send(response, 302, { Location: url.searchParams.get("to") ?? "/" });
    if (kind === "loop") return send(response, 302, { Location: "/loop" });
    if (kind === "status") return send(response, Number(name) || 500, { "Content-Type": "text/html" }, "<html><body>Villa</body></html>");
    if (kind === "image") return send(response, 200, { "Content-Type": "image/jpeg" }, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]));
    if (kind === "big") {
      response.writeHead(200, { "Content-Type": "text/html", Connection: "close" });
      for (let i = 0; i < 48; i++) response.write(`<p>${"x".repeat(65_536)}</p>`);
      return response.end("</html>");
    }
    return send(response, 404, { "Content-Type": "text/html" }, "<h1>Not found</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("recipeServer", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
