import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { SignJWT } from "jose";
import { isPlaceholderContact } from "../placeholder-contact";

/**
 * Voluntary Application Server Identification (RFC 8292): an ES256 JWT naming the push service's
 * origin (`aud`), a lifetime of at most 24 hours (`exp`) and a contact (`sub`, a real `mailto:` or
 * `https:`: Apple refuses placeholders), sent with the server's public key.
 */

export interface VapidKeys {
  /** The uncompressed P-256 point (65 bytes), base64url: what browsers take as `applicationServerKey`. */
  publicKey: string;
  /** The private scalar `d` (32 bytes), base64url. */
  privateKey: string;
  subject: string;
}

interface VapidEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  MAIL_FROM: string;
  LOCAL_DEV?: string;
}

/** Placeholder contacts already reported by this isolate: the error is logged once each, not per request. */
const reportedPlaceholders = new Set<string>();

/**
 * The deployment's keys and contact (docs/deploy.md#push-notifications), or null when it has none.
 * Null too, outside local development, when the contact is still a placeholder: a push service
 * would see no way to reach the operator (Apple refuses it), so nothing is pushed until it is set,
 * and the log says why.
 */
export function vapidFromEnv(env: VapidEnv): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  const subject = env.VAPID_SUBJECT || `mailto:${env.MAIL_FROM}`;
  if (env.LOCAL_DEV !== "true" && isPlaceholderContact(subject)) {
    if (!reportedPlaceholders.has(subject)) {
      reportedPlaceholders.add(subject);
      console.error(
        `Push refused: the VAPID contact "${subject}" is a placeholder (${env.VAPID_SUBJECT ? "VAPID_SUBJECT" : "MAIL_FROM"}); set VAPID_SUBJECT to a real mailto: or https: address (docs/deploy.md#push-notifications). No push is sent until then.`,
      );
    }
    return null;
  }
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
}

/** Well below the 24 hours RFC 8292 allows, so a push service's clock a little ahead never refuses it. */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

async function signingKey(keys: VapidKeys): Promise<CryptoKey> {
  const point = decodeBase64urlIgnorePadding(keys.publicKey);
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: encodeBase64urlNoPadding(point.slice(1, 33)),
    y: encodeBase64urlNoPadding(point.slice(33, 65)),
    d: keys.privateKey,
  };
  return crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
}

/**
 * Tokens already signed, per key, contact and push service: one is reused while more than half its
 * life is left, so a run that pushes to thousands of devices signs once per push service.
 */
const signedTokens = new Map<string, { header: string; issuedAt: number; expiresAt: number }>();

/** The `Authorization` header for a push to `endpoint`: `vapid t=<JWT>, k=<public key>`. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, now = Date.now()): Promise<string> {
  const audience = new URL(endpoint).origin;
  const cacheKey = `${keys.publicKey} ${keys.subject} ${audience}`;
  const cached = signedTokens.get(cacheKey);
  if (cached && cached.issuedAt <= now && cached.expiresAt - now > (VAPID_TOKEN_SECONDS * 1000) / 2) return cached.header;
  const expiresAt = Math.floor(now / 1000) + VAPID_TOKEN_SECONDS;
  const token = await new SignJWT({ sub: keys.subject })
    .setProtectedHeader({ typ: "JWT", alg: "ES256" })
    .setAudience(audience)
    .setExpirationTime(expiresAt)
    .sign(await signingKey(keys));
  const header = `vapid t=${token}, k=${keys.publicKey}`;
  signedTokens.set(cacheKey, { header, issuedAt: now, expiresAt: expiresAt * 1000 });
  return header;
}

/** A fresh key pair, as `npm start` writes it into `.dev.vars` and docs/deploy.md has production create it. */
export async function generateVapidKeys(): Promise<Pick<VapidKeys, "publicKey" | "privateKey">> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  if (jwk instanceof ArrayBuffer || !jwk.d) throw new Error("a P-256 private key exports its d");
  const point = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return { publicKey: encodeBase64urlNoPadding(point), privateKey: jwk.d };
}
