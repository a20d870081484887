import { api } from "@web/lib/api-client";

/** Revokes the session server-side; the client forgets it whatever the answer. */
export function logout(): Promise<void> {
  return api<void>("/api/auth/logout", { method: "POST" });
}
