/** Messages on the family live channel (docs/api.md#live-channel). */
export const LIVE_MESSAGE_TYPES = [
  "shopping_list_updated",
  "events_updated",
  "reminders_updated",
  "dinner_meals_updated",
  "members_updated",
  "admin_messages_updated",
] as const;

export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

export interface LiveMessage {
  type: LiveMessageType;
  at: string;
}

/** Close code for a socket whose user signed out (or set a new password); the client's reconnect then needs a live session again. */
export const SIGNED_OUT_CLOSE_CODE = 4001;

export const PING = JSON.stringify({ type: "ping" });
export const PONG = JSON.stringify({ type: "pong" });

export function isLiveMessage(value: unknown): value is LiveMessage {
  if (typeof value !== "object" || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === "string" && (LIVE_MESSAGE_TYPES as readonly string[]).includes(type);
}
