import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { ApiError, api, isUnreachable } from "@web/lib/api-client";
import { foKitchen as t } from "@web/i18n/fo/kitchen";

/**
 * The kitchen screen's reads, through the phones' `api()` with the screen's own bearer token
 * (`kitchen.…`, api-client.ts `token`), never the phones' session (docs/features/kitchen.md). Its
 * writes are changes (web/screen/changes/, sent by web/lib/changes/send-with-token.ts).
 */
export const readToday = (token: string) => api<ScreenToday>("/api/kitchen/screen/today", { token });
/** A ticket for the live socket: a POST, but a read's kind (it changes nothing of the family's). */
export const liveTicket = (token: string) => api<{ ticket: string }>("/api/kitchen/screen/live-ticket", { method: "POST", token });

/** What the wall shows for a failed call: the server's refusal, or its own "no connection" text. */
export const refusalText = (error: unknown): string => (error instanceof ApiError && !isUnreachable(error) ? error.message : t.networkError);

/** The server answered this status (not a call that never reached it). */
export const answered = (error: unknown, status: number): boolean => error instanceof ApiError && error.status === status;
