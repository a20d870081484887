import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The start-up refresh against a fake browser: Notification, the service worker's push manager and
// localStorage are stubbed, the two calls to the server mocked.
vi.mock("@web/features/notifications/api/get-push-public-key", () => ({ getPushPublicKey: vi.fn(async () => SERVER_KEY) }));
vi.mock("@web/features/notifications/api/save-push-subscription", () => ({ savePushSubscription: vi.fn(async () => undefined) }));

const { getPushPublicKey } = await import("@web/features/notifications/api/get-push-public-key");
const { savePushSubscription } = await import("@web/features/notifications/api/save-push-subscription");
const { refreshPushSubscription } = await import("@web/features/notifications/lib/refresh-subscription");
const { setTurnedOffHere } = await import("@web/features/notifications/lib/device-subscription");

const SERVER_KEY = "BPF4qYeSEgUs7aF-AQLuQJgiPu6ihDaF4pBWpLhzztKeFpmop0-Pr1_DlFcE3IwYluOqdtoNzLZw0Dlf2KKHD4g";
const serverKeyBytes = () => decodeBase64urlIgnorePadding(SERVER_KEY);

function fakeSubscription(endpoint: string, key: Uint8Array) {
  return {
    endpoint,
    options: { applicationServerKey: key.slice().buffer },
    toJSON: () => ({ endpoint, keys: { p256dh: "p", auth: "a" } }),
    unsubscribe: vi.fn(async () => true),
  };
}

function fakeBrowser(permission: NotificationPermission, existing: ReturnType<typeof fakeSubscription> | null) {
  const fresh = fakeSubscription("https://fcm.googleapis.com/fcm/send/new", serverKeyBytes());
  const pushManager = { getSubscription: vi.fn(async () => existing), subscribe: vi.fn(async () => fresh) };
  const stored = new Map<string, string>();
  vi.stubGlobal("Notification", { permission });
  vi.stubGlobal("navigator", { serviceWorker: { ready: Promise.resolve({ pushManager }) } });
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  return { pushManager, fresh };
}

beforeEach(() => {
  vi.mocked(getPushPublicKey).mockClear();
  vi.mocked(savePushSubscription).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the push subscription at each start", () => {
  it("does nothing, and asks nothing, while permission is not granted", async () => {
    const { pushManager } = fakeBrowser("default", null);
    await refreshPushSubscription();
    fakeBrowser("denied", null);
    await refreshPushSubscription();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(getPushPublicKey).not.toHaveBeenCalled();
    expect(savePushSubscription).not.toHaveBeenCalled();
  });

  it("sends the device's subscription again when it has one for the server's key", async () => {
    const existing = fakeSubscription("https://fcm.googleapis.com/fcm/send/old", serverKeyBytes());
    const { pushManager } = fakeBrowser("granted", existing);
    await refreshPushSubscription();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(savePushSubscription).toHaveBeenCalledWith(existing.toJSON());
  });

  it("subscribes again, silently, when the browser dropped the subscription", async () => {
    const { pushManager, fresh } = fakeBrowser("granted", null);
    await refreshPushSubscription();
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: serverKeyBytes() });
    expect(savePushSubscription).toHaveBeenCalledWith(fresh.toJSON());
  });

  it("ends a subscription made for another server key before subscribing for the new one", async () => {
    const stale = fakeSubscription("https://fcm.googleapis.com/fcm/send/stale", new Uint8Array(65).fill(4));
    const { pushManager, fresh } = fakeBrowser("granted", stale);
    await refreshPushSubscription();
    expect(stale.unsubscribe).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledOnce();
    expect(savePushSubscription).toHaveBeenCalledWith(fresh.toJSON());
  });

  it("leaves a device the user turned off here alone, though permission stays granted", async () => {
    const { pushManager } = fakeBrowser("granted", null);
    setTurnedOffHere(true);
    await refreshPushSubscription();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(savePushSubscription).not.toHaveBeenCalled();
  });

  it("swallows a failure (no push service, no keys on the server, offline) until the next start", async () => {
    const { pushManager } = fakeBrowser("granted", null);
    pushManager.subscribe.mockRejectedValue(new DOMException("push service not available", "AbortError"));
    await expect(refreshPushSubscription()).resolves.toBeUndefined();
    expect(savePushSubscription).not.toHaveBeenCalled();
  });
});
