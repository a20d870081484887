import { describe, expect, it } from "vitest";
import { parseTheme } from "@web/lib/theme";
import { parseSignedInUser } from "@web/lib/auth-storage";
import { isSignedInPath } from "@web/app/signed-in-paths";

describe("stored client state", () => {
  it("accepts only light and dark as the theme, light by default", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("DARK")).toBe("light");
    expect(parseTheme(null)).toBe("light");
  });
});

describe("route table", () => {
  it("knows the signed-in routes and nothing else", () => {
    for (const path of ["/", "/shopping", "/calendar", "/reminders", "/dinner", "/help", "/support", "/admin"]) {
      expect(isSignedInPath(path)).toBe(true);
    }
    for (const path of ["/login", "/auth", "/reset-password", "/new-password", "/nope", "/shopping/"]) {
      expect(isSignedInPath(path)).toBe(false);
    }
  });
});

describe("the kept signed-in user", () => {
  const user = { id: "u1", username: "anna1", email: "anna@example.com", familyId: null, isAdmin: false, verified: true, timeZone: "Atlantic/Faroe" };

  it("is read back only when it has every field of GET /api/auth/me's answer, with the right types", () => {
    expect(parseSignedInUser(JSON.stringify(user))).toEqual(user);
    expect(parseSignedInUser(JSON.stringify({ ...user, familyId: "f1", extra: 1 }))).toEqual({ ...user, familyId: "f1" });
    expect(parseSignedInUser(JSON.stringify({ ...user, isAdmin: "true" }))).toBeNull();
    expect(parseSignedInUser(JSON.stringify({ ...user, familyId: undefined }))).toBeNull();
    expect(parseSignedInUser(JSON.stringify({ ...user, timeZone: undefined }))).toBeNull();
    expect(parseSignedInUser("[]")).toBeNull();
    expect(parseSignedInUser("not json")).toBeNull();
    expect(parseSignedInUser(null)).toBeNull();
  });

  it("keeps the zone's offsets as they were kept (seeding checks them)", () => {
    const zoneOffsets = { fromYear: 2025, toYear: 2027, spans: [[1_735_689_600_000, 0]] };
    expect(parseSignedInUser(JSON.stringify({ ...user, zoneOffsets }))).toEqual({ ...user, zoneOffsets });
    expect(parseSignedInUser(JSON.stringify(user))).toEqual(user);
  });
});
