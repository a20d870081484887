import { isDimHour, KITCHEN_DIM_DEFAULT } from "@contract/kitchen-limits";
import { useEffect, useState } from "react";
import type { KitchenBoard, KitchenDim } from "@contract/schemas/kitchen";
import { type ScreenState, screenStateAt } from "@contract/screen-schedule";
import { weekdayOf } from "@contract/time/zone";
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

/** The family's weekday (0 = Sunday), hour and minute at `now`, on its clock (not the tablet's; contract/time/, as the phones read it). */
export function familyClock(now: number, timeZone: string): { weekday: number; hour: number; minute: number; text: string } {
  const clock = wallClockAt(now, timeZone);
  const { hour, minute } = clock;
  return { weekday: weekdayOf(clock), hour, minute, text: timeText({ hour, minute }) };
}

/**
 * The screen dims at night, by the family's setting (`dim` of the screen's read, PUT /api/kitchen/dim);
 * a board kept from before the setting existed has none, and dims by the default, 21:00 to 06:00.
 */
export function isNight(hour: number, dim: KitchenDim | undefined = KITCHEN_DIM_DEFAULT): boolean {
  return isDimHour(hour, dim);
}

/**
 * On, dimmed or off (black) at the family's clock: a weekday's own times (`schedule`, PUT
 * /api/kitchen/schedule), else the night as `isNight` reads it (docs/features/kitchen.md "Screen times").
 */
export function screenState(clock: { weekday: number; hour: number; minute: number }, board: Pick<KitchenBoard, "dim" | "schedule"> | null): ScreenState {
  return screenStateAt(clock, board?.schedule ?? null, board ? board.dim : KITCHEN_DIM_DEFAULT);
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
