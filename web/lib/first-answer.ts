import { useDeferredValue } from "react";
import { useIsRestoring } from "@tanstack/react-query";

/**
 * True while a page's main read has nothing to show yet but soon will: the kept cache is still
 * being restored, the first answer is on its way, or it has come and is being drawn (useDrawnRead).
 * The page draws what sits below that list only once it has settled, so the list filling in never
 * pushes cards already on screen down (Lighthouse's layout shift, docs/bench.md). A read paused
 * offline, or failed, has settled: nothing stays hidden for want of a connection.
 */
export function useFirstAnswerPending(read: { data: unknown; fetchStatus: "fetching" | "paused" | "idle"; drawing?: boolean }): boolean {
  const restoring = useIsRestoring();
  return read.data === undefined && (restoring || read.fetchStatus === "fetching" || read.drawing === true);
}

/**
 * A list page's read as the page draws it: a new answer is drawn in a background render (React's
 * useDeferredValue), which yields to the browser every few milliseconds, rather than in the one
 * long task that a long list's rows took (Lighthouse's total blocking time, docs/bench.md). Until
 * the first answer is drawn the read still counts as pending, so the page shows its loading line
 * rather than an empty list. A page that mounts with an answer already kept draws it at once.
 */
export function useDrawnRead<Read extends { data: unknown; isPending: boolean }>(read: Read): Read & { drawing: boolean } {
  const drawn = useDeferredValue(read.data);
  const drawing = drawn !== read.data;
  // Over the read rather than a copy of it: TanStack Query watches which of its fields a page
  // reads, and copying would read them all.
  return Object.create(read, {
    data: { value: drawn },
    isPending: { value: read.isPending || (drawing && drawn === undefined) },
    drawing: { value: drawing },
  });
}
