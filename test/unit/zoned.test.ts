import { describe, expect, it } from "vitest";
import { familyDate, isKnownZone } from "@contract/time/zone";
import { startOfFamilyDay, startOfFamilyToday } from "@contract/time/zoned";

describe("family days", () => {
  it("dates an instant by the family's zone, not UTC's", () => {
    expect(familyDate("2026-07-01T23:30:00.000Z", "Atlantic/Faroe")).toBe("2026-07-02");
    expect(familyDate("2026-07-01T23:30:00.000Z", "America/New_York")).toBe("2026-07-01");
  });

  it("starts a day at local midnight on both sides of a daylight-saving change", () => {
    expect(startOfFamilyDay("2026-03-29", "Atlantic/Faroe")).toBe("2026-03-29T00:00:00Z");
    expect(startOfFamilyDay("2026-03-30", "Atlantic/Faroe")).toBe("2026-03-29T23:00:00Z");
    expect(startOfFamilyDay("2026-10-25", "Atlantic/Faroe")).toBe("2026-10-24T23:00:00Z");
    expect(startOfFamilyDay("2026-10-26", "Atlantic/Faroe")).toBe("2026-10-26T00:00:00Z");
  });

  it("finds the start of today from any moment of it", () => {
    expect(startOfFamilyToday(Date.parse("2026-11-23T21:40:00Z"), "Pacific/Auckland")).toBe("2026-11-23T11:00:00Z");
  });

  it("knows real zone names only", () => {
    expect(isKnownZone("Atlantic/Faroe")).toBe(true);
    expect(isKnownZone("Atlantic/Nowhere")).toBe(false);
  });
});
