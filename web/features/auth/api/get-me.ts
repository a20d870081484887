import type { CurrentUser } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";

/**
 * The session's user. Not a TanStack query: the auth provider owns it (it lives in the sign-in
 * route's bundle, which stays free of TanStack Query), and asks only while a token exists.
 */
export function getMe(): Promise<CurrentUser> {
  return api<CurrentUser>("/api/auth/me");
}
