import { useIsRestoring } from "@tanstack/react-query";

/**
 * True while a page's main read has nothing to show yet but soon will: the kept cache is still
 * being restored, or the first answer is on its way. The page draws what sits below that list
 * only once it has settled, so the list filling in never pushes cards already on screen down
 * (Lighthouse's layout shift, docs/bench.md). A read paused offline, or failed, has settled:
 * nothing stays hidden for want of a connection.
 */
export function useFirstAnswerPending(read: { data: unknown; fetchStatus: "fetching" | "paused" | "idle" }): boolean {
  const restoring = useIsRestoring();
  return read.data === undefined && (restoring || read.fetchStatus === "fetching");
}
