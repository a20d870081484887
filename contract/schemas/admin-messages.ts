import * as v from "valibot";
import { instantAnswer, nullableInstantAnswer } from "./common";

/** An administrator message as an ordinary user sees it (docs/decisions.md#administrator-messages). */
export const userAdminMessageAnswer = v.strictObject({
  id: v.string(),
  title: v.string(),
  message: v.string(),
  createdAt: instantAnswer,
  isRead: v.boolean(),
  readAt: nullableInstantAnswer,
});
export type UserAdminMessage = v.InferOutput<typeof userAdminMessageAnswer>;
