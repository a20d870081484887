/** Messages on the family live channel (docs/api.md#live-channel). */
export const LIVE_MESSAGE_TYPES = [
  "shopping_list_updated",
  "events_updated",
  "reminders_updated",
  "dinner_meals_updated",
  "members_updated",
  "admin_messages_updated",
  /** Children, chores, routines, stars, rewards, requests or kitchen screens changed (docs/features/kitchen.md). */
  "kitchen_updated",
  /** A linked child's other home, custody pattern, one-off days, swaps or shared events changed (docs/features/two-homes.md). */
  "home_links_updated",
  /** The family's photo album gained or lost a photo (docs/features/photos.md). */
  "photos_updated",
  /** The family's recipe box gained, changed or lost a recipe (docs/features/recipes.md). */
  "recipes_updated",
] as const;

export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

export interface LiveMessage {
  type: LiveMessageType;
  at: string;
  /**
   * The id of the request whose change this notice tells (its `X-Request-Id`): the tab that sent
   * that request knows the notice for its own echo by it. None on a catch-up or a fan-out.
   */
  cause?: string;
}

/**
 * A request's id, given by the server to every request and carried back on every answer; the live
 * notices a write sets off name it as their `cause`, so a tab knows its own writes' echoes
 * (docs/api.md "Live channel").
 */
export const REQUEST_ID_HEADER = "X-Request-Id";
/** The live notices a write sent, comma-separated, on its answer. */
export const LIVE_NOTICES_HEADER = "X-Live-Notices";

/** Close code for a socket whose user signed out (or set a new password); the client's reconnect then needs a live session again. */
export const SIGNED_OUT_CLOSE_CODE = 4001;

export const PING = JSON.stringify({ type: "ping" });
export const PONG = JSON.stringify({ type: "pong" });

export function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== "object" || value === null) return false;
  const { type, cause } = value as { type?: unknown; cause?: unknown };
  return typeof type === "string" && (LIVE_MESSAGE_TYPES as readonly string[]).includes(type) && (cause === undefined || typeof cause === "string");
}
