import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@contract/limits";
import { adminApiMessages as en, adminSystemTexts, adminTexts, apiMessages as fo } from "@contract/messages";
import { backupMessages } from "@contract/backup-messages";
import { call, type CallOptions, errorBody } from "@test/helpers/api";
import { createUser } from "@test/helpers/factories";

interface Case {
  name: string;
  method: string;
  path: string;
  /** Who calls: nobody, a family member, an administrator. */
  as: "anonymous" | "member" | "admin";
  options?: CallOptions;
  status: number;
  message: string;
  issues?: { path: string; message: string }[];
}

// The generic refusals any route may answer, each sent to an admin route: all English.
const adminCases: Case[] = [
  { name: "no token", method: "GET", path: "/api/admin/stats", as: "anonymous", status: 401, message: en.unauthenticated },
  {
    name: "an invalid token",
    method: "GET",
    path: "/api/admin/users",
    as: "anonymous",
    options: { token: "not.a.token" },
    status: 401,
    message: en.unauthenticated,
  },
  { name: "a family member", method: "GET", path: "/api/admin/stats", as: "member", status: 403, message: adminTexts.adminOnly },
  { name: "malformed JSON", method: "POST", path: "/api/admin/users", as: "admin", options: { rawBody: "{" }, status: 400, message: en.malformedJson },
  {
    name: "a body that is not JSON",
    method: "POST",
    path: "/api/admin/users",
    as: "admin",
    options: { rawBody: "username=a", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
    status: 400,
    message: en.invalidBody,
  },
  { name: "an array body", method: "POST", path: "/api/admin/users", as: "admin", options: { body: [] }, status: 400, message: en.invalidBody },
  {
    name: "New User's keys missing",
    method: "POST",
    path: "/api/admin/users",
    as: "admin",
    options: { body: {} },
    status: 400,
    message: adminSystemTexts.usernameRequired,
    issues: [
      { path: "username", message: adminSystemTexts.usernameRequired },
      { path: "email", message: adminSystemTexts.emailInvalid },
      { path: "password", message: adminSystemTexts.passwordRequired },
    ],
  },
  {
    name: "the export's format missing",
    method: "POST",
    path: "/api/admin/system/backup/export",
    as: "admin",
    options: { body: {} },
    status: 400,
    message: backupMessages.formatJson,
  },
  {
    name: "a body over the limit",
    method: "POST",
    path: "/api/admin/messages",
    as: "admin",
    options: { rawBody: JSON.stringify({ title: "x", message: "y".repeat(MAX_BODY_BYTES) }) },
    status: 413,
    message: en.tooLarge,
  },
  { name: "an unknown admin path", method: "GET", path: "/api/admin/no-such-view", as: "admin", status: 404, message: en.notFound },
];

async function send({ method, path, as, options }: Case): Promise<Response> {
  const token = as === "anonymous" ? undefined : (await createUser({ isAdmin: as === "admin" })).token;
  return call(method, path, { token, ...options });
}

describe("generic errors under /api/admin", () => {
  it.each(adminCases)("$name answers $status in English", async (example) => {
    const response = await send(example);
    expect(response.status).toBe(example.status);
    const body = await errorBody(response);
    expect(body.message).toBe(example.message);
    if (example.issues) expect(body.issues).toEqual(example.issues);
  });

  it("the English texts are the Faroese set's counterparts, none left untranslated", () => {
    for (const [key, text] of Object.entries(en)) expect(text).not.toBe(fo[key as keyof typeof en]);
  });
});

describe("the same errors on family routes", () => {
  it("stay Faroese", async () => {
    const member = await createUser();
    const anonymous = await errorBody(await call("GET", "/api/auth/me"));
    expect(anonymous.message).toBe(fo.unauthenticated);
    const malformed = await call("POST", "/api/support/tickets", { token: member.token, rawBody: "{" });
    expect(malformed.status).toBe(400);
    expect((await errorBody(malformed)).message).toBe(fo.malformedJson);
    expect((await errorBody(await call("GET", "/api/no-such-path"))).message).toBe(fo.notFound);
  });
});
