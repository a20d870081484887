import { moveFamilyBody, moveFamilyParams, movedFamilyAnswer } from "@contract/schemas/admin-moves";
import { defineRoute } from "../http/route";
import { moveFamily } from "../services/directory/move-family";

/** Moving a family to another family database (docs/features/several-databases.md "Moving a family"). */
export const adminMoveRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/admin/families/:familyId/move",
    summary:
      "Moves a family and its accounts to another family database: its writes answer 503 `moving` for the seconds it takes, its rows are copied and checked, the directory points there, its phones reconnect.",
    tag: "admin",
    access: "admin",
    params: moveFamilyParams,
    body: moveFamilyBody,
    answer: { status: 200, description: "Where the family was and is, and the rows copied per table.", schema: movedFamilyAnswer },
    errors: {
      invalid_body: "`to` is no family database this deployment declares.",
      not_found: "No such family.",
      conflict: "The family is in that database already, is being moved already, or its copy did not check out (then nothing moved).",
      unavailable: "A database failed during the copy: the move was undone and the family is where it was.",
    },
    options: { stepUp: true },
    // The sample family is in DB_00: a move there changes nothing.
    example: { params: { familyId: "{familyId}" }, body: { to: "DB_00" }, status: 409, foreign: [403] },
    handler: async (c, { params, body }) => c.json(await moveFamily(c.env, params.familyId, body.to)),
  }),
];
