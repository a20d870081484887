import { DEFAULT_TIME_ZONE } from "@contract/limits";
import type { CurrentUser } from "@contract/schemas/auth";
import { localFieldsAt, seedZoneOffsets } from "@contract/time/zone";
import { useMemo } from "react";
import { foDates } from "../i18n/fo/dates";

/** Dates the Faroese way, 24-hour clock with '.' between hour and minute. */

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * The instant's reading on the zone's wall clock (contract/time/zone.ts): from the family zone's
 * table that the server sent with the user (seeded by `useZoneOffsetsOf`), so drawing dates builds
 * no Intl formatter; other zones and years read it from Intl.
 */
const localFields = (value: DateInput, timeZone: string) => localFieldsAt(toDate(value).getTime(), timeZone);

/** Takes the offsets of the family's zone that came with the user, during the shell's render, before its pages draw dates. */
export function useZoneOffsetsOf(user: CurrentUser): void {
  useMemo(() => {
    if (user.zoneOffsets) seedZoneOffsets(user.timeZone, user.zoneOffsets);
  }, [user]);
}

const pad = (number: number) => String(number).padStart(2, "0");

/** 18.00 */
export function formatTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = localFields(value, timeZone);
  return `${pad(local.getUTCHours())}.${pad(local.getUTCMinutes())}`;
}

/** 22.11.2026 (fo-FO numeric date). */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const local = localFields(value, timeZone);
  return `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
}

/** 22.11.2026 kl. 18.00 */
export function formatDateTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

/** 0 = Sunday … 6 = Saturday, in the given zone. */
function weekdayIndex(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): number {
  return localFields(value, timeZone).getUTCDay();
}

/** Sun, Mán, Týs, Mik, Hós, Frí, Ley: the short weekdays of the catalogue (web/i18n/fo/dates.ts). */
export function weekdayShort(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return foDates.weekdaysShort[weekdayIndex(value, timeZone)] ?? "";
}

/**
 * Long Faroese weekday name, in the family's zone like every date we show, the dashboard's meal
 * card included (docs/features/meals.md). From the catalogue rather than Intl, which has no
 * Faroese names in Chromium.
 */
export function weekdayLong(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return foDates.weekdaysLong[weekdayIndex(value, timeZone)] ?? "";
}

/** Dashboard dates: en-GB format in UTC, e.g. 22/11/2026 (docs/decisions.md). */
export function formatDashboardDate(value: DateInput): string {
  const date = toDate(value);
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

/** Day of month in UTC, for the dashboard calendar card's round badge. */
export function dayOfMonthUtc(value: DateInput): number {
  return toDate(value).getUTCDate();
}
