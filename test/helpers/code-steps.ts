import { expect } from "vitest";
import { call, json } from "./api";
import { PASSWORD, type TestUser } from "./factories";

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
