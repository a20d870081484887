import { describe, expect, it } from "vitest";
import { Temporal } from "temporal-polyfill";
import { addToClock, instantOf, instantText, wallClockAt, type CalendarUnit, type WallClock } from "@contract/time/wall-clock";
import { isKnownZone, weekdayOf } from "@contract/time/zone";

/** The Intl wall clock gives Temporal's answers (which the recurrence rules were written against), DST changes included. */

const ZONES = ["Atlantic/Faroe", "America/New_York", "Pacific/Auckland", "Australia/Lord_Howe", "Asia/Kolkata", "America/Sao_Paulo", "Pacific/Chatham", "UTC"];

/** A fixed sequence, so a failure repeats. */
function* numbers(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield state / 2_147_483_648;
  }
}

const plain = (clock: WallClock) => new Temporal.PlainDateTime(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second, clock.millisecond);
const clockOf = (date: Temporal.PlainDateTime): WallClock => ({
  year: date.year,
  month: date.month,
  day: date.day,
  hour: date.hour,
  minute: date.minute,
  second: date.second,
  millisecond: date.millisecond,
});

describe("the wall clock", () => {
  it("reads an instant's local date and time in a zone as Temporal does", () => {
    const random = numbers(1);
    for (let i = 0; i < 2_000; i++) {
      const instant = Math.floor(Date.UTC(1990, 0, 1) + random.next().value * (Date.UTC(2060, 0, 1) - Date.UTC(1990, 0, 1)));
      const zone = ZONES[i % ZONES.length] ?? "UTC";
      expect(wallClockAt(instant, zone)).toEqual(clockOf(Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).toPlainDateTime()));
    }
  });

  it("reads the local time as Temporal does in the seconds either side of every offset change", () => {
    let checked = 0;
    for (const zone of ZONES) {
      let transition = Temporal.ZonedDateTime.from({ timeZone: zone, year: 2000, month: 1, day: 1 }).getTimeZoneTransition("next");
      while (transition !== null && transition.year < 2040) {
        for (const seconds of [-3601, -1, 0, 1, 3599]) {
          const instant = transition.epochMilliseconds + seconds * 1000 + 250;
          expect(wallClockAt(instant, zone), `${zone} ${transition} ${seconds} s`).toEqual(
            clockOf(Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).toPlainDateTime()),
          );
          checked += 1;
        }
        transition = transition.getTimeZoneTransition("next");
      }
    }
    expect(checked).toBeGreaterThan(1_000);
  });

  it("places local times in a zone as Temporal's compatible disambiguation does, around every DST change", () => {
    let checked = 0;
    for (const zone of ZONES) {
      // Each change from 2024 to 2027, and every quarter hour of local time three hours either side of it.
      let transition = Temporal.ZonedDateTime.from({ timeZone: zone, year: 2024, month: 1, day: 1 }).getTimeZoneTransition("next");
      while (transition !== null && transition.year < 2028) {
        const around = transition.toPlainDateTime().subtract({ hours: 3 });
        for (let minutes = 0; minutes <= 6 * 60; minutes += 15) {
          const local = around.add({ minutes });
          expect(instantOf(clockOf(local), zone), `${zone} ${local}`).toBe(local.toZonedDateTime(zone, { disambiguation: "compatible" }).epochMilliseconds);
          checked += 1;
        }
        transition = transition.getTimeZoneTransition("next");
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("adds days, weeks, months and years as Temporal does, clamping month ends", () => {
    const random = numbers(2);
    const units: CalendarUnit[] = ["days", "weeks", "months", "years"];
    for (let i = 0; i < 2_000; i++) {
      const start = Temporal.PlainDateTime.from({
        year: 2000 + Math.floor(random.next().value * 40),
        month: 1 + Math.floor(random.next().value * 12),
        day: 1 + Math.floor(random.next().value * 31),
        hour: 13,
      });
      const unit = units[i % units.length] ?? "days";
      const count = Math.floor(random.next().value * 400) - 50;
      expect(addToClock(clockOf(start), unit, count), `${start} + ${count} ${unit}`).toEqual(clockOf(start.add({ [unit]: count })));
      // One numbering across the app: 0 = Sunday … 6 = Saturday; Temporal counts Sunday as 7.
      expect(weekdayOf(clockOf(start))).toBe(start.dayOfWeek % 7);
      expect(weekdayOf(start), "a Temporal date itself").toBe(start.dayOfWeek % 7);
    }
  });

  it("writes instants as Temporal.Instant does and knows real zone names only", () => {
    expect(instantText(Date.parse("2026-03-29T23:00:00.000Z"))).toBe("2026-03-29T23:00:00Z");
    expect(instantText(Date.parse("2026-03-29T23:00:00.500Z"))).toBe(Temporal.Instant.from("2026-03-29T23:00:00.500Z").toString());
    expect(plain(wallClockAt(0, "UTC")).toString()).toBe("1970-01-01T00:00:00");
    expect(isKnownZone("Atlantic/Faroe")).toBe(true);
    expect(isKnownZone("Atlantic/Nowhere")).toBe(false);
  });
});
