import { hashToken, hmacHex } from "./crypto";

/** Marks a digest made under the server key; a stored recovery code without it is a plain SHA-256 from before. */
const KEYED = "hmac1:";

/**
 * A recovery code as stored: HMAC-SHA-256 over the administrator's id and the normalised code, under
 * a key derived from JWT_SECRET for this purpose alone. A copy of the database without the secret
 * gives nothing to test guesses against, and the same code of two administrators stores differently.
 * Keyed rather than a slow hash: the spend looks the code up by equality in the one statement that
 * spends it, and JWT_SECRET already seals the TOTP keys these codes stand in for, so rotating it
 * costs nothing more than it already does (every administrator enrols again).
 */
export function recoveryCodeDigest(secret: string, userId: string, plain: string): string {
  return `${KEYED}${hmacHex(hmacHex(secret, "familyhub recovery codes"), `${userId}\n${plain}`)}`;
}

/** Every stored form of a recovery code: the keyed one, and the plain SHA-256 of codes made before it (valid until used). */
export const recoveryCodeDigests = (secret: string, userId: string, plain: string): [string, string] => [
  recoveryCodeDigest(secret, userId, plain),
  hashToken(plain),
];
