import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { clientKey, clientNetwork } from "@worker/lib/client";
import { HttpError } from "@worker/lib/http-error";
import { issueChallenge } from "@worker/services/auth/challenge";
import { login as loginService } from "@worker/services/auth/login";
import { call, freshClient } from "./api";
import { familyDb } from "@worker/db/databases";
import { directory, PASSWORD } from "./factories";

export interface SignIn {
  username: string;
  password?: string;
  client?: string;
  /** The Cookie header the device sends. */
  cookie?: string;
  challenge?: { securityToken: string; answer: number | string };
}

/** POST /api/auth/login as a phone sends it, from `client`. */
export const signIn = ({ username, password = PASSWORD, client = freshClient(), cookie, challenge }: SignIn) =>
  call("POST", "/api/auth/login", {
    body: { username, password, rememberMe: false, ...challenge },
    headers: { "CF-Connecting-IP": client, ...(cookie ? { Cookie: cookie } : {}) },
  });

/** The device cookie a sign-in answer leaves, as the device sends it back (`name=value`). */
export function deviceCookieOf(response: Response): string {
  const header = response.headers.get("Set-Cookie");
  expect(header, "the sign-in leaves a device cookie").toMatch(/^fh_device_[0-9a-f]{16}=[^;]+;/);
  return header!.split(";")[0]!;
}

/** What a guess answered: "signed in", the error's code, and a 429's Retry-After in seconds. */
export interface Guessed {
  code: string;
  retryAfter?: number;
}

/**
 * A wrong guess through the sign-in service, with a password check that only answers "wrong" (no
 * scrypt), at a chosen time. `address` is the client address as sent; `challenged` sends a
 * challenge answered at that time (issued 6 s before it).
 */
export async function guessAt(username: string, address: string, now: number, challenged = false): Promise<Guessed> {
  const check = async () => false as const;
  const deps = {
    db: directory,
    familyDb: (name: Parameters<typeof familyDb>[1]) => familyDb(env, name),
    secret: env.JWT_SECRET,
    client: clientKey(address),
    network: clientNetwork(address),
    defer: () => undefined,
    verify: check,
    verifyUnknown: check,
  };
  const challenge = challenged ? await issueChallenge(env.JWT_SECRET, now - 6_000) : undefined;
  const answer = challenge ? { securityToken: challenge.securityToken, answer: challenge.a + challenge.b } : {};
  return loginService(deps, { username, password: "wrong-guess", rememberMe: false, ...answer }, now).then(
    () => ({ code: "signed in" }),
    (error: unknown) =>
      error instanceof HttpError
        ? { code: error.code, retryAfter: error.headers?.["Retry-After"] ? Number(error.headers["Retry-After"]) : undefined }
        : { code: "bug" },
  );
}

/** The code a wrong guess at `now` answers. */
export const guess = async (username: string, address: string, now: number) => (await guessAt(username, address, now)).code;
