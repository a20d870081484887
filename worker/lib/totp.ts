import { createTOTPKeyURI, generateHOTP, verifyHOTP } from "@oslojs/otp";
import { decodeBase32IgnorePadding, encodeBase32LowerCaseNoPadding, encodeBase32UpperCaseNoPadding } from "@oslojs/encoding";

/**
 * RFC 6238 TOTP as administrators' authenticator apps compute it: HMAC-SHA-1, 6 digits, 30-second
 * steps. Pure: the time is passed in, so tests and scripts compute any step's code. No path aliases
 * (scripts/local-admin.mjs and the browser tests' set-up import it under Node).
 */
const TOTP_DIGITS = 6;
const TOTP_PERIOD_SECONDS = 30;
const KEY_BYTES = 20;

export const totpStep = (now: number) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

export const newTotpKey = () => crypto.getRandomValues(new Uint8Array(KEY_BYTES));

/** The key as authenticator apps take it typed in: base32, upper case, no padding. */
export const base32Key = (key: Uint8Array) => encodeBase32UpperCaseNoPadding(key);

/** A base32 key as typed or stored in `.dev.vars` (any case, spaces and padding ignored), or null. */
export function keyFromBase32(text: string): Uint8Array | null {
  try {
    const key = decodeBase32IgnorePadding(text.replace(/\s+/g, "").toUpperCase());
    return key.length >= 10 ? key : null;
  } catch {
    return null;
  }
}

export const totpCode = (key: Uint8Array, step: number) => generateHOTP(key, BigInt(step), TOTP_DIGITS);

/** The otpauth:// URI an app reads from a QR code or a link. */
export const totpUri = (key: Uint8Array, issuer: string, account: string) => createTOTPKeyURI(issuer, account, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);

/**
 * The time step whose code `code` is, among now ± `window` steps and newer than `lastStep` (so a
 * code is accepted once, and never one older than the last accepted), or null.
 */
export function matchingStep(key: Uint8Array, code: string, lastStep: number | null, now: number, window: number): number | null {
  const digits = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const current = totpStep(now);
  for (let step = current - window; step <= current + window; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, digits)) return step;
  }
  return null;
}

const RECOVERY_CHARS = 16;

/** A recovery code: 16 base32 characters (80 bits) shown in groups of four. */
export function newRecoveryCode(): string {
  const text = encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(10))).slice(0, RECOVERY_CHARS);
  return text.match(/.{4}/g)?.join("-") ?? text;
}

/** A typed recovery code in its stored form (lower case, no dashes or spaces), or null when it cannot be one. */
export function normalRecoveryCode(code: string): string | null {
  const plain = code.replace(/[\s-]+/g, "").toLowerCase();
  return new RegExp(`^[a-z2-7]{${RECOVERY_CHARS}}$`).test(plain) ? plain : null;
}
