import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { decodeJwt, decodeProtectedHeader, importJWK, jwtVerify } from "jose";
import { describe, expect, it } from "vitest";
import { ecdhKeyPair, encryptPushMessage } from "@worker/lib/web-push/encrypt";
import { generateVapidKeys, VAPID_TOKEN_SECONDS, vapidAuthorization } from "@worker/lib/web-push/vapid";

/** RFC 8291, Appendix A: every value as the RFC prints it (base64url). */
const RFC8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  senderPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  senderPublic: "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  userAgentPrivate: "q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94",
  userAgentPublic: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

const keys = { p256dh: RFC8291.userAgentPublic, auth: RFC8291.authSecret };

describe("Web Push message encryption (RFC 8291, aes128gcm)", () => {
  it("reproduces the RFC's worked example byte for byte from its keys and salt", async () => {
    const body = await encryptPushMessage(new TextEncoder().encode(RFC8291.plaintext), keys, {
      salt: decodeBase64urlIgnorePadding(RFC8291.salt),
      senderKeys: await ecdhKeyPair(RFC8291.senderPrivate, RFC8291.senderPublic),
    });
    expect(encodeBase64urlNoPadding(body)).toBe(RFC8291.body);
  });

  it("uses a fresh salt and sender key for every message, with the aes128gcm header", async () => {
    const plaintext = new TextEncoder().encode("Mjólk");
    const [first, second] = [await encryptPushMessage(plaintext, keys), await encryptPushMessage(plaintext, keys)];
    expect(encodeBase64urlNoPadding(first!.slice(0, 16))).not.toBe(encodeBase64urlNoPadding(second!.slice(0, 16)));
    expect(new DataView(first!.buffer).getUint32(16)).toBe(4096);
    expect(first![20]).toBe(65);
    // Header, the sender's key, the text with its delimiter, and the 16-byte tag.
    expect(first!.length).toBe(21 + 65 + plaintext.length + 1 + 16);
  });
});

describe("VAPID (RFC 8292)", () => {
  const endpoint = "https://fcm.googleapis.com/fcm/send/abc:def";

  it("signs an ES256 JWT for the push service's origin, valid at most 24 hours, verifiable with the public key it sends", async () => {
    const pair = await generateVapidKeys();
    const now = Date.UTC(2026, 10, 25, 8, 0, 0);
    const header = await vapidAuthorization(endpoint, { ...pair, subject: "mailto:hjalp@familyhub.fo" }, now);
    const [, token, publicKey] = /^vapid t=([^,]+), k=(.+)$/.exec(header) ?? [];
    expect(publicKey).toBe(pair.publicKey);
    expect(decodeProtectedHeader(token!)).toEqual({ typ: "JWT", alg: "ES256" });
    expect(decodeJwt(token!)).toEqual({ aud: "https://fcm.googleapis.com", sub: "mailto:hjalp@familyhub.fo", exp: now / 1000 + VAPID_TOKEN_SECONDS });
    expect(VAPID_TOKEN_SECONDS).toBeLessThanOrEqual(24 * 60 * 60);

    const point = decodeBase64urlIgnorePadding(publicKey!);
    const verifier = await importJWK(
      { kty: "EC", crv: "P-256", x: encodeBase64urlNoPadding(point.slice(1, 33)), y: encodeBase64urlNoPadding(point.slice(33)) },
      "ES256",
    );
    const verified = await jwtVerify(token!, verifier, { audience: "https://fcm.googleapis.com", currentDate: new Date(now) });
    expect(verified.payload.sub).toBe("mailto:hjalp@familyhub.fo");
  });

  it("makes an uncompressed P-256 public key of 65 bytes and a 32-byte private key", async () => {
    const pair = await generateVapidKeys();
    expect(decodeBase64urlIgnorePadding(pair.publicKey)).toHaveLength(65);
    expect(decodeBase64urlIgnorePadding(pair.publicKey)[0]).toBe(4);
    expect(decodeBase64urlIgnorePadding(pair.privateKey)).toHaveLength(32);
  });
});
