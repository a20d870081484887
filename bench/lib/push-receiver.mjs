// A push service stand-in for the push phase, like the tests' (test/helpers/push-receiver-setup.ts):
// an HTTP server in the bench process on 127.0.0.1 that answers every `POST /push/<name>` 201 and
// keeps when it arrived (when its headers were read: the push has left the Worker) and how many
// arrived per name. Nothing is decrypted: the tests check the content, the bench only the timing.
import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";

/** A browser's half of a subscription (RFC 8291): an uncompressed P-256 public key and a 16-byte auth secret, base64url. */
export function deviceKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

export async function startPushReceiver() {
  const counts = new Map();
  let listener = null;
  const server = createServer((request, response) => {
    const at = performance.now();
    const name = (request.url ?? "").replace(/^\/push\//, "");
    counts.set(name, (counts.get(name) ?? 0) + 1);
    listener?.(name, at);
    request.resume();
    request.on("end", () => {
      response.writeHead(201);
      response.end();
    });
  });
  // How many connections the Worker opened: whether workerd reuses them from one push to the next.
  let connections = 0;
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** `(name, at)` for each push as it arrives; one listener at a time. */
    onPush(callback) {
      listener = callback;
    },
    /** Pushes arrived so far to names starting with `prefix`, and how many names got more than one. */
    tally(prefix) {
      let [pushes, names, repeated] = [0, 0, 0];
      for (const [name, count] of counts) {
        if (!name.startsWith(prefix)) continue;
        pushes += count;
        names += 1;
        if (count > 1) repeated += 1;
      }
      return { pushes, names, repeated };
    },
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections(); // workerd keeps its connections alive
      }),
  };
}
