import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { hmacHex, newId, safeEqual } from "./crypto";

/**
 * Device tokens (OWASP's "device cookie", docs/features/auth.md#known-devices): a device that
 * signed in to an account carries proof of it, so a stranger's failures on the username never
 * lock that device out. The token is `base64url(userId.deviceId.mac)`, the MAC an HMAC-SHA256 under
 * a key derived from the server's secret over the user, the device and the time the user's
 * password was last set. That time is the token's generation: every password change (reset,
 * administrator) moves it, and every token issued before no longer verifies.
 */

/** The sign-in path and everything below it (a second sign-in step such as `/api/auth/login/totp`). */
export const DEVICE_COOKIE_PATH = "/api/auth/login";

/** Who a token is checked against: the account's id and when its password was last set (null: never since registration). */
export interface DeviceOwner {
  id: string;
  passwordChangedAt: string | null;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
const TOKEN_MAX = 512;

const deviceKey = (secret: string) => hmacHex(secret, "familyhub-device-token");
const macOf = (secret: string, owner: DeviceOwner, deviceId: string) =>
  hmacHex(deviceKey(secret), `${owner.id}.${deviceId}.${owner.passwordChangedAt ?? "never"}`);

/**
 * One cookie per account on a device (a shared tablet knows each of its people). The name is a
 * keyed hash of the lower-cased username, so it says nothing readable about whom it is for.
 */
export function deviceCookieName(secret: string, username: string): string {
  return `fh_device_${hmacHex(secret, `device-cookie-name\n${username.trim().toLowerCase()}`).slice(0, 16)}`;
}

/** A token for this account on this device; a new device id unless the device had one. */
export function signDeviceToken(secret: string, owner: DeviceOwner, deviceId: string = newId()): string {
  return encodeBase64urlNoPadding(encoder.encode(`${owner.id}.${deviceId}.${macOf(secret, owner, deviceId)}`));
}

/** The device id a token names when it is ours, for this account, and issued since its password was last set; else null. */
export function knownDeviceId(secret: string, token: string | undefined, owner: DeviceOwner): string | null {
  if (!token || token.length > TOKEN_MAX) return null;
  let text: string;
  try {
    text = decoder.decode(decodeBase64urlIgnorePadding(token));
  } catch {
    return null;
  }
  const [userId, deviceId, mac, ...rest] = text.split(".");
  if (rest.length > 0 || !userId || !deviceId || !mac || userId !== owner.id) return null;
  return safeEqual(mac, macOf(secret, owner, deviceId)) ? deviceId : null;
}
