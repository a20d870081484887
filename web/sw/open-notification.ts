/** The parts of the service worker's `clients` a notification's tap needs (structural, so a test can fake them). */
export interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface ClientsLike {
  matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * The address a notification opens: its own `url` when it is on the app's origin, else the start
 * page (a push can never send the user elsewhere).
 */
export function targetUrl(url: unknown, origin: string): string {
  if (typeof url !== "string" || !URL.canParse(url, origin)) return `${origin}/`;
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : `${origin}/`;
}

/**
 * A tapped notification: an open FamilyHub window is brought forward and moved to the target (a
 * phone keeps one app window; a second would start the app again); with none, a new one opens.
 */
export async function openNotificationTarget(clients: ClientsLike, url: unknown, origin: string): Promise<void> {
  const target = targetUrl(url, origin);
  const windows = await clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((candidate) => candidate.url.startsWith(`${origin}/`));
  if (!open) {
    await clients.openWindow(target);
    return;
  }
  await open.focus();
  if (open.url !== target) await open.navigate(target).catch(() => clients.openWindow(target));
}
