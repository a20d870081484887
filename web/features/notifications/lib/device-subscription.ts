import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";

/** How long to wait for the service worker (absent under `npm run dev`, or when the browser blocks it). */
const WORKER_WAIT_MS = 10_000;

/** The service worker's registration, which holds the push subscription. */
export function pushRegistration(): Promise<ServiceWorkerRegistration> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no service worker")), WORKER_WAIT_MS);
    void navigator.serviceWorker.ready.then((registration) => {
      clearTimeout(timer);
      resolve(registration);
    });
  });
}

export async function deviceSubscription(): Promise<PushSubscription | null> {
  return (await pushRegistration()).pushManager.getSubscription();
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Subscribes this device for the server's key; without a prompt once permission is granted. A
 * subscription made for another key (the server's keys were replaced) is ended first: the push
 * manager refuses a second key for the same worker.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const { pushManager } = await pushRegistration();
  const key = decodeBase64urlIgnorePadding(publicKey);
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: new Uint8Array(key) });
}

/** Ends this device's subscription; answers its endpoint, for the server to forget too. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await deviceSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/** Set when the user turns notifications off on this device; the start-up refresh then leaves it alone. */
const TURNED_OFF_KEY = "familyHub-push-off";

export function turnedOffHere(): boolean {
  return localStorage.getItem(TURNED_OFF_KEY) === "1";
}

export function setTurnedOffHere(off: boolean): void {
  if (off) localStorage.setItem(TURNED_OFF_KEY, "1");
  else localStorage.removeItem(TURNED_OFF_KEY);
}
