import type { JoinFamilyBody } from "@contract/schemas/families";
import { defineChange, post } from "@web/lib/changes/define-change";

/**
 * Moves a signed-in user who has no family into the invite's family. The card says how it went and
 * reloads the user; no family's data is cached yet to refetch.
 */
const joinFamily = defineChange({
  request: (code: string) => post<unknown>("/api/families/join", { code } satisfies JoinFamilyBody),
  errorToast: null,
});
export default joinFamily;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "family/join-family": typeof joinFamily;
  }
}
