import { describe, expect, it } from "vitest";
import { isAppleMobile, pushSupport, type PushEnvironment } from "@web/features/notifications/lib/push-support";

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";
const IPAD_AS_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15";
const ANDROID = "Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36";

const env = (over: Partial<PushEnvironment>): PushEnvironment => ({
  hasPush: true,
  userAgent: ANDROID,
  maxTouchPoints: 5,
  standalone: false,
  permission: "default",
  ...over,
});

describe("an iPhone or iPad", () => {
  it("is told by its user agent, and an iPad calling itself a Mac by its touch screen", () => {
    expect(isAppleMobile(IPHONE, 5)).toBe(true);
    expect(isAppleMobile(IPAD_AS_MAC, 5)).toBe(true);
    expect(isAppleMobile(IPAD_AS_MAC, 0)).toBe(false);
    expect(isAppleMobile(ANDROID, 5)).toBe(false);
  });
});

describe("what the device part of the screen shows", () => {
  it("asks iPhone users in Safari to add the app to the home screen first, whatever Safari offers", () => {
    expect(pushSupport(env({ userAgent: IPHONE, hasPush: false, permission: null }))).toBe("home-screen-first");
    expect(pushSupport(env({ userAgent: IPAD_AS_MAC, hasPush: true }))).toBe("home-screen-first");
  });

  it("lets the home-screen app on an iPhone ask like any other browser", () => {
    expect(pushSupport(env({ userAgent: IPHONE, standalone: true }))).toBe("ask");
    expect(pushSupport(env({ userAgent: IPHONE, standalone: true, hasPush: false, permission: null }))).toBe("unsupported");
  });

  it("says so when the browser has no push", () => {
    expect(pushSupport(env({ hasPush: false }))).toBe("unsupported");
    expect(pushSupport(env({ permission: null }))).toBe("unsupported");
  });

  it("follows the browser's permission: denied is never asked again, default offers the button", () => {
    expect(pushSupport(env({ permission: "denied" }))).toBe("denied");
    expect(pushSupport(env({ permission: "default" }))).toBe("ask");
    expect(pushSupport(env({ permission: "granted" }))).toBe("granted");
  });
});
