import type { ComponentProps } from "react";
import type { LogLevel } from "@contract/schemas/admin-system";
import type { Badge } from "@web/components/ui/badge";

/** How the panel shows times, sizes, durations and log levels. */

/** A log entry's level badge: errors red, warnings amber, the rest neutral. */
export const LOG_LEVEL_TONE: Record<LogLevel, ComponentProps<typeof Badge>["tone"]> = { ERROR: "red", WARN: "amber", INFO: "slate" };

/**
 * An instant on the administrator's own clock (the browser's zone; `timeZone` for tests), as the
 * panel writes times: en-GB, "28/03/2026, 23:30:00".
 */
export const dateTime = (instant: string, timeZone?: string) => new Date(instant).toLocaleString("en-GB", { timeZone });

/** The calendar date of an instant on the administrator's own clock: "29/03/2026". */
export const calendarDate = (instant: string, timeZone?: string) => new Date(instant).toLocaleDateString("en-GB", { timeZone });

/** 1536 → "1.5 KiB": the database size as people read it. */
export function byteSize(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** 93784 → "1d 2h 3m 4s". */
export function duration(seconds: number): string {
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), "d"],
    [Math.floor((seconds % 86_400) / 3_600), "h"],
    [Math.floor((seconds % 3_600) / 60), "m"],
    [seconds % 60, "s"],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  const shown = parts.slice(first === -1 ? parts.length - 1 : first);
  return shown.map(([value, unit]) => `${value}${unit}`).join(" ");
}
