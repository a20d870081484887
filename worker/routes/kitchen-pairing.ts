import * as v from "valibot";
import { KITCHEN_PAIR_TRIES_PER_HOUR, KITCHEN_PAIRINGS_PER_HOUR, KITCHEN_SCREENS_PER_FAMILY } from "@contract/kitchen-limits";
import { PASSWORD_CONFIRMS_PER_ACCOUNT } from "@contract/limits";
import { dimBody, kitchenDimAnswer, screenTimesBody, screenScheduleAnswer } from "@contract/schemas/kitchen";
import { kitchenScreenAnswer, pairBody, pairedAnswer, pairingAnswer, pairingBody } from "@contract/schemas/kitchen-screens";
import { defineRoute } from "../http/route";
import { auditOf, requestNetwork } from "../http/security-log";
import { appOrigin } from "../lib/origin";
import { setDim, setSchedule } from "../services/kitchen/dim";
import { createPairing, databaseOfPairingCode, listScreens, pairScreen, revokeScreen } from "../services/kitchen/screens";
import { databasesOf, openSession } from "../middleware/db";
import { takeThrottle } from "../services/throttle";

/** Pairing a kitchen screen from a parent's phone, the family's screens and when they dim (docs/features/kitchen.md "The kitchen screen's session", "Night"). */

const tag = "kitchen";

export const kitchenPairingRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/kitchen/pairings",
    summary: "A one-use pairing code for a kitchen screen, valid 10 minutes.",
    tag,
    access: "family",
    body: pairingBody,
    options: { primary: true },
    answer: { status: 201, description: "The code (shown once; stored only as its hash) and when it expires.", schema: pairingAnswer },
    errors: {
      forbidden: "The account's password (`password`) is wrong: every device credential asks for it again.",
      quota_exceeded: `The family has ${KITCHEN_SCREENS_PER_FAMILY} screens already.`,
      rate_limited: `More than ${KITCHEN_PAIRINGS_PER_HOUR} codes by this user in an hour, or ${PASSWORD_CONFIRMS_PER_ACCOUNT} tries of the account's password (with app passwords).`,
    },
    example: { body: { password: "{password}" }, status: 201, foreign: "own" },
    handler: async (c, { familyId, caller, body }) => {
      const db = c.get("db");
      await takeThrottle(db, c.env.JWT_SECRET, [{ action: "kitchen-pairing", by: caller.userId, limit: KITCHEN_PAIRINGS_PER_HOUR }]);
      return createPairing({ db, secret: c.env.JWT_SECRET }, familyId, caller.userId, body.password);
    },
  }),
  defineRoute({
    method: "POST",
    path: "/api/kitchen/pair",
    summary: "A tablet exchanges a pairing code for its kitchen screen's token.",
    tag,
    access: "public",
    tells: ["kitchen_updated"],
    body: pairBody,
    options: { primary: true },
    answer: {
      status: 201,
      description: "The screen's bearer token (`kitchen.…`, shown once), the screen, its family and the family's time zone.",
      schema: pairedAnswer,
    },
    errors: {
      quota_exceeded: `The code's family has ${KITCHEN_SCREENS_PER_FAMILY} screens already (the code stays unused).`,
      rate_limited: `More than ${KITCHEN_PAIR_TRIES_PER_HOUR} pairings from this network in an hour.`,
    },
    example: { body: { code: "{pairingCode}", name: "Køkur" }, status: 201, foreign: "own" },
    handler: async (c, { body }) => {
      await takeThrottle(c.get("db"), c.env.JWT_SECRET, [{ action: "kitchen-pair", by: requestNetwork(c), limit: KITCHEN_PAIR_TRIES_PER_HOUR }]);
      // The code is typed on the tablet, so it names no database: the one whose family made it is asked for.
      const home = (await databaseOfPairingCode(databasesOf(c).familyDbs(), body.code)) ?? "DB_00";
      openSession(c, "first-primary", home);
      return pairScreen({ db: c.get("db"), dbName: home, origin: appOrigin(c), audit: auditOf(c) }, body);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/api/kitchen/screens",
    summary: "The family's paired kitchen screens.",
    tag,
    access: "family",
    answer: { status: 200, description: "Oldest first.", schema: v.array(kitchenScreenAnswer) },
    example: { status: 200, foreign: "own" },
    handler: async (c, { familyId }) => c.json(await listScreens(c.get("db"), familyId)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/kitchen/screens/:id",
    summary: "Revokes a kitchen screen: its next call is refused.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    options: { primary: true },
    answer: { status: 204, description: "Revoked." },
    errors: { not_found: "No such screen in the caller's family." },
    example: { params: { id: "{screenId}" }, status: 204, foreign: [404] },
    handler: (c, { familyId, params }) => revokeScreen(c.get("db"), familyId, params.id),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/kitchen/dim",
    summary: "Sets the hours the family's kitchen screens dim (on the family's clock), or never.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    body: dimBody,
    answer: { status: 200, description: "The setting as saved.", schema: v.strictObject({ dim: kitchenDimAnswer }) },
    example: { body: { dim: { from: 22, to: 7 } }, status: 200, foreign: "own" },
    handler: (c, { familyId, body }) => setDim(c.get("db"), familyId, body.dim),
  }),
  defineRoute({
    method: "PUT",
    path: "/api/kitchen/schedule",
    summary: "Sets each weekday's own times the family's kitchen screens are on (on the family's clock), or none.",
    tag,
    access: "family",
    tells: ["kitchen_updated"],
    body: screenTimesBody,
    answer: { status: 200, description: "The setting as saved (none when no day has times).", schema: v.strictObject({ schedule: screenScheduleAnswer }) },
    example: {
      body: {
        schedule: [
          null,
          { on: "06:30", off: "21:00" },
          { on: "06:30", off: "21:00" },
          { on: "06:30", off: "21:00" },
          { on: "06:30", off: "21:00" },
          { on: "06:30", off: "22:00" },
          null,
        ],
      },
      status: 200,
      foreign: "own",
    },
    handler: (c, { familyId, body }) => setSchedule(c.get("db"), familyId, body.schedule),
  }),
];
