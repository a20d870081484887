// V8 heaps of the app's isolates, read through the runtime workerd's inspector: the Worker and its
// FamilyRoom Durable Objects run in one isolate ("core:user:familyhub"); local D1 runs in its own.
import { listeningPorts } from "./app.mjs";

const TARGETS = { worker: "core:user:familyhub", d1: "d1:db" };

async function inspectorPort(pid) {
  for (const port of listeningPorts(pid)) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(1_000) });
      const text = await response.text();
      if (text.startsWith("[") && text.includes(TARGETS.worker)) return port;
    } catch {
      // not the inspector
    }
  }
  return null;
}

/** One inspector session; workerd answers only after Runtime.enable. */
async function session(port, target) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/${target}`);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", () => reject(new Error(`inspector ${target} refused`)), { once: true });
  });
  let nextId = 0;
  const pending = new Map();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.id !== undefined && message.result !== undefined) pending.get(message.id)?.(message.result);
  });
  const send = (method, timeoutMs = 5_000) =>
    new Promise((resolve) => {
      const id = ++nextId;
      const timer = setTimeout(() => resolve(null), timeoutMs);
      pending.set(id, (result) => {
        clearTimeout(timer);
        pending.delete(id);
        resolve(result);
      });
      socket.send(JSON.stringify({ id, method, params: {} }));
    });
  await send("Runtime.enable");
  return { send, close: () => socket.close() };
}

/**
 * `measure(label)` records each isolate's used heap (MiB), after asking V8 to collect garbage. It
 * connects afresh each time: wrangler may replace an isolate, and a session to the old one goes quiet.
 */
export async function heapSampler(processes) {
  const samples = [];
  return {
    samples,
    async measure(label) {
      const entry = { label };
      const port = await inspectorPort(processes().runtime);
      for (const [name, target] of Object.entries(TARGETS)) {
        entry[name] = null;
        if (port === null) continue;
        let inspector;
        try {
          inspector = await session(port, target);
          inspector.send("HeapProfiler.collectGarbage", 2_000); // workerd may not answer; the read below waits behind it
          const usage = await inspector.send("Runtime.getHeapUsage");
          if (usage) entry[name] = Math.round((usage.usedSize / 2 ** 20) * 10) / 10;
        } catch {
          // that isolate is not inspectable in this wrangler
        } finally {
          inspector?.close();
        }
      }
      samples.push(entry);
      return entry;
    },
  };
}
