import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

/**
 * Secrets the server must read back (administrators' TOTP keys) are stored sealed: AES-256-GCM under
 * a key derived from JWT_SECRET with HKDF, so a copy of the database alone does not give the codes.
 * No path aliases here: scripts/local-admin.mjs imports it under Node.
 */
const encoder = new TextEncoder();
const IV_BYTES = 12;
let sealingKey: { secret: string; key: Promise<CryptoKey> } | undefined;

function keyOf(secret: string): Promise<CryptoKey> {
  if (sealingKey?.secret !== secret) {
    const key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode("familyhub second-factor secret") },
          base,
          { name: "AES-GCM", length: 256 },
          false,
          ["encrypt", "decrypt"],
        ),
      );
    sealingKey = { secret, key };
  }
  return sealingKey.key;
}

/** base64url of the random IV followed by the ciphertext and its tag. */
export async function seal(secret: string, plain: Uint8Array): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await keyOf(secret), plain));
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return encodeBase64urlNoPadding(out);
}

/** The plain bytes, or null when the text was not sealed under this secret (a changed JWT_SECRET). */
export async function unseal(secret: string, text: string): Promise<Uint8Array | null> {
  try {
    const bytes = decodeBase64urlIgnorePadding(text);
    const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: bytes.slice(0, IV_BYTES) }, await keyOf(secret), bytes.slice(IV_BYTES));
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}
