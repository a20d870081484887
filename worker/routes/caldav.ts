import { PASSWORD_CONFIRMS_PER_ACCOUNT } from "@contract/limits";
import { APP_PASSWORD_NAME_MAX, APP_PASSWORDS_PER_USER } from "@contract/caldav-limits";
import { appPasswordListAnswer, createAppPasswordBody, createdAppPasswordAnswer } from "@contract/schemas/caldav";
import { defineRoute } from "../http/route";
import { auditOf } from "../http/security-log";
import { appOrigin } from "../lib/origin";
import { createAppPassword, deleteAppPassword, listAppPasswords } from "../services/caldav/app-passwords";

/** The app passwords phones sign in to CalDAV with (docs/features/caldav.md "Sign-in"); the CalDAV server itself is worker/caldav/. */
const tag = "caldav";
const notForAdmins = "The caller is an administrator: administrators have no app passwords.";

export const caldavRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/caldav/app-passwords",
    summary:
      "Makes an app password for a named device (the account's password confirms it): the CalDAV password, shown in this answer only; the account is mailed.",
    tag,
    access: "family",
    body: createAppPasswordBody,
    answer: { status: 201, description: "The new app password with its secret (`password`), never shown again.", schema: createdAppPasswordAnswer },
    errors: {
      invalid_body: `The name is blank or longer than ${APP_PASSWORD_NAME_MAX} characters.`,
      quota_exceeded: `The caller has ${APP_PASSWORDS_PER_USER} app passwords already.`,
      forbidden: `The account's password is wrong (\`password\`: every device credential asks for it again), or ${notForAdmins.charAt(0).toLowerCase()}${notForAdmins.slice(1)}`,
      rate_limited: `More than ${PASSWORD_CONFIRMS_PER_ACCOUNT} tries of the account's password (app passwords and pairing codes together) in an hour.`,
    },
    options: { primary: true },
    example: { body: { name: "iPhone hjá Rók", password: "{password}" }, status: 201, foreign: "own" },
    handler: (c, { caller, body }) => createAppPassword({ db: c.get("db"), secret: c.env.JWT_SECRET, origin: appOrigin(c), audit: auditOf(c) }, caller, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/caldav/app-passwords",
    summary: "The caller's app passwords, newest first, with when each was last used (to the hour); never their secrets.",
    tag,
    access: "family",
    answer: { status: 200, description: "The list.", schema: appPasswordListAnswer },
    errors: { forbidden: notForAdmins },
    options: { primary: true },
    example: { status: 200, foreign: "own" },
    handler: async (c, { caller }) => c.json(await listAppPasswords(c.get("db"), caller)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/caldav/app-passwords/:id",
    summary: "Revokes one of the caller's app passwords: the device's next CalDAV request is refused.",
    tag,
    access: "family",
    answer: { status: 204, description: "Revoked." },
    errors: { not_found: "No app password of the caller's with this id.", forbidden: notForAdmins },
    options: { primary: true },
    example: { params: { id: "{appPasswordId}" }, status: 204, foreign: [404] },
    handler: (c, { caller, params }) => deleteAppPassword(c.get("db"), caller, params.id),
  }),
];
