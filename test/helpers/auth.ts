import { env } from "cloudflare:workers";
import { desc, eq } from "drizzle-orm";
import { outbox } from "@worker/db/schema";
import { issueChallenge } from "@worker/services/auth/challenge";
import { call } from "./api";
import { directory, uniqueName } from "./factories";

/** A solved challenge issued `ageMs` ago (the server wants at least 5 s). */
export async function solvedChallenge(ageMs = 6_000) {
  const { a, b, securityToken } = await issueChallenge(env.JWT_SECRET, Date.now() - ageMs);
  return { securityToken, answer: a + b };
}

export async function registrationBody(overrides: Record<string, unknown> = {}) {
  const username = uniqueName("reg");
  return {
    username,
    email: `${username}@example.test`,
    password: "a-long-enough-password",
    website: "",
    ...(await solvedChallenge()),
    ...overrides,
  };
}

export const register = async (overrides: Record<string, unknown> = {}) => {
  const body = await registrationBody(overrides);
  return { body, response: await call("POST", "/api/auth/register", { body }) };
};

/** The newest mail sent to an address through the outbox transport, right now. */
export async function mailTo(address: string) {
  const [mail] = await directory.select().from(outbox).where(eq(outbox.recipient, address)).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(1);
  return mail;
}

/** Mail is sent after the answer (so timing reveals nothing): wait for the newest one newer than `since`. */
export async function lastMailTo(address: string, since = 0, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await mailTo(address);
    if (mail && Date.parse(mail.createdAt) >= since) return mail;
    if (Date.now() > deadline) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The token in the first link of a mail body (`?token=…`). */
export function tokenInMail(body: string): string {
  const match = /[?&]token=([^\s&]+)/.exec(body);
  if (!match?.[1]) throw new Error(`No token link in mail:\n${body}`);
  return decodeURIComponent(match[1]);
}
