import { ApiError } from "@web/lib/api-client";

/** The server's own Faroese message for a refused change (contract/two-homes-messages.ts), else the screen's fallback. */
export function serverMessageOr(error: Error | null | undefined, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
