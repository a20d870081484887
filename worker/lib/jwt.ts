import { SignJWT, jwtVerify, errors } from "jose";

const ISSUER = "familyhub";
/** The one signing algorithm of every token (the admin panel's Authentication view reports it). */
export const TOKEN_ALGORITHM = "HS256";
const encoder = new TextEncoder();

/**
 * The HMAC key of the secret, imported once per isolate: handing jose the raw bytes makes it import
 * the key again for every token (a WebCrypto call on each signed-in request).
 */
let signingKey: { secret: string; key: Promise<CryptoKey> } | undefined;
function keyOf(secret: string): Promise<CryptoKey> {
  if (signingKey?.secret !== secret) {
    const key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    signingKey = { secret, key };
  }
  return signingKey.key;
}

type TokenAudience = "familyhub-session" | "familyhub-challenge";

/** HS256 only: verification passes an algorithm allowlist so `alg: none` or HS512 never pass. */
export async function signToken(
  secret: string,
  audience: TokenAudience,
  claims: Record<string, string | number>,
  options: { subject?: string; expiresAt?: number; issuedAt?: number } = {},
): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(Math.floor((options.issuedAt ?? Date.now()) / 1000));
  if (options.subject) jwt.setSubject(options.subject);
  if (options.expiresAt) jwt.setExpirationTime(Math.floor(options.expiresAt / 1000));
  return jwt.sign(await keyOf(secret));
}

/** The verified payload, or null for anything that is not a valid, current token of ours. */
export async function verifyToken(secret: string, audience: TokenAudience, token: string) {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [TOKEN_ALGORITHM],
      issuer: ISSUER,
      audience,
      requiredClaims: audience === "familyhub-session" ? ["exp", "sub", "sid"] : ["jti"],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
