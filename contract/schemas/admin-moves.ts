import * as v from "valibot";

/** POST /api/admin/families/:familyId/move: the family database to move the family to (`DB_01`…). */
export const moveFamilyBody = v.strictObject({
  to: v.pipe(v.string("Send the family database to move to, as `to`."), v.maxLength(16, "No such family database.")),
});
export type MoveFamilyBody = v.InferOutput<typeof moveFamilyBody>;

export const moveFamilyParams = v.object({ familyId: v.pipe(v.string(), v.maxLength(64, "No such family.")) });

/** What a move did: where the family was, where it is now, and the rows copied per table. */
export const movedFamilyAnswer = v.strictObject({
  familyId: v.string(),
  from: v.string(),
  to: v.string(),
  rows: v.record(v.string(), v.number()),
});
export type MovedFamilyAnswer = v.InferOutput<typeof movedFamilyAnswer>;
