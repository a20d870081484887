import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

/**
 * Web Push message encryption (RFC 8291) in the `aes128gcm` content coding (RFC 8188), with
 * WebCrypto alone. One record: the whole message fits (push services take at most 4,096 bytes).
 */

/** The record size written in the header; a push message is always a single, shorter record. */
const RECORD_SIZE = 4096;
const encoder = new TextEncoder();

/** A subscription's keys as the browser gives them (`PushSubscription.toJSON().keys`). */
export interface PushKeys {
  /** The user agent's P-256 public key, uncompressed (65 bytes), base64url. */
  p256dh: string;
  /** The 16-byte authentication secret, base64url. */
  auth: string;
}

/** What is fixed only to reproduce RFC 8291's worked example; real messages take fresh ones. */
export interface EncryptionChoices {
  salt?: Uint8Array;
  senderKeys?: CryptoKeyPair;
}

const concat = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
};

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

const importPublicKey = (raw: Uint8Array) => crypto.subtle.importKey("raw", raw, { name: "ECDH", namedCurve: "P-256" }, true, []);

/** The P-256 private key `d` (base64url) of a public key, as an ECDH key pair (for fixed keys: tests, RFC vectors). */
export async function ecdhKeyPair(privateKey: string, publicKey: string): Promise<CryptoKeyPair> {
  const point = decodeBase64urlIgnorePadding(publicKey);
  const jwk = { kty: "EC", crv: "P-256", x: encodeBase64urlNoPadding(point.slice(1, 33)), y: encodeBase64urlNoPadding(point.slice(33, 65)) };
  return {
    privateKey: await crypto.subtle.importKey("jwk", { ...jwk, d: privateKey }, { name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"]),
    publicKey: await crypto.subtle.importKey("jwk", jwk, { name: "ECDH", namedCurve: "P-256" }, true, []),
  };
}

/** The push message body: `salt ‖ rs ‖ idlen ‖ keyid (the sender's public key) ‖ ciphertext`. */
export async function encryptPushMessage(plaintext: Uint8Array, keys: PushKeys, choices: EncryptionChoices = {}): Promise<Uint8Array> {
  const userAgentPublic = decodeBase64urlIgnorePadding(keys.p256dh);
  const authSecret = decodeBase64urlIgnorePadding(keys.auth);
  const salt = choices.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const sender = choices.senderKeys ?? ((await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair);
  const senderPublic = new Uint8Array((await crypto.subtle.exportKey("raw", sender.publicKey)) as ArrayBuffer);

  // WebCrypto names the peer's key `public` (the Workers types spell it `$public`).
  const ecdh: SubtleCryptoDeriveKeyAlgorithm & { public: CryptoKey } = { name: "ECDH", public: await importPublicKey(userAgentPublic) };
  const sharedSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdh, sender.privateKey, 256));
  const keyInfo = concat(encoder.encode("WebPush: info\0"), userAgentPublic, senderPublic);
  const ikm = await hkdf(authSecret, sharedSecret, keyInfo, 32);
  const contentKey = await hkdf(salt, ikm, encoder.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode("Content-Encoding: nonce\0"), 12);

  // The last (and only) record ends with the delimiter 0x02 and no further padding.
  const record = concat(plaintext, new Uint8Array([2]));
  const aesKey = await crypto.subtle.importKey("raw", contentKey, "AES-GCM", false, ["encrypt"]);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, aesKey, record));

  const header = new Uint8Array(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = senderPublic.length;
  return concat(header, senderPublic, ciphertext);
}
