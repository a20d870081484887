import type { ApiError } from "@web/lib/api-client";

/**
 * For the password screens: the server's text when it sent one, the given default when
 * it sent none, and a general text when the request never reached the server.
 */
export function failureText(error: ApiError | null, fallback: string, networkFallback: string): string {
  if (!error || error.code === "network") return networkFallback;
  return error.serverMessage ?? fallback;
}
