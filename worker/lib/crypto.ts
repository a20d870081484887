import { sha256 } from "@oslojs/crypto/sha2";
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase32LowerCaseNoPadding, encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

const encoder = new TextEncoder();

export function newId(): string {
  return crypto.randomUUID();
}

/** 256 bits of randomness, URL-safe: for links and tickets sent to the client. */
export function randomToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

/** A short code a person can type (invites): 10 base32 characters, 50 bits. */
export function randomCode(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(7))).slice(0, 10);
}

/** Tokens are stored only as their hash, so a database leak gives no usable link. */
export function hashToken(token: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(token)));
}

export function hmacHex(secret: string, message: string): string {
  return encodeHexLowerCase(hmac(SHA256, encoder.encode(secret), encoder.encode(message)));
}

export function safeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  return left.length === right.length && constantTimeEqual(left, right);
}
