import { describe, expect, it } from "vitest";
import { parseTheme } from "../../web/lib/theme";
import { parseRememberedCredentials } from "../../web/lib/auth-storage";
import { isSignedInPath } from "../../web/app/signed-in-paths";

describe("stored client state", () => {
  it("accepts only light and dark as the theme, light by default (spec 01 §4)", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("DARK")).toBe("light");
    expect(parseTheme(null)).toBe("light");
  });

  it("reads remembered credentials only when well formed", () => {
    expect(parseRememberedCredentials('{"username":"anna1","password":"x"}')).toEqual({ username: "anna1", password: "x" });
    expect(parseRememberedCredentials('{"username":1}')).toBeNull();
    expect(parseRememberedCredentials("not json")).toBeNull();
    expect(parseRememberedCredentials(null)).toBeNull();
  });
});

describe("route table (spec 01 §2)", () => {
  it("knows the signed-in routes and nothing else", () => {
    for (const path of ["/", "/shopping", "/calendar", "/reminders", "/dinner", "/help", "/support", "/admin"]) {
      expect(isSignedInPath(path)).toBe(true);
    }
    for (const path of ["/login", "/auth", "/reset-password", "/new-password", "/nope", "/shopping/"]) {
      expect(isSignedInPath(path)).toBe(false);
    }
  });
});
