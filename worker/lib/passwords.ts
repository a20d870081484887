import { scrypt, timingSafeEqual } from "node:crypto";
import { decodeBase64, encodeBase64 } from "@oslojs/encoding";

/**
 * scrypt at OWASP's N=2^14, r=8, p=5 (docs/decisions.md#accounts-and-sign-in). Hashes describe themselves
 * (`scrypt$N$r$p$salt$hash`) so the parameters can be raised later and old hashes upgraded
 * at the next sign-in (see `needsRehash`).
 */
const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
/** Every parameter set the app has hashed with; a restore accepts no other (a raised set joins this list). */
const KNOWN_SCRYPT_PARAMS: readonly ScryptParams[] = [SCRYPT_PARAMS];
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Uint8Array, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must cover 128 * N * r bytes; leave headroom above the 16 MiB the parameters need.
    scrypt(password.normalize("NFC"), salt, keyLength, { ...params, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_LENGTH));
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ["scrypt", params.N, params.r, params.p, encodeBase64(salt), encodeBase64(key)].join("$");
}

interface ParsedHash extends ScryptParams {
  salt: Uint8Array;
  key: Uint8Array;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isInteger(value) && value > 0)) return null;
  return { ...params, salt: decodeBase64(salt), key: decodeBase64(key) };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/**
 * Whether a stored hash is one this app wrote: `scrypt$N$r$p$salt$hash` with parameters it uses
 * or used, a 16-byte salt and a 32-byte key in canonical base64. A backup's hashes must be, so a
 * file cannot plant a cheap hash (N=2) or a malformed one.
 */
export function isAppPasswordHash(stored: string): boolean {
  const parts = stored.split("$");
  let parsed: ParsedHash | null;
  try {
    parsed = parts.length === 6 ? parseHash(stored) : null;
  } catch {
    return false;
  }
  if (!parsed || parsed.salt.length !== SALT_LENGTH || parsed.key.length !== KEY_LENGTH) return false;
  const { N, r, p } = parsed;
  if (stored !== ["scrypt", N, r, p, encodeBase64(parsed.salt), encodeBase64(parsed.key)].join("$")) return false;
  return KNOWN_SCRYPT_PARAMS.some((known) => known.N === N && known.r === r && known.p === p);
}

export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N !== SCRYPT_PARAMS.N || parsed.r !== SCRYPT_PARAMS.r || parsed.p !== SCRYPT_PARAMS.p;
}

let dummyHash: Promise<string> | undefined;

/** Sign-in for an unknown username still pays for one hash, so timing does not tell which accounts exist. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("familyhub-dummy-password");
  await verifyPassword(password, await dummyHash);
  return false;
}
