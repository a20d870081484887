import { useMutation } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

/** Moves a signed-in user who has no family into the invite's family. */
export function joinFamily(code: string): Promise<unknown> {
  return api<unknown>("/api/families/join", { method: "POST", body: { code } });
}

export function useJoinFamily() {
  return useMutation({ mutationFn: joinFamily });
}
