import * as v from "valibot";
import { apiMessages } from "../messages";
import { cursorSchema } from "../paging";
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

/** The query of `GET /api/admin-messages`: none for the newest page, `before` for an older one (docs/api.md "Paging in headers"). */
export const userAdminMessagesQuery = v.object({ before: v.optional(cursorSchema(apiMessages.cursorInvalid)) });

/** A page of the administrators' messages as the service answers it, newest first. */
export interface UserAdminMessagePage {
  messages: UserAdminMessage[];
  nextBefore: string | null;
}
