import { CHALLENGE_MAX_AGE_MS, CHALLENGE_MIN_AGE_MS } from "@contract/limits";
import { apiMessages } from "@contract/messages";
import { foAuth } from "@web/i18n/fo/auth";

export interface RegistrationCheckInput {
  honeypot: string;
  answer: string;
  a: number;
  b: number;
  /** When the question arrived, and now (ms). */
  loadedAt: number;
  now: number;
  human: boolean;
}

type RegistrationCheckFailure = "honeypot" | "wrongAnswer" | "tooFast" | "expired" | "notHuman";

/** The submit-time checks, in this order: honeypot, answer, time, human box; the first failure wins (docs/features/auth.md). */
export function checkRegistration(input: RegistrationCheckInput): RegistrationCheckFailure | null {
  if (input.honeypot !== "") return "honeypot";
  const answer = input.answer.trim();
  if (!/^-?\d+$/.test(answer) || Number(answer) !== input.a + input.b) return "wrongAnswer";
  const elapsed = input.now - input.loadedAt;
  if (elapsed < CHALLENGE_MIN_AGE_MS) return "tooFast";
  if (elapsed > CHALLENGE_MAX_AGE_MS) return "expired";
  if (!input.human) return "notHuman";
  return null;
}

export const registrationFailureText: Record<RegistrationCheckFailure, string> = {
  honeypot: apiMessages.honeypot,
  wrongAnswer: apiMessages.wrongAnswer,
  tooFast: apiMessages.tooFast,
  expired: apiMessages.challengeExpired,
  notHuman: foAuth.notHuman,
};

/** A wrong answer or an expired question gets a new question (docs/decisions.md#accounts-and-sign-in). */
export function needsNewChallenge(failure: RegistrationCheckFailure): boolean {
  return failure === "wrongAnswer" || failure === "expired";
}
