import { ApiError } from "@web/lib/api-client";

/** The server's own Faroese message for a refused change (contract/helper-messages.ts), if it sent one. */
export const serverMessageOf = (error: Error | null | undefined): string | null =>
  error instanceof ApiError && error.serverMessage ? error.serverMessage : null;
