import { CHALLENGE_MAX_AGE_MS, CHALLENGE_MIN_AGE_MS, CHALLENGE_OPERAND_MAX, CHALLENGE_OPERAND_MIN } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { ErrorBody } from "@contract/errors";
import type { Challenge } from "@contract/schemas/auth";
import { authTokens } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { hashToken, hmacHex, newId, safeEqual } from "@worker/lib/crypto";
import { HttpError, invalid } from "@worker/lib/http-error";
import { signToken, verifyToken } from "@worker/lib/jwt";
import { iso } from "@worker/lib/time";

function operand(): number {
  const span = CHALLENGE_OPERAND_MAX - CHALLENGE_OPERAND_MIN + 1;
  return CHALLENGE_OPERAND_MIN + (crypto.getRandomValues(new Uint32Array(1))[0]! % span);
}

/** The answer is kept in the token only as an HMAC, so reading the token does not solve it. */
const answerHash = (secret: string, jti: string, answer: number) => hmacHex(secret, `${jti}:${answer}`);

export async function issueChallenge(secret: string, now = Date.now()): Promise<Challenge> {
  const a = operand();
  const b = operand();
  const jti = newId();
  const securityToken = await signToken(secret, "familyhub-challenge", { jti, ah: answerHash(secret, jti, a + b) }, { issuedAt: now });
  return { a, b, securityToken };
}

/**
 * Enforces on the server what the registration form checks on the client: the token is ours, at least
 * 5 s and at most 30 min old, used once, and the answer is the sum. The token is spent before the
 * answer is compared, so one challenge allows one guess.
 */
export async function consumeChallenge(db: Db, secret: string, securityToken: string, answer: number | string, now = Date.now()) {
  const payload = await verifyToken(secret, "familyhub-challenge", securityToken);
  if (!payload || typeof payload.jti !== "string" || typeof payload.ah !== "string" || typeof payload.iat !== "number") {
    throw invalid(m.challengeExpired);
  }
  const age = now - payload.iat * 1000;
  if (age < CHALLENGE_MIN_AGE_MS) throw invalid(m.tooFast);
  if (age > CHALLENGE_MAX_AGE_MS) throw invalid(m.challengeExpired);

  const spent = await db
    .insert(authTokens)
    .values({
      tokenHash: hashToken(payload.jti),
      kind: "challenge",
      expiresAt: iso(payload.iat * 1000 + CHALLENGE_MAX_AGE_MS),
      usedAt: iso(now),
      createdAt: iso(now),
    })
    .onConflictDoNothing()
    .returning({ tokenHash: authTokens.tokenHash });
  if (spent.length === 0) throw invalid(m.challengeUsed);

  const given = typeof answer === "number" ? answer : Number(answer.trim());
  if (!Number.isInteger(given) || !safeEqual(answerHash(secret, payload.jti, given), payload.ah)) {
    throw new HttpError("invalid_body", m.wrongAnswer);
  }
}

/**
 * 401 `challenge_required`: a sign-in that only the per-username ceiling stops, from a device that
 * never signed in to the account. The body carries a fresh challenge; the sign-in sent again with
 * its answer passes the ceiling (docs/features/auth.md#known-devices).
 */
export class ChallengeRequiredError extends HttpError {
  constructor(readonly challenge: Challenge) {
    super("challenge_required", m.challengeRequired);
  }

  override body(requestId: string): ErrorBody {
    return { ...super.body(requestId), challenge: this.challenge };
  }
}
