// Scale (issues 33 and 52): 100,000 small families (20,000 with --quick) over four family databases,
// seeded before the app starts (bench/seeders/scale-databases.mjs: the seeding time and each file's
// growth are measured there). This phase measures, at that size (per database:
// ./scale-databases.mjs):
// 0. a family read's D1 round trips in each database (one, on that database only);
// 1. an administrator's message to every signed-in family, end to end through the fan-out queue,
//    counted by the bench entry's consumer tally (worker/bench-entry.ts): every family must be
//    reached once, none lost. Local workerd makes each family's Durable Object (and its SQLite file)
//    at a few dozen a second here, so the rooms are really told for ROOMS_FOR_S seconds (the rate)
//    and then only counted, which still runs every page read, queue message and acknowledgement;
//    split by database: reached, lost, reached twice;
// 2. every cron job alone on each database, and the trigger through the queue per database, rooms
//    counted; then the bytes per family of two years of history before and after the retention jobs;
// 3. a signed-in Chromium phone left idle: family reads per minute of the page's clock with its
//    socket up (the goal: none) and with the socket held down (the polls);
// 4. the share of 304s in a scripted day of phones (MIX below).
import { chromium } from "playwright-core";
import { LIVE_PING_MS, LIVE_RECONNECT_MS } from "../../contract/limits.ts";
import { CHROMIUM_ARGS } from "../../test/e2e/helpers/chromium.ts";
import { call, signIn, stepUpAdmin } from "../lib/http.mjs";
import { round, sleep } from "../lib/stats.mjs";
import { scaleIds } from "../seeders/scale.mjs";
import { broadcastByDatabase, measureCronByDatabase, measureFamilyReads, measureRetention, signedInByDatabase, tally } from "./scale-databases.mjs";
import { CHROMIUM, PHONE, storeSession } from "./web.mjs";

/** How long the broadcast really tells rooms before the rest are only counted. */
const ROOMS_FOR_S = { full: 60, quick: 45 };
/** The fan-out has drained when nothing has reached a family for this long. */
const QUIET_MS = 10_000;
/** Minutes of the page's clock the idle phone is watched, with the socket up and then down. */
const IDLE_MINUTES = { up: 10, down: 20 };
/** What the idle phone counts as a family read: the reads polling repeats (test/e2e/idle.e2e.ts). */
const FAMILY_READ = /^\/api\/(families\/[^/]+\/[a-z-]+|admin-messages|support\/tickets)$/;
/** The start's deferred prefetch of the other pages' reads (web/app/layout/signed-in-app.tsx). */
const PREFETCH_AFTER_MS = 6_000;

const rooms = (baseUrl, mode) => tally(baseUrl, "PUT", `?rooms=${mode}`);

/** Waits until `type` has reached `expected` families and nothing more arrives for QUIET_MS (or nothing at all for a minute). */
async function drained(baseUrl, type, expected, started) {
  let last = await tally(baseUrl);
  let lastChange = performance.now();
  for (;;) {
    await sleep(1_000);
    const now = await tally(baseUrl);
    if (now.roomsTold + now.roomsCounted !== last.roomsTold + last.roomsCounted) lastChange = performance.now();
    last = now;
    const reached = now.reached[type] ?? 0;
    const quietFor = performance.now() - lastChange;
    if ((reached >= expected && quietFor >= QUIET_MS) || quietFor >= 60_000) {
      return { ...now, reachedType: reached, drainedMs: (now.lastAt ?? 0) - started };
    }
  }
}

async function measureBroadcast({ app, appDir, stateDir, adminToken, adminTotpSecret, parts, quick, memory, log }) {
  const signedIn = signedInByDatabase(appDir, stateDir, parts);
  const expected = [...signedIn.values()].reduce((sum, families) => sum + families, 0);
  memory.setPhase("scale broadcast");
  await tally(app.baseUrl, "DELETE");
  await rooms(app.baseUrl, "tell");
  // A broadcast cannot be undone: the route needs a fresh second-factor check in the session.
  await stepUpAdmin(app.baseUrl, adminToken, adminTotpSecret);
  const started = Date.now();
  const posted = await call(app.baseUrl, "POST", "/api/admin/messages", { token: adminToken, body: { title: "Bench", message: "Til allar familjur" } });
  if (posted.status !== 201) throw new Error(`POST /api/admin/messages answered ${posted.status}: ${posted.text}`);
  const answerMs = Date.now() - started;
  await sleep((quick ? ROOMS_FOR_S.quick : ROOMS_FOR_S.full) * 1000);
  const told = await rooms(app.baseUrl, "count");
  const toldForMs = Date.now() - started;
  log(`  broadcast: ${told.roomsTold} rooms told in ${(toldForMs / 1000).toFixed(0)} s, the rest counted`);
  const end = await drained(app.baseUrl, "admin_messages_updated", expected, started);
  const peak = memory.mark("after the broadcast");
  await rooms(app.baseUrl, "tell");
  const byDatabase = await broadcastByDatabase(app.baseUrl, "admin_messages_updated", parts, signedIn);
  const roomsPerSecond = told.roomsTold / (toldForMs / 1000);
  const result = {
    families: expected,
    answerMs,
    reached: end.reachedType,
    lost: expected - end.reachedType,
    roomsTold: end.roomsTold,
    roomsCounted: end.roomsCounted,
    repeats: end.twice.admin_messages_updated ?? 0,
    byDatabase,
    unavailable: posted.json?.unavailable ?? [],
    messagesAcked: end.acked,
    messagesRetried: end.retried,
    failedTells: end.failedTells,
    batches: end.batches,
    drainedMs: end.drainedMs,
    roomsPerSecond: round(roomsPerSecond, 1),
    allRoomsLocallyS: round(expected / roomsPerSecond, 0),
    runtimeRssMiB: round(peak.runtimeKiB / 1024, 0),
    maxOpenFiles: peak.fds,
  };
  log(
    `  broadcast to ${expected} families: ${result.reached} reached (${result.lost} lost, ${result.repeats} twice), drained in ${(result.drainedMs / 1000).toFixed(1)} s; rooms told at ${result.roomsPerSecond}/s`,
  );
  return result;
}

/**
 * A phone signed in as a scale family's parent, on the dashboard, left alone: the page's clock is
 * moved on by whole pings (each pong let back before the next), so the socket stays up, and the
 * family reads are counted; then every socket is refused and the polls are counted.
 */
async function measureIdle({ app, user, log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: "block", locale: "fo-FO", timezoneId: "Atlantic/Faroe" });
    await context.addInitScript(storeSession, user);
    const page = await context.newPage();
    await page.clock.install();
    const live = { fromServer: 0, opened: 0, down: false, current: null };
    await page.routeWebSocket(
      (address) => address.pathname === "/api/ws",
      async (socket) => {
        if (live.down) return socket.close();
        const server = socket.connectToServer();
        socket.onMessage((message) => server.send(message));
        server.onMessage((message) => {
          live.fromServer += 1;
          socket.send(message);
        });
        live.current = socket;
        live.opened += 1;
      },
    );
    const reads = [];
    const api = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith("/api/")) return;
      api.push(path);
      if (request.method() === "GET" && FAMILY_READ.test(path)) reads.push(path);
    });
    const settled = async () => {
      for (let count = -1; count !== api.length; ) {
        count = api.length;
        await sleep(1_000);
      }
    };
    await page.goto(`${app.baseUrl}/`);
    for (let waited = 0; live.opened === 0 && waited < 20_000; waited += 100) await sleep(100);
    if (live.opened === 0) throw new Error("the idle phone's socket did not open");
    await settled();
    await page.clock.runFor(PREFETCH_AFTER_MS);
    await sleep(500);
    await settled();

    const up = { reads: reads.length, requests: api.length };
    for (let elapsed = 0; elapsed < IDLE_MINUTES.up * 60_000; elapsed += LIVE_PING_MS) {
      const heard = live.fromServer;
      await page.clock.runFor(LIVE_PING_MS);
      for (let waited = 0; live.fromServer === heard && waited < 5_000; waited += 50) await sleep(50);
    }
    await sleep(500);
    const socketUp = {
      minutes: IDLE_MINUTES.up,
      familyReads: reads.length - up.reads,
      requests: api.length - up.requests,
      sockets: live.opened,
    };

    live.down = true;
    await live.current?.close();
    const down = { reads: reads.length, tickets: api.filter((path) => path === "/api/ws/ticket").length };
    let polls = 0;
    const step = LIVE_RECONNECT_MS;
    for (let elapsed = 0; elapsed < IDLE_MINUTES.down * 60_000; elapsed += step) {
      const before = reads.length;
      await page.clock.runFor(step);
      await sleep(150);
      if (reads.length > before) polls += 1;
    }
    await sleep(500);
    const socketDown = {
      minutes: IDLE_MINUTES.down,
      familyReads: reads.length - down.reads,
      polls,
      readsPerPoll: polls ? round((reads.length - down.reads) / polls, 1) : 0,
      tickets: api.filter((path) => path === "/api/ws/ticket").length - down.tickets,
    };
    const result = {
      socketUp: { ...socketUp, readsPerMinute: round(socketUp.familyReads / socketUp.minutes, 2) },
      socketDown: {
        ...socketDown,
        readsPerMinute: round(socketDown.familyReads / socketDown.minutes, 2),
        pollsPerMinute: round(polls / socketDown.minutes, 2),
      },
    };
    log(
      `  idle phone: socket up ${result.socketUp.familyReads} family reads in ${socketUp.minutes} min; down ${result.socketDown.familyReads} reads in ${socketDown.polls} polls over ${socketDown.minutes} min`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

/**
 * A scripted day of phones (the model of docs/scale.md): per family 4 devices (each parent signed
 * in twice: phone and tablet), 24 visits and 15 writes a day, in a random but repeatable order.
 * A visit reads every family list with If-None-Match from that device's previous answer. A write
 * (two of three add a shopping item, one of three adds a task) is followed by the writer's refetch
 * of the list it changed and, on each other device open at the time (one in three), the live
 * notice's refetch of that list. The share of reads answered 304 is what the conditional reads save.
 */
const MIX = { families: { full: 20, quick: 8 }, devices: 4, visitsPerDay: 24, writesPerDay: 15, otherOpen: 1 / 3 };
const MIX_READS = ["members", "shopping-lists", "shopping-statistics", "reminders", "events", "dinner-meals"];

function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function measureMix({ app, password, quick, log }) {
  const next = random(33);
  const familyCount = quick ? MIX.families.quick : MIX.families.full;
  const tally304 = { reads: 0, notModified: 0, byList: Object.fromEntries(MIX_READS.map((name) => [name, { reads: 0, notModified: 0 }])) };
  let writes = 0;
  for (let f = 1; f <= familyCount; f += 1) {
    const familyId = scaleIds.watched.family.replace(/\d{12}$/, String(f).padStart(12, "0"));
    const parents = [2 * f - 1, 2 * f].map((n) => `scale_${String(n).padStart(6, "0")}`);
    const devices = [];
    for (let d = 0; d < MIX.devices; d += 1) devices.push({ token: await signIn(app.baseUrl, parents[d % 2], password), etags: new Map() });
    const lists = (await call(app.baseUrl, "GET", `/api/families/${familyId}/shopping-lists`, { token: devices[0].token })).json;
    const read = async (device, name) => {
      const path = `/api/families/${familyId}/${name}`;
      const etag = device.etags.get(path);
      const answer = await call(app.baseUrl, "GET", path, { token: device.token, headers: etag ? { "if-none-match": etag } : {} });
      if (answer.status !== 200 && answer.status !== 304) throw new Error(`${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      if (answer.headers.get("etag")) device.etags.set(path, answer.headers.get("etag"));
      // A device's first read of a list has nothing to send: not counted, as a phone's cache would have it from yesterday.
      if (!etag) return;
      tally304.reads += 1;
      tally304.byList[name].reads += 1;
      if (answer.status === 304) {
        tally304.notModified += 1;
        tally304.byList[name].notModified += 1;
      }
    };
    for (const device of devices) for (const name of MIX_READS) await read(device, name);
    const events = [...Array(MIX.visitsPerDay).fill("visit"), ...Array(MIX.writesPerDay).fill("write")];
    for (let i = events.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [events[i], events[j]] = [events[j], events[i]];
    }
    for (const event of events) {
      const device = devices[Math.floor(next() * devices.length)];
      if (event === "visit") {
        for (const name of MIX_READS) await read(device, name);
        continue;
      }
      writes += 1;
      const shopping = next() < 2 / 3;
      const answer = shopping
        ? await call(app.baseUrl, "POST", "/api/shopping-items", {
            token: device.token,
            body: { id: crypto.randomUUID(), listId: lists[0].id, name: `Vøra ${writes}`, quantity: 1 },
          })
        : await call(app.baseUrl, "POST", "/api/reminders", { token: device.token, body: { id: crypto.randomUUID(), title: `Uppgáva ${writes}` } });
      if (answer.status !== 201) throw new Error(`a mix write answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      const changed = shopping ? "shopping-lists" : "reminders";
      await read(device, changed);
      for (const other of devices) if (other !== device && next() < MIX.otherOpen) await read(other, changed);
    }
  }
  const share = (part) => (part.reads ? round((100 * part.notModified) / part.reads, 1) : null);
  const result = {
    families: familyCount,
    devicesPerFamily: MIX.devices,
    visitsPerFamily: MIX.visitsPerDay,
    writesPerFamily: MIX.writesPerDay,
    otherDeviceOpen: round(MIX.otherOpen, 2),
    reads: tally304.reads,
    notModified: tally304.notModified,
    share304: share(tally304),
    byList: Object.fromEntries(Object.entries(tally304.byList).map(([name, part]) => [name, { ...part, share304: share(part) }])),
  };
  log(`  mix: ${result.notModified} of ${result.reads} reads answered 304 (${result.share304} %)`);
  return result;
}

export async function runScale({ app, appDir, stateDir, workDir, password, adminToken, adminTotpSecret, seed, options, memory, log }) {
  const quick = options.quick;
  const parts = seed.databases;
  const reads = await measureFamilyReads({ app, password, parts, log });
  const broadcast = await measureBroadcast({ app, appDir, stateDir, adminToken, adminTotpSecret, parts, quick, memory, log });
  memory.setPhase("scale cron");
  const cron = await measureCronByDatabase({ app, appDir, stateDir, workDir, parts, log });
  memory.setPhase("scale retention");
  const retention = await measureRetention({ app, appDir, stateDir, workDir, parts, quick, log });
  const phoneToken = await signIn(app.baseUrl, scaleIds.watched.username, password);
  const phoneUser = (await call(app.baseUrl, "GET", "/api/auth/me", { token: phoneToken })).json;
  const idle = await measureIdle({ app, user: { token: phoneToken, user: phoneUser }, log });
  const mix = await measureMix({ app, password, quick, log });
  return { families: seed.families, quick, seed, reads, broadcast, cron, retention, idle, mix };
}
