import type { HelperPower } from "@contract/helper-limits";
import type { ChildCard, HelperEvent, HelperMe } from "@contract/schemas/helpers";
import type { DinnerMeal } from "@contract/schemas/meals";
import type { Reminder } from "@contract/schemas/reminders";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { ApiError, api, isUnreachable } from "@web/lib/api-client";
import { foHelperApp as t } from "@web/i18n/fo/helper-app";

/**
 * The helper's reads, through the phones' `api()` with the device's own bearer token (`helper.…`,
 * api-client.ts `token`), never the phones' session. Its writes are changes (web/helper/changes/).
 */

/** Everything the page shows, read at once: only the areas the link's powers open. */
export interface HelperView {
  me: HelperMe;
  events?: HelperEvent[];
  feedUrl?: string;
  tasks?: Reminder[];
  shopping?: ShoppingItem[];
  cards?: ChildCard[];
  dinner?: DinnerMeal | null;
}

const get = <T>(path: string, token: string) => api<T>(path, { token });

export async function readView(token: string): Promise<HelperView> {
  const me = await get<HelperMe>("/api/helper/me", token);
  if (me.state === "pending") return { me };
  const may = (power: HelperPower) => me.powers.includes(power);
  const [events, feed, tasks, shopping, cards, dinner] = await Promise.all([
    may("calendar") ? get<HelperEvent[]>("/api/helper/events", token) : undefined,
    may("calendar") ? get<{ url: string }>("/api/helper/calendar-feed", token) : undefined,
    may("tasks") ? get<Reminder[]>("/api/helper/tasks", token) : undefined,
    may("shopping") ? get<ShoppingItem[]>("/api/helper/shopping", token) : undefined,
    may("cards") ? get<ChildCard[]>("/api/helper/cards", token) : undefined,
    may("dinner") ? get<{ meal: DinnerMeal | null }>("/api/helper/dinner", token) : undefined,
  ]);
  return { me, events, feedUrl: feed?.url, tasks, shopping, cards, dinner: dinner?.meal };
}

/** A ticket for the live socket: a POST, but a read's kind (it changes nothing of the family's). */
export const liveTicket = (token: string) => api<{ ticket: string }>("/api/helper/live-ticket", { method: "POST", token });

/** The link no longer works (revoked, ended, or the device removed): the server said 401. */
export const linkGone = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** What the page says for a failed call: the server's refusal, or its own "no connection" text. */
export const refusalText = (error: unknown): string => (error instanceof ApiError && !isUnreachable(error) ? error.message : t.networkError);
