import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pushReceiver: string;
  }
}

/**
 * A local HTTP server standing in for a push service, for the Worker tests: `POST /push/<name>`
 * is kept (headers and body) and answered with the status `/status/<code>/…` names, or 503 for the
 * first n pushes to `/fail/<n>/…` (201 otherwise), or 307 to `/push/<name>.redirected` from
 * `/redirect/push/<name>`, as a push service sending a push elsewhere would;
 * `GET /received/<name>` answers what arrived there, the body base64url, for the test to decrypt.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const received = new Map<string, { headers: Record<string, string>; body: string }[]>();
  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer(async (request, response) => {
    const path = request.url ?? "/";
    if (request.method === "GET" && path.startsWith("/received/")) {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(received.get(path.slice("/received/".length)) ?? []));
      return;
    }
    const name = path.replace(/^\/((status|fail)\/\d+\/|redirect\/)?push\//, "");
    const headers = Object.fromEntries(Object.entries(request.headers).map(([key, value]) => [key, String(value)]));
    received.set(name, [...(received.get(name) ?? []), { headers, body: (await bodyOf(request)).toString("base64url") }]);
    const failing = Number(/^\/fail\/(\d+)\//.exec(path)?.[1] ?? 0);
    const failed = failing >= (received.get(name)?.length ?? 0);
    if (path.startsWith("/redirect/")) {
      response.writeHead(307, { Location: `http://${request.headers.host}/push/${name}.redirected`, Connection: "close" });
      response.end();
      return;
    }
    // No kept-alive connections: a push sent on one the server is closing as idle fails with no
    // answer (and goes to the retry table), which made busy runs drop a push now and then.
    response.writeHead(failed ? 503 : Number(/^\/status\/(\d+)\//.exec(path)?.[1] ?? 201), { Connection: "close" });
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  project.provide("pushReceiver", `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return () => new Promise((resolve) => server.close(() => resolve()));
}
