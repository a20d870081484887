import type { ParentActionBody, ScreenToday, TickAnswer } from "@contract/schemas/kitchen";
import type { Paired } from "@contract/schemas/kitchen-screens";
import { parseErrorBody } from "@web/lib/api-client";
import { foKitchen } from "@web/i18n/fo/kitchen";

/**
 * The kitchen screen's calls. Its own small fetch, not the phones' api(): that one sends the phones'
 * session token and records their write ids, and the screen has neither (docs/features/kitchen.md).
 */
export class ScreenError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function send<T>(path: string, token: string | null, method = "GET", body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), cache: "no-store" });
  } catch {
    throw new ScreenError(0, foKitchen.networkError);
  }
  const text = await response.text();
  if (!response.ok) throw new ScreenError(response.status, parseErrorBody(text).message ?? `${response.status}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const pairScreen = (code: string, name: string) => send<Paired>("/api/kitchen/pair", null, "POST", { code, name });
export const readToday = (token: string) => send<ScreenToday>("/api/kitchen/screen/today", token);
export const liveTicket = (token: string) => send<{ ticket: string }>("/api/kitchen/screen/live-ticket", token, "POST");
export const tick = (token: string, body: { id?: string; choreId: string; memberId: string; pin?: string }) =>
  send<TickAnswer>("/api/kitchen/screen/ticks", token, "POST", body);
export const askReward = (token: string, body: { id?: string; rewardId: string; memberId: string; pin?: string }) =>
  send<{ status: string }>("/api/kitchen/screen/requests", token, "POST", body);
export const addShopping = (token: string, body: { id?: string; name: string }) => send<unknown>("/api/kitchen/screen/shopping-items", token, "POST", body);
export const parentAction = (token: string, body: ParentActionBody) => send<unknown>("/api/kitchen/screen/parent-actions", token, "POST", body);
