import { ApiError } from "../api-client";
import type { ChangeDeclaration } from "./define-change";

/**
 * Whether a failure is a 404 the change takes as done, not refused: the thing was deleted elsewhere
 * (`quietWhenGone`, by default an offline change's). Both runners ask it: the phones'
 * (change-options.ts) and the kitchen screen's (web/lib/changes/send-with-token.ts). A module of its own,
 * in the runner's chunk, so no page's first load carries it.
 */
export function goneIsDone(declaration: Pick<ChangeDeclaration<never, unknown, unknown>, "offline" | "quietWhenGone">, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 404) return false;
  const quiet = declaration.quietWhenGone ?? declaration.offline ?? false;
  return typeof quiet === "function" ? quiet(error) : quiet;
}
