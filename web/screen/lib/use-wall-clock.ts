import { isDimHour, KITCHEN_DIM_DEFAULT } from "@contract/kitchen-limits";
import { useEffect, useState } from "react";
import type { KitchenDim } from "@contract/schemas/kitchen";
import { timeText, wallClockAt } from "@contract/time/wall-clock";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import { STALE_MS, type ScreenDay } from "./use-screen-today";

/** The screen redraws with the clock: every 20 s is enough for hh:mm and the part of the day. */
const TICK_MS = 20_000;

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The family's hour and minute at `now`, on its clock (not the tablet's; contract/time/, as the phones read it). */
export function familyClock(now: number, timeZone: string): { hour: number; minute: number; text: string } {
  const { hour, minute } = wallClockAt(now, timeZone);
  return { hour, minute, text: timeText({ hour, minute }) };
}

/**
 * The screen dims at night, by the family's setting (`dim` of the screen's read, PUT /api/kitchen/dim);
 * a board kept from before the setting existed has none, and dims by the default, 21:00 to 06:00.
 */
export function isNight(hour: number, dim: KitchenDim | undefined = KITCHEN_DIM_DEFAULT): boolean {
  return isDimHour(hour, dim);
}

/**
 * The header's quiet "behind" note: the last read failed ("Uttan samband · Seinast dagført 07:42"),
 * or, with the live socket down, the board is older than STALE_MS (a fallback read was missed).
 * Empty while the board is current; with the socket open it is current however old its read.
 */
export function behindNote(day: Pick<ScreenDay, "offline" | "live" | "at">, now: number, timeZone: string): string {
  const behind = day.offline || (!day.live && day.at > 0 && now - day.at > STALE_MS);
  if (!behind) return "";
  const seen = day.at ? familyClock(day.at, timeZone).text : "";
  return `${day.offline ? `${t.offline} · ` : ""}${t.behind(seen)}`;
}
