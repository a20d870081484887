import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, WebSocketRoute } from "playwright-core";
import { LIVE_DOWN_FIRST_POLL_MS, LIVE_PING_MS, LIVE_RECONNECT_MS } from "@contract/limits";
import { createUser, type TestUser } from "./helpers/factories";
import { launchBrowser, signedInPhone, url, type PhonePage } from "./helpers/setup";

const FIVE_MINUTES_MS = 5 * 60_000;
/** The reads that polling repeats: the family's lists and the user's own messages and tickets. */
const FAMILY_READ = /^\/api\/(families\/[^/]+\/[a-z-]+|admin-messages|support\/tickets)$/;

let browser: Browser;
let user: TestUser;
let phone: PhonePage | undefined;

beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createUser("idle")]);
});

afterAll(async () => {
  await phone?.context.close();
  await browser?.close();
});

/**
 * The page's live socket goes through the test: frames pass both ways (counted from the server),
 * `drop()` closes the open one, and while dropped every new socket is closed before it opens.
 */
async function routeLiveSocket(page: Page) {
  const live = { fromServer: 0, opened: 0, dropped: false, current: undefined as WebSocketRoute | undefined };
  await page.routeWebSocket(
    (address) => address.pathname === "/api/ws",
    async (socket) => {
      if (live.dropped) {
        await socket.close();
        return;
      }
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
  return live;
}

/** Every /api/ request the page makes, and the family reads among them, by path. */
function recordRequests(page: Page) {
  const seen = { api: [] as string[], reads: [] as string[] };
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith("/api/")) return;
    seen.api.push(`${request.method()} ${path}`);
    if (request.method() === "GET" && FAMILY_READ.test(path)) seen.reads.push(path);
  });
  return seen;
}

/** Waits until the page has made no /api/ request for a second. */
async function settled(requests: { api: string[] }): Promise<void> {
  for (;;) {
    const count = requests.api.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (requests.api.length === count) return;
  }
}

/** How long after the start the other pages' reads are fetched (PREFETCH_AFTER_MS, then idle). */
const PREFETCH_AFTER_MS = 6_000;

/** A moment of real time for a request a timer started to show up. */
const aMoment = () => new Promise((resolve) => setTimeout(resolve, 500));

describe("an idle phone", () => {
  it("with the socket open for 5 minutes of the page's clock, the phone makes no family read; after the socket drops, it polls", async () => {
    phone = await signedInPhone(browser, user);
    const { page } = phone;
    await page.clock.install();
    const live = await routeLiveSocket(page);
    const requests = recordRequests(page);
    await page.goto(url("/"));
    await expect.poll(() => live.opened, { timeout: 10_000 }).toBe(1);
    // The start reads the lists too (the socket may open before the first read leaves).
    await expect.poll(() => requests.reads.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await settled(requests);
    // The start's last chore: the other pages' reads for a cold start offline, a while after it (web/app/layout/signed-in-app.tsx).
    await page.clock.runFor(PREFETCH_AFTER_MS);
    await aMoment();
    await settled(requests);

    /** Moves the page's clock on by whole pings, letting each pong come back before the next ping is due. */
    const idleFor = async (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += LIVE_PING_MS) {
        const heard = live.fromServer;
        await page.clock.runFor(LIVE_PING_MS);
        await expect.poll(() => live.fromServer, { timeout: 5_000 }).toBeGreaterThan(heard);
      }
      await aMoment();
    };

    const beforeIdle = requests.api.length;
    await idleFor(FIVE_MINUTES_MS);
    // Pings and pongs only: not a single request, let alone a family read.
    expect(requests.api.slice(beforeIdle)).toEqual([]);
    expect(live.opened).toBe(1);

    live.dropped = true;
    await live.current?.close();
    // It keeps trying to reconnect (each try buys a ticket), but reads nothing before the first poll, 15 s on.
    await page.clock.runFor(LIVE_DOWN_FIRST_POLL_MS - 1_000);
    await aMoment();
    const readsBeforeFirstPoll = requests.reads.length;
    expect(requests.api.slice(beforeIdle)).toContain("POST /api/ws/ticket");
    expect(requests.reads.slice(readsBeforeFirstPoll)).toEqual([]);

    await page.clock.runFor(2_000);
    await expect.poll(() => requests.reads.length).toBeGreaterThan(readsBeforeFirstPoll);
    await aMoment();
    const afterFirstPoll = requests.reads.length;
    expect(requests.reads.slice(readsBeforeFirstPoll).some((path) => path.startsWith(`/api/families/${user.familyId}/`))).toBe(true);

    // The next poll waits twice as long: 30 s after the first, 45 s after the drop.
    await page.clock.runFor(27_000);
    await aMoment();
    expect(requests.reads.length).toBe(afterFirstPoll);
    await page.clock.runFor(2_000);
    await expect.poll(() => requests.reads.length).toBeGreaterThan(afterFirstPoll);

    // Back up: the reconnect refetches once, and from then on the phone is quiet again.
    live.dropped = false;
    const beforeReconnect = requests.reads.length;
    await page.clock.runFor(LIVE_RECONNECT_MS);
    await expect.poll(() => live.opened, { timeout: 10_000 }).toBe(2);
    await settled(requests);
    const afterReconnect = requests.reads.length;
    expect(afterReconnect).toBeGreaterThan(beforeReconnect);
    await idleFor(FIVE_MINUTES_MS);
    expect(requests.reads.length).toBe(afterReconnect);

    expect(phone.errors).toEqual([]);
  });
});
