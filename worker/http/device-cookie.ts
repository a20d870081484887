import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { DEVICE_TOKEN_TTL_MS } from "@contract/limits";
import type { AppEnv } from "../env";
import { DEVICE_COOKIE_PATH, deviceCookieName } from "../lib/device-token";

/** The device token this request carries for a username, if any. */
export const readDeviceToken = (c: Context<AppEnv>, username: string) => getCookie(c, deviceCookieName(c.env.JWT_SECRET, username));

/**
 * Leaves the device token on the device: never readable by scripts, sent only over HTTPS, only to
 * the sign-in path, never with a request another site starts. Sign-out leaves it in place.
 */
export function leaveDeviceToken(c: Context<AppEnv>, username: string, token: string): void {
  setCookie(c, deviceCookieName(c.env.JWT_SECRET, username), token, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_TOKEN_TTL_MS / 1000,
  });
}
