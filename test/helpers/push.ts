import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { importJWK, jwtVerify } from "jose";
import { env } from "cloudflare:workers";
import { expect, inject } from "vitest";
import type { PushPayload } from "@contract/schemas/push";
import { call } from "./api";
import type { TestUser } from "./factories";

/** A browser's half of a subscription: its ECDH key pair and auth secret, and the endpoint on the local receiver. */
export interface TestDevice {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
}

/**
 * A device on the local receiver; `status` makes every push answer it, `failFirst` makes the first
 * n answer 503, `redirect` makes every push answer 307 to the device named `<name>.redirected`.
 */
export async function newDevice(options: { status?: number; failFirst?: number; redirect?: boolean } = {}): Promise<TestDevice> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const p256dh = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const name = crypto.randomUUID();
  const status = options.status ? `/status/${options.status}` : options.failFirst ? `/fail/${options.failFirst}` : options.redirect ? "/redirect" : "";
  return {
    name,
    endpoint: `${inject("pushReceiver")}${status}/push/${name}`,
    keys: { p256dh: encodeBase64urlNoPadding(p256dh), auth: encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(16))) },
    privateKey: pair.privateKey,
  };
}

export const subscriptionOf = (device: TestDevice) => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys });

async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: string | Uint8Array, bytes: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  const infoBytes = typeof info === "string" ? new TextEncoder().encode(info) : info;
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info: infoBytes }, key, bytes * 8));
}

/** Decrypts an aes128gcm push body as the browser does (RFC 8291 §3.4, the receiving side). */
async function decrypt(device: TestDevice, body: Uint8Array): Promise<string> {
  const salt = body.slice(0, 16);
  const keyLength = body[20]!;
  const senderPublic = body.slice(21, 21 + keyLength);
  const sender = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ecdh: SubtleCryptoDeriveKeyAlgorithm & { public: CryptoKey } = { name: "ECDH", public: sender };
  const shared = new Uint8Array(await crypto.subtle.deriveBits(ecdh, device.privateKey, 256));
  const p256dh = decodeBase64urlIgnorePadding(device.keys.p256dh);
  const info = new Uint8Array([...new TextEncoder().encode("WebPush: info\0"), ...p256dh, ...senderPublic]);
  const ikm = await hkdf(decodeBase64urlIgnorePadding(device.keys.auth), shared, info, 32);
  const key = await crypto.subtle.importKey("raw", await hkdf(salt, ikm, "Content-Encoding: aes128gcm\0", 16), "AES-GCM", false, ["decrypt"]);
  const nonce = await hkdf(salt, ikm, "Content-Encoding: nonce\0", 12);
  const record = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, body.slice(21 + keyLength)));
  expect(record.at(-1), "the last record ends with the delimiter 2").toBe(2);
  return new TextDecoder().decode(record.slice(0, -1));
}

/**
 * The pushes that reached a device: each decrypted with the device's private key, after checking
 * its headers and its VAPID token against the server's public key.
 */
export async function pushesTo(device: TestDevice, vapidPublicKey: string): Promise<PushPayload[]> {
  const received = (await (await fetch(`${inject("pushReceiver")}/received/${device.name}`)).json()) as { headers: Record<string, string>; body: string }[];
  const point = decodeBase64urlIgnorePadding(vapidPublicKey);
  const verifier = await importJWK(
    { kty: "EC", crv: "P-256", x: encodeBase64urlNoPadding(point.slice(1, 33)), y: encodeBase64urlNoPadding(point.slice(33)) },
    "ES256",
  );
  return Promise.all(
    received.map(async ({ headers, body }) => {
      expect(headers["content-encoding"]).toBe("aes128gcm");
      const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(headers.authorization ?? "") ?? [];
      expect(key).toBe(vapidPublicKey);
      await jwtVerify(token!, verifier, { audience: new URL(device.endpoint).origin });
      return JSON.parse(await decrypt(device, decodeBase64urlIgnorePadding(body))) as PushPayload;
    }),
  );
}

/** A user with one subscribed phone. */
export async function withPhone(user: TestUser): Promise<TestDevice> {
  const phone = await newDevice();
  expect((await call("POST", "/api/push/subscriptions", { token: user.token, body: subscriptionOf(phone) })).status).toBe(201);
  return phone;
}

/**
 * Pushes go after the answer (a push to everyone through the fan-out queue, two hops of at most a
 * second's batching each): wait until the device has as many as expected (or time runs out).
 */
export async function received(device: TestDevice, count: number): Promise<PushPayload[]> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const pushes = await pushesTo(device, env.VAPID_PUBLIC_KEY!);
    if (pushes.length >= count) return pushes;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return pushesTo(device, env.VAPID_PUBLIC_KEY!);
}
