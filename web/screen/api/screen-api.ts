import type { ParentActionBody, ScreenToday, TickAnswer } from "@contract/schemas/kitchen-screen";
import type { Paired } from "@contract/schemas/kitchen-screens";
import { ApiError, api, isUnreachable } from "@web/lib/api-client";
import { foKitchen as t } from "@web/i18n/fo/kitchen";

/**
 * The kitchen screen's calls, through the phones' `api()` with the screen's own bearer token
 * (`kitchen.…`, api-client.ts `token`), never the phones' session (docs/features/kitchen.md).
 */
const post = <T>(path: string, token: string, body?: unknown) => api<T>(path, { method: "POST", token, body });

export const pairScreen = (code: string, name: string) => api<Paired>("/api/kitchen/pair", { method: "POST", auth: false, body: { code, name } });
export const readToday = (token: string) => api<ScreenToday>("/api/kitchen/screen/today", { token });
export const liveTicket = (token: string) => post<{ ticket: string }>("/api/kitchen/screen/live-ticket", token);
export const tick = (token: string, body: { id?: string; choreId: string; memberId: string; pin?: string }) =>
  post<TickAnswer>("/api/kitchen/screen/ticks", token, body);
export const askReward = (token: string, body: { id?: string; rewardId: string; memberId: string; pin?: string }) =>
  post<{ status: string }>("/api/kitchen/screen/requests", token, body);
export const addShopping = (token: string, body: { id?: string; name: string }) => post<unknown>("/api/kitchen/screen/shopping-items", token, body);
export const parentAction = (token: string, body: ParentActionBody) => post<unknown>("/api/kitchen/screen/parent-actions", token, body);

/** What the wall shows for a failed call: the server's refusal, or its own "no connection" text. */
export const refusalText = (error: unknown): string => (error instanceof ApiError && !isUnreachable(error) ? error.message : t.networkError);

/** The server answered this status (not a call that never reached it). */
export const answered = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;
