import { forbidden } from "./http-error";

/**
 * Family scoping, the one place it is decided: the caller must belong to a family, and a family id
 * the request names (in its path or its body) must be theirs, else 403 (docs/api.md#errors).
 * Services then filter every query by the family this answers, so another family's row id reads
 * as not found.
 */
export function familyOf(caller: { familyId: string | null }, namedFamilyId: string | undefined): string {
  const familyId = caller.familyId;
  if (!familyId || (namedFamilyId !== undefined && namedFamilyId !== familyId)) throw forbidden();
  return familyId;
}
