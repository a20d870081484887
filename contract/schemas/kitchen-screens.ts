import * as v from "valibot";
import { kitchenMessages as k } from "../kitchen-messages";
import { KITCHEN_PAIRING_CODE_LENGTH, KITCHEN_SCREEN_NAME_MAX } from "../kitchen-limits";
import { instantAnswer, nullableInstantAnswer } from "./common";
import { confirmMessages } from "../confirm-messages";
import { confirmPasswordSchema } from "./confirm";

/** Pairing a kitchen screen and the screens themselves (docs/features/kitchen.md "The kitchen screen's session"). */
export const pairingAnswer = v.strictObject({ code: v.string(), expiresAt: instantAnswer });
export type Pairing = v.InferOutput<typeof pairingAnswer>;

/** POST /api/kitchen/pairings (a parent's phone): the account's password. */
export const pairingBody = v.strictObject({ password: confirmPasswordSchema }, confirmMessages.passwordRequired);
export type PairingBody = v.InferInput<typeof pairingBody>;

/** POST /api/kitchen/pair (the tablet, signed out): the code, any case, spaces and dashes ignored. */
export const pairBody = v.strictObject({
  code: v.pipe(
    v.string(k.codeInvalid),
    v.transform((code) => code.replace(/[\s-]/g, "").toUpperCase()),
    v.length(KITCHEN_PAIRING_CODE_LENGTH, k.codeInvalid),
  ),
  name: v.pipe(v.string(k.screenNameBlank), v.trim(), v.minLength(1, k.screenNameBlank), v.maxLength(KITCHEN_SCREEN_NAME_MAX, k.screenNameTooLong)),
});
export type PairBody = v.InferInput<typeof pairBody>;

export const kitchenScreenAnswer = v.strictObject({
  id: v.string(),
  name: v.string(),
  createdAt: instantAnswer,
  lastSeenAt: nullableInstantAnswer,
});
export type KitchenScreen = v.InferOutput<typeof kitchenScreenAnswer>;

/** The tablet's credential: sent as `Authorization: Bearer <token>`, shown once, stored only as its hash. */
export const pairedAnswer = v.strictObject({ token: v.string(), screen: kitchenScreenAnswer, familyId: v.string(), timeZone: v.string() });
export type Paired = v.InferOutput<typeof pairedAnswer>;
