import { describe, expect, it } from "vitest";
import { attachmentName } from "@web/features/admin/api/backup";
import { byteSize, calendarDate, dateTime, duration, LOG_LEVEL_TONE } from "@web/features/admin/lib/format";

describe("the system views' formats", () => {
  it("shows sizes in binary units", () => {
    expect(byteSize(0)).toBe("0 B");
    expect(byteSize(1023)).toBe("1023 B");
    expect(byteSize(1536)).toBe("1.5 KiB");
    expect(byteSize(413_696)).toBe("404.0 KiB");
    expect(byteSize(5 * 1024 ** 3)).toBe("5.0 GiB");
  });

  it("shows an uptime from its largest unit down, seconds always", () => {
    expect(duration(0)).toBe("0s");
    expect(duration(59)).toBe("59s");
    expect(duration(3_600)).toBe("1h 0m 0s");
    expect(duration(93_784)).toBe("1d 2h 3m 4s");
  });

  it("saves the export under the server's attachment name", () => {
    expect(attachmentName('attachment; filename="familyhub_backup_2026-11-24.json"')).toBe("familyhub_backup_2026-11-24.json");
    expect(attachmentName(null)).toMatch(/^familyhub_backup_\d{4}-\d{2}-\d{2}\.json$/);
  });
});

describe("the panel's dates", () => {
  // 23:30 UTC on 28 March 2026 is already the 29th on a Danish or Faroese-summer clock.
  const lateEvening = "2026-03-28T23:30:00.000Z";

  it("gives a user's Created date on the administrator's clock, not the UTC date", () => {
    expect(calendarDate(lateEvening, "Europe/Copenhagen")).toBe("29/03/2026");
    expect(calendarDate(lateEvening, "UTC")).toBe("28/03/2026");
    expect(calendarDate("2026-03-29T03:59:00.000Z", "America/New_York")).toBe("28/03/2026");
  });

  it("writes times the same way, on the same clock", () => {
    expect(dateTime(lateEvening, "Europe/Copenhagen")).toBe("29/03/2026, 00:30:00");
    expect(dateTime(lateEvening, "UTC")).toBe("28/03/2026, 23:30:00");
  });
});

describe("the log levels' badges", () => {
  it("tell an error from a warning: red, amber, and neutral for the rest", () => {
    expect(LOG_LEVEL_TONE).toEqual({ ERROR: "red", WARN: "amber", INFO: "slate" });
  });
});
