import * as v from "valibot";
import { APP_PASSWORD_NAME_MAX } from "../caldav-limits";
import { caldavMessages as m } from "../messages";
import { confirmMessages } from "../confirm-messages";
import { confirmPasswordSchema, missingField } from "./confirm";
import { instantAnswer, nullableInstantAnswer } from "./common";

/** POST /api/caldav/app-passwords: the device's name, trimmed, 1–APP_PASSWORD_NAME_MAX characters, and the account's password. */
export const createAppPasswordBody = v.object(
  {
    name: v.pipe(v.string(m.nameRequired), v.trim(), v.minLength(1, m.nameRequired), v.maxLength(APP_PASSWORD_NAME_MAX, m.nameTooLong(APP_PASSWORD_NAME_MAX))),
    password: confirmPasswordSchema,
  },
  missingField({ password: confirmMessages.passwordRequired }, m.nameRequired),
);
export type CreateAppPasswordBody = v.InferOutput<typeof createAppPasswordBody>;

/** One app password as the list shows it: never its secret. */
export const appPasswordAnswer = v.strictObject({
  id: v.string(),
  name: v.string(),
  createdAt: instantAnswer,
  lastUsedAt: nullableInstantAnswer,
});
export type AppPassword = v.InferOutput<typeof appPasswordAnswer>;

export const appPasswordListAnswer = v.array(appPasswordAnswer);

/** The answer to its creation, the only time the secret is shown. */
export const createdAppPasswordAnswer = v.strictObject({
  id: v.string(),
  name: v.string(),
  password: v.string(),
  createdAt: instantAnswer,
});
export type CreatedAppPassword = v.InferOutput<typeof createdAppPasswordAnswer>;
