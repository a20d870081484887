import { describe, expect, it } from "vitest";
import { wallClockAt } from "@contract/time/wall-clock";
import { familyDate, seededOffsetAt, seedZoneOffsets, zoneOffsetAt, zoneOffsetTable } from "@contract/time/zone";
import { formatDateTime, formatTime, weekdayShort } from "@web/lib/dates";

const HOUR = 3_600_000;
const utc = (year: number, month: number, day: number, hour = 0) => Date.UTC(year, month - 1, day, hour);

describe("a zone's offset table", () => {
  it("lists the offset at the first year's start and each change after it, to the second", () => {
    expect(zoneOffsetTable("Atlantic/Faroe", 2026, 2027)).toEqual({
      fromYear: 2026,
      toYear: 2027,
      spans: [
        [utc(2026, 1, 1), 0],
        [utc(2026, 3, 29, 1), HOUR],
        [utc(2026, 10, 25, 1), 0],
        [utc(2027, 3, 28, 1), HOUR],
        [utc(2027, 10, 31, 1), 0],
      ],
    });
  });

  it("once seeded, answers the zone's wall clock and shown dates from the table, without asking Intl", () => {
    // A zone Intl does not know: every answer below can only come from the table.
    const zone = "Test/Seeded";
    expect(() => wallClockAt(utc(2031, 6, 1), zone)).toThrow(RangeError);
    seedZoneOffsets(zone, {
      fromYear: 2031,
      toYear: 2032,
      spans: [
        [utc(2031, 1, 1), 2 * HOUR],
        [utc(2031, 4, 5, 3), 3 * HOUR],
        [utc(2032, 9, 1), 2 * HOUR],
      ],
    });
    expect(seededOffsetAt(utc(2031, 1, 1), zone)).toBe(2 * HOUR);
    expect(seededOffsetAt(utc(2031, 4, 5, 3) - 1, zone)).toBe(2 * HOUR);
    expect(seededOffsetAt(utc(2031, 4, 5, 3), zone)).toBe(3 * HOUR);
    expect(seededOffsetAt(utc(2032, 1, 1), zone)).toBe(3 * HOUR);
    expect(seededOffsetAt(utc(2032, 9, 1), zone)).toBe(2 * HOUR);
    expect(wallClockAt(utc(2031, 4, 5, 3), zone)).toMatchObject({ year: 2031, month: 4, day: 5, hour: 6 });
    expect(formatDateTime(utc(2031, 12, 31, 22), zone)).toBe("01.01.2032 01.00");
    expect(familyDate(utc(2031, 12, 31, 22), zone)).toBe("2032-01-01");
    // 1 January 2032 is a Thursday.
    expect(weekdayShort(utc(2031, 12, 31, 22), zone)).toBe("Hós");
    // Outside the table's years only Intl could answer, and it does not know the zone.
    expect(seededOffsetAt(utc(2033, 1, 1), zone)).toBeUndefined();
    expect(() => formatTime(utc(2033, 1, 1), zone)).toThrow(RangeError);
  });

  it("ignores a table that cannot be one (the phone's kept copy is not checked before)", () => {
    const span = [utc(2031, 1, 1), HOUR];
    const tables: Record<string, unknown> = {
      "Test/Good": { fromYear: 2031, toYear: 2032, spans: [span] },
      "Test/Empty": { fromYear: 2031, toYear: 2032, spans: [] },
      "Test/Backwards": { fromYear: 2032, toYear: 2031, spans: [span] },
      "Test/Long": { fromYear: 2000, toYear: 2040, spans: [span] },
      "Test/TextYear": { fromYear: "2031", toYear: 2032, spans: [span] },
      "Test/BadSpan": { fromYear: 2031, toYear: 2032, spans: [[utc(2031, 1, 1), "1"]] },
      "Test/LongSpan": { fromYear: 2031, toYear: 2032, spans: [[...span, 1]] },
      "Test/NoSpans": { fromYear: 2031, toYear: 2032 },
      "Test/Text": "table",
      "Test/Null": null,
    };
    for (const [zone, table] of Object.entries(tables)) seedZoneOffsets(zone, table);
    expect(seededOffsetAt(utc(2031, 6, 1), "Test/Good")).toBe(HOUR);
    for (const zone of Object.keys(tables).filter((name) => name !== "Test/Good")) expect(seededOffsetAt(utc(2031, 6, 1), zone)).toBeUndefined();
  });

  it("without a table, reads a zone's offset from Intl to the second", () => {
    expect(zoneOffsetAt(utc(2026, 7, 1), "Atlantic/Faroe")).toBe(HOUR);
    // Tórshavn's local mean time until 1908.
    expect(zoneOffsetAt(utc(1900, 1, 1), "Atlantic/Faroe")).toBe(-(27 * 60 + 4) * 1000);
    expect(zoneOffsetAt(utc(2026, 1, 1), "Atlantic/Faroe")).toBe(0);
    expect(zoneOffsetAt(utc(2026, 1, 1), "America/St_Johns")).toBe(-3.5 * HOUR);
    expect(zoneOffsetAt(utc(2026, 1, 1), "Asia/Kathmandu")).toBe(5.75 * HOUR);
    expect(zoneOffsetAt(utc(2026, 1, 1), "UTC")).toBe(0);
    expect(() => zoneOffsetAt(utc(2026, 1, 1), "Test/Unknown")).toThrow(RangeError);
  });

  it("a table read back gives the dates Intl gives, a second either side of each change", () => {
    const zone = "Australia/Lord_Howe";
    const table = zoneOffsetTable(zone, 2025, 2027);
    seedZoneOffsets(zone, table);
    const intl = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const [from] of table.spans.slice(1)) {
      for (const instant of [from - 60_000, from, from + 60_000]) {
        expect(seededOffsetAt(instant, zone)).toBeDefined();
        expect(formatDateTime(instant, zone)).toBe(intl.format(instant).replaceAll("/", ".").replace(", ", " ").replace(":", "."));
      }
    }
  });
});
