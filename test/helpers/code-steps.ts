import { expect } from "vitest";
import { call, json } from "./api";
import { keyFromBase32 } from "@worker/lib/totp";
import { PASSWORD, type TestUser } from "./factories";
import { freshCode } from "./second-factor";

/** The password step of a sign-in, with the factories' password. */
export const passwordStep = (user: TestUser) => call("POST", "/api/auth/login", { body: { username: user.username, password: PASSWORD } });

/** A new sign-in of an enrolled administrator up to its code step: the `mfaToken` (and no session). */
export async function mfaTokenOf(user: TestUser): Promise<string> {
  const answer = await passwordStep(user);
  expect(answer.status).toBe(200);
  const body = await json<{ mfaRequired?: boolean; mfaToken?: string; token?: string }>(answer);
  expect(body.mfaRequired).toBe(true);
  expect(body.token).toBeUndefined();
  return body.mfaToken!;
}

export const codeStep = (mfaToken: string, code: string) => call("POST", "/api/auth/login/totp", { body: { mfaToken, code } });
export const stepUp = (token: string, code: string) => call("POST", "/api/auth/step-up", { token, body: { code } });

export const enrolmentSetup = (token: string, body?: unknown) => call("POST", "/api/auth/totp/setup", { token, body });
export const enrolmentEnable = (token: string, code: string) => call("POST", "/api/auth/totp/enable", { token, body: { code } });

/** The enrolment-only session of an administrator not enrolled yet (the password alone). */
export async function enrolSession(admin: Pick<TestUser, "username">): Promise<string> {
  const answer = await call("POST", "/api/auth/login", { body: { username: admin.username, password: PASSWORD } });
  return (await json<{ token: string }>(answer)).token;
}

/** Enrols through both steps with `enrolmentCode`: the recovery codes. */
export async function enrol(token: string, enrolmentCode: string): Promise<{ key: Uint8Array; recoveryCodes: string[] }> {
  const started = await enrolmentSetup(token, { enrolmentCode });
  expect(started.status).toBe(200);
  const key = keyFromBase32((await json<{ secret: string }>(started)).secret)!;
  const enabled = await enrolmentEnable(token, await freshCode(key));
  expect(enabled.status).toBe(200);
  return { key, ...(await json<{ recoveryCodes: string[] }>(enabled)) };
}
