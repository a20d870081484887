import type { Browser } from "playwright-core";
import { baseUrl, call, type TestUser } from "./factories";
import { newPhonePage, type PhonePage } from "./setup";

/** The kitchen screen runs on a tablet at landscape size. */
export const TABLET = { width: 1024, height: 768 } as const;

export interface PairedScreen {
  token: string;
  screen: { id: string; name: string };
  timeZone: string;
}

/** A kitchen screen paired to the user's family through the calls a parent's phone and the tablet make. */
export async function pairScreen(user: Pick<TestUser, "password" | "token">): Promise<PairedScreen> {
  const { code } = await call<{ code: string }>("POST", "/api/kitchen/pairings", { password: user.password }, user.token);
  return call<PairedScreen>("POST", "/api/kitchen/pair", { code, name: "Køkur" });
}

/**
 * A tablet with the paired screen's session kept (as pairing keeps it), opened at /eldhus; `clocked`
 * puts the page on Playwright's clock first. Waits for the wall's "Í dag".
 */
export async function openPairedScreen(browser: Browser, paired: PairedScreen, { clocked = false } = {}): Promise<PhonePage> {
  const tablet = await newPhonePage(browser);
  await tablet.page.setViewportSize(TABLET);
  const session = { token: paired.token, screenId: paired.screen.id, name: paired.screen.name, timeZone: paired.timeZone };
  await tablet.page.addInitScript((kept) => localStorage.setItem("kitchen_screen_session", kept), JSON.stringify(session));
  if (clocked) await tablet.page.clock.install();
  await tablet.page.goto(`${baseUrl()}/eldhus`);
  await tablet.page.getByRole("heading", { name: "Í dag" }).waitFor();
  return tablet;
}
