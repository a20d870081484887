import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { baseUrl, createUsers, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, PHONE, screenshot, signedInPhone, underServiceWorker } from "./helpers/setup";

const IPHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

let browser: Browser;
let chooser: TestUser;
let subscriber: TestUser;
let other: TestUser;
let shopper: TestUser;
let stayer: TestUser;
/** Stands in for a push service (the server accepts a loopback receiver in local development); counts what it took. */
let receiver: Server;
let received = 0;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received++;
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const [launched, users] = await Promise.all([
    launchBrowser(),
    createUsers([{ prefix: "push" }, { prefix: "psub" }, { prefix: "pios" }, { prefix: "ptrip" }, { prefix: "pstay", inviteFrom: 3 }]),
  ]);
  browser = launched;
  [chooser, subscriber, other, shopper, stayer] = users as [TestUser, TestUser, TestUser, TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Registers a device for the user whose push service is the local receiver, as the browser's PushSubscription.toJSON() would. */
async function subscribeToReceiver(user: TestUser): Promise<void> {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const { port } = receiver.address() as AddressInfo;
  const response = await fetch(`${baseUrl()}/api/push/subscriptions`, {
    method: "POST",
    headers: { authorization: `Bearer ${user.token}`, "content-type": "application/json" },
    body: JSON.stringify({
      endpoint: `http://127.0.0.1:${port}/push/${randomBytes(8).toString("hex")}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    }),
  });
  expect(response.status).toBe(201);
}

async function preferencesOnServer(user: TestUser) {
  const response = await fetch(`${baseUrl()}/api/push/preferences`, { headers: { authorization: `Bearer ${user.token}` } });
  return (await response.json()) as { kinds: Record<string, boolean>; morningHour: number; afternoonHour: number; eventLeadMinutes: number };
}

const deviceCard = (page: Page) => page.getByRole("region", { name: "Á hesum tóli" });

describe("the notifications screen", () => {
  it("is reached from the family page, and keeps a changed kind, hour and lead across a reload", async () => {
    const { page, context, errors } = await openSignedIn(browser, chooser, "/family");
    await page.getByRole("link", { name: "Stillingar fyri fráboðanir" }).click();
    await page.waitForURL(/\/notifications$/);
    await page.getByRole("heading", { level: 1, name: "Fráboðanir" }).waitFor();
    // Never a prompt on load: the button asks, and only when tapped.
    await deviceCard(page).getByRole("button", { name: "Tendra fráboðanir á hesum tóli" }).waitFor();

    const shoppingTrip = page.getByRole("switch", { name: "Onkur fer í handil" });
    expect(await shoppingTrip.getAttribute("aria-checked")).toBe("true");
    await shoppingTrip.click();
    await expect.poll(async () => (await preferencesOnServer(chooser)).kinds.shoppingTrip).toBe(false);
    await page.getByLabel("Uppgávur í dag: um morgunin").selectOption({ label: "kl. 06" });
    await expect.poll(async () => (await preferencesOnServer(chooser)).morningHour).toBe(6);
    await page.getByLabel("Tiltak: so langt frammanundan").selectOption({ label: "1 t." });
    await expect.poll(async () => (await preferencesOnServer(chooser)).eventLeadMinutes).toBe(60);
    expect(await preferencesOnServer(chooser)).toMatchObject({ afternoonHour: 16, kinds: { taskAssigned: true, shoppingTrip: false } });
    await screenshot(page, "notifications");

    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Fráboðanir" }).waitFor();
    await expect.poll(() => page.getByRole("switch", { name: "Onkur fer í handil" }).getAttribute("aria-checked")).toBe("false");
    expect(await page.getByLabel("Uppgávur í dag: um morgunin").inputValue()).toBe("6");
    expect(await page.getByLabel("Tiltak: so langt frammanundan").inputValue()).toBe("60");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a test push and says that no device of the account has notifications on", async () => {
    const { page, context, errors } = await openSignedIn(browser, chooser, "/notifications");
    await page.getByRole("button", { name: "Send eina royndarfráboðan" }).click();
    await page.getByText("Einki tól á hesi kontuni hevur fráboðanir tendraðar.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks for permission only on the tap, and says clearly when the browser has no push service to subscribe with", async () => {
    const { page, context, errors } = await openSignedIn(browser, subscriber, "/notifications");
    await context.grantPermissions(["notifications"], { origin: baseUrl() });
    await underServiceWorker(page);
    const button = deviceCard(page).getByRole("button", { name: "Tendra fráboðanir á hesum tóli" });
    await button.click();
    // Headless Chromium reaches no push service, so the subscription fails: said in Faroese, no crash.
    await deviceCard(page)
      .getByRole("alert")
      .getByText(/fekk ikki samband við fráboðanartænastuna/)
      .waitFor({ timeout: 20_000 });
    await button.waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("tells an iPhone user in Safari to add the app to the home screen first, instead of the button", async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: "fo-FO",
      timezoneId: "Atlantic/Faroe",
      userAgent: IPHONE_UA,
      hasTouch: true,
      isMobile: true,
    });
    await context.addInitScript((token) => window.sessionStorage.setItem("auth_token", token), other.token);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/notifications`);
    await deviceCard(page).getByText("Deil → Legg til heimaskíggjan").waitFor();
    expect(await deviceCard(page).getByRole("button").count()).toBe(0);
    // The choices are the person's, so they can still be made here for the other devices.
    await page.getByRole("switch", { name: "Uppgáva tillutað tær" }).waitFor();
    await context.close();
  });

  it("explains how to allow notifications again when the browser has been told no, and does not ask", async () => {
    const { page, context, errors } = await signedInPhone(browser, other);
    // Chromium under Playwright cannot be set to "denied"; the page is answered what the browser would say.
    await context.addInitScript(() => {
      Object.defineProperty(Notification, "permission", { get: () => "denied" });
      Notification.requestPermission = () => Promise.reject(new Error("asked although denied"));
    });
    await page.goto(`${baseUrl()}/notifications`);
    await deviceCard(page)
      .getByText(/Loyv teimum aftur í stillingunum hjá kaganum/)
      .waitFor();
    expect(await deviceCard(page).getByRole("button").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the service worker", () => {
  it("shows every push as a notification with the payload's title, body and tag, and closes it on a tap", async () => {
    const { page, context, errors } = await openSignedIn(browser, subscriber, "/");
    await context.grantPermissions(["notifications"], { origin: baseUrl() });
    await underServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const ours = registrations.find((registration) => registration.scopeURL === `${baseUrl()}/`);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send("ServiceWorker.enable");
    const registrationId = await registered;
    const deliver = (data: string) => cdp.send("ServiceWorker.deliverPushMessage", { origin: baseUrl(), registrationId, data });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data }));
      });

    await deliver(JSON.stringify({ title: "Døgurði í kvøld", body: "Ræst kjøt kl. 18.00", url: "/dinner", tag: "dinner-1" }));
    await expect.poll(shown).toEqual([{ title: "Døgurði í kvøld", body: "Ræst kjøt kl. 18.00", tag: "dinner-1", data: { url: "/dinner" } }]);
    // The same tag replaces it rather than stacking; data that is not JSON still shows, under the app's name.
    await deliver(JSON.stringify({ title: "Døgurði í kvøld", body: "Fiskur kl. 18.30", url: "/dinner", tag: "dinner-1" }));
    await deliver("ikki json");
    await expect.poll(shown).toEqual([
      { title: "Døgurði í kvøld", body: "Fiskur kl. 18.30", tag: "dinner-1", data: { url: "/dinner" } },
      { title: "FamilyHub", body: "ikki json", tag: "familyhub", data: { url: "/" } },
    ]);

    // A tap, as far as a test can make one: the worker's own notificationclick listener closes the
    // notification (opening a window needs the browser's real tap; test/unit/sw-push.test.ts covers that logic).
    const worker = context.serviceWorkers().find((candidate) => candidate.url() === `${baseUrl()}/sw.js`);
    expect(worker).toBeDefined();
    await worker?.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications({ tag: "dinner-1" });
      const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event })
        .NotificationEvent;
      try {
        scope.dispatchEvent(new NotificationEventClass("notificationclick", { notification: notification! }));
      } catch {
        // An untrusted event may not waitUntil(); the listener has run up to there.
      }
    });
    await expect.poll(async () => (await shown()).map(({ tag }) => tag)).toEqual(["familyhub"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("'Eg fari í handil' on the shopping page", () => {
  it("tells the rest of the family by push and says how many devices got it", async () => {
    const { page, context, errors } = await openSignedIn(browser, shopper, "/shopping");
    const button = page.getByRole("button", { name: "Eg fari í handil" });
    const [request] = await Promise.all([
      page.waitForRequest((sent) => sent.url().endsWith("/api/push/shopping-trip") && sent.method() === "POST"),
      button.click(),
    ]);
    expect(request).toBeDefined();
    await expectToast(page, "Eingin fekk boð", "Eingin annar í familjuni hevur fráboðanir tendraðar enn.");

    await subscribeToReceiver(stayer);
    const before = received;
    await button.click();
    await expectToast(page, "Hini í familjuni hava fingið boð", "Send til 1 tól");
    await screenshot(page, "shopping-trip");
    expect(received).toBe(before + 1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the help page", () => {
  it("explains notifications and lists what is new, newest first, down to the first version's June 2025", async () => {
    const { page, context, errors } = await openSignedIn(browser, other, "/help");
    const section = page.getByRole("region", { name: "Fráboðanir" });
    await section.getByRole("button", { name: "Les Meira" }).click();
    await section.getByText(/Deil → Legg til heimaskíggjan/).waitFor();
    await section.getByText(/Onkur fer í handil: tá ið onkur í familjuni trýstir á „Eg fari í handil“/).waitFor();

    const news = page.getByRole("region", { name: "Nýtt í FamilyHub" });
    await news.getByRole("button", { name: "Les Meira" }).click();
    // The entries load with the first opening (help-bodies.tsx).
    await news.getByRole("heading", { level: 3 }).first().waitFor();
    const dates = await news.getByRole("heading", { level: 3 }).allTextContents();
    expect(dates).toEqual(["28.11.2026", "25.11.2026", "24.11.2026", "23.11.2026", "24.06.2025", "22.06.2025", "21.06.2025"]);
    await news.getByText(/^Fráboðanir: /).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
