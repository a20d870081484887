// Live channel: with 1, 50 and 500 sockets connected to one family, the time from a write's HTTP
// answer to its message arriving on each socket (negative when the message beats the answer, as
// the notification leaves while the answer is still on its way), and from the write being sent. Sockets use Node's WebSocket (no Origin header,
// which the app allows), one ticket each.
import { call } from "../lib/http.mjs";
import { median, percentile, round, sleep } from "../lib/stats.mjs";

async function openSocket(baseUrl, token, onMessage) {
  const started = performance.now();
  const ticket = await call(baseUrl, "POST", "/api/ws/ticket", { token });
  if (ticket.status !== 200) throw new Error(`ticket answered ${ticket.status}: ${ticket.text}`);
  const socket = new WebSocket(`${baseUrl.replace("http", "ws")}/api/ws?ticket=${encodeURIComponent(ticket.json.ticket)}`);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("socket did not open in 10 s")), 10_000);
    socket.addEventListener("open", () => {
      clearTimeout(timer);
      resolve();
    });
    socket.addEventListener("error", () => {
      clearTimeout(timer);
      reject(new Error("socket failed to open"));
    });
  });
  socket.addEventListener("message", (event) => onMessage(performance.now(), event.data));
  return { socket, setupMs: performance.now() - started };
}

export async function runLive({ app, user, options, memory, heap, log }) {
  const sockets = [];
  const setupMs = [];
  let current = null; // the write in flight: arrivals per socket
  const onMessage = (index) => (at, data) => {
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (message.type !== "shopping_list_updated" || !current || current.arrivals[index] !== undefined) return;
    current.arrivals[index] = at;
    current.received += 1;
    if (current.received === current.expected) current.done();
  };

  const levels = [];
  for (const level of options.liveSockets) {
    memory.setPhase(`live ${level} sockets`);
    while (sockets.length < level) {
      const batch = Math.min(25, level - sockets.length);
      const opened = await Promise.all(Array.from({ length: batch }, (_, i) => openSocket(app.baseUrl, user.token, onMessage(sockets.length + i))));
      for (const { socket, setupMs: ms } of opened) {
        sockets.push(socket);
        setupMs.push(ms);
      }
    }
    await sleep(300);
    const rounds = [];
    for (let r = 0; r < options.rounds; r += 1) {
      const deliveries = [];
      const fromSent = [];
      const lastArrivals = [];
      let missing = 0;
      for (let w = 0; w < options.liveWrites; w += 1) {
        let done;
        const finished = new Promise((resolve) => (done = resolve));
        current = { arrivals: new Array(sockets.length), received: 0, expected: sockets.length, done };
        const sentAt = performance.now();
        const answer = await call(app.baseUrl, "POST", "/api/shopping-items", {
          token: user.token,
          body: { listId: user.family.listId, name: `Live ${r}-${w}`, quantity: 1 },
        });
        const answeredAt = performance.now();
        if (answer.status !== 201) throw new Error(`write answered ${answer.status}: ${answer.text}`);
        await Promise.race([finished, sleep(3_000)]);
        const arrived = current.arrivals.filter((at) => at !== undefined);
        missing += current.expected - arrived.length;
        for (const at of arrived) {
          deliveries.push(at - answeredAt);
          fromSent.push(at - sentAt);
        }
        if (arrived.length) lastArrivals.push(Math.max(...arrived) - answeredAt);
        current = null;
        await sleep(20);
      }
      rounds.push({
        p50: percentile(deliveries, 50),
        p95: percentile(deliveries, 95),
        p99: percentile(deliveries, 99),
        lastP95: percentile(lastArrivals, 95),
        sentP50: percentile(fromSent, 50),
        sentP95: percentile(fromSent, 95),
        sentP99: percentile(fromSent, 99),
        missing,
      });
    }
    const mark = memory.mark(`${level} sockets open`);
    const heapNow = await heap.measure(`${level} sockets open`);
    const summary = {
      sockets: level,
      writes: options.liveWrites * options.rounds,
      p50: round(median(rounds.map((run) => run.p50)), 2),
      p95: round(median(rounds.map((run) => run.p95)), 2),
      p99: round(median(rounds.map((run) => run.p99)), 2),
      lastSocketP95: round(median(rounds.map((run) => run.lastP95)), 2),
      fromSentP50: round(median(rounds.map((run) => run.sentP50)), 2),
      fromSentP95: round(median(rounds.map((run) => run.sentP95)), 2),
      fromSentP99: round(median(rounds.map((run) => run.sentP99)), 2),
      missing: rounds.reduce((sum, run) => sum + run.missing, 0),
      runtimeRssMiB: round(mark.runtimeKiB / 1024, 1),
      workerHeapMiB: heapNow.worker ?? null,
    };
    levels.push(summary);
    log(
      `  ${level} sockets: after the answer p50 ${summary.p50} / p95 ${summary.p95} / p99 ${summary.p99} ms; after sending p95 ${summary.fromSentP95} ms; ${summary.missing} missing`,
    );
  }
  for (const socket of sockets) socket.close(1000, "bench done");
  await sleep(1_500);
  const closed = memory.mark("live sockets closed");
  return { levels, socketSetupMs: round(median(setupMs), 1), afterCloseRuntimeRssMiB: round(closed.runtimeKiB / 1024, 1) };
}
