import * as v from "valibot";
import { WEATHER_KEPT_HOURS, WEATHER_NEXT_HOURS } from "@contract/weather-limits";
import type { WallForecast } from "@contract/schemas/weather";

/**
 * MET Norway's locationforecast 2.0 compact document, read down to what the wall shows
 * (docs/features/weather.md "What is kept"): the hourly steps, each with its temperature, wind,
 * symbol and precipitation. The rest of the document (some 30–40 KB) is not kept.
 */

export interface KeptStep {
  time: string;
  temperature: number;
  windSpeed: number;
  windFrom: number | null;
  symbol: string | null;
  precipitation: number;
}

export interface KeptForecast {
  steps: KeptStep[];
}

const HOUR_MS = 3_600_000;
const finite = v.pipe(v.number(), v.finite());

/** Loose: MET adds fields; only what is read is checked. */
const stepSchema = v.object({
  time: v.pipe(v.string(), v.isoTimestamp()),
  data: v.object({
    instant: v.object({
      details: v.object({ air_temperature: finite, wind_speed: v.optional(finite), wind_from_direction: v.optional(finite) }),
    }),
    next_1_hours: v.optional(
      v.object({
        summary: v.optional(v.object({ symbol_code: v.optional(v.string()) })),
        details: v.optional(v.object({ precipitation_amount: v.optional(finite) })),
      }),
    ),
  }),
});
const documentSchema = v.object({ properties: v.object({ timeseries: v.array(v.unknown()) }) });

/** The steps of a compact document MET sent, or null when it is not one (garbage, HTML, another shape, no hourly step). */
export function parseCompact(text: string): KeptForecast | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const document = v.safeParse(documentSchema, parsed);
  if (!document.success) return null;
  const steps: KeptStep[] = [];
  for (const entry of document.output.properties.timeseries) {
    const step = v.safeParse(stepSchema, entry);
    // Past the first two days MET's steps are six hours long, with no next_1_hours: the wall's row is hourly.
    if (!step.success || !step.output.data.next_1_hours) continue;
    const { instant, next_1_hours: hour } = step.output.data;
    steps.push({
      time: new Date(step.output.time).toISOString(),
      temperature: instant.details.air_temperature,
      windSpeed: instant.details.wind_speed ?? 0,
      windFrom: instant.details.wind_from_direction ?? null,
      symbol: hour.summary?.symbol_code ?? null,
      precipitation: hour.details?.precipitation_amount ?? 0,
    });
    if (steps.length === WEATHER_KEPT_HOURS) break;
  }
  return steps.length > 0 ? { steps } : null;
}

/**
 * What the wall shows at `now` from a kept forecast, chosen when it is read, so a forecast kept
 * through an outage moves on with the clock: the step whose hour holds now (the first, when all
 * are later), and the WEATHER_NEXT_HOURS after it. Null once the last kept hour has passed.
 */
export function wallForecast(kept: KeptForecast, now: number): WallForecast | null {
  const { steps } = kept;
  let index = 0;
  steps.forEach((step, i) => {
    if (Date.parse(step.time) <= now) index = i;
  });
  const current = steps[index];
  if (!current || Date.parse(current.time) + HOUR_MS <= now) return null;
  return {
    now: { time: current.time, symbol: current.symbol, temperature: current.temperature, windSpeed: current.windSpeed, windFrom: current.windFrom },
    hours: steps
      .slice(index + 1, index + 1 + WEATHER_NEXT_HOURS)
      .map(({ time, symbol, temperature, precipitation }) => ({ time, symbol, temperature, precipitation })),
  };
}

const keptSchema = v.object({
  steps: v.array(
    v.object({
      time: v.string(),
      temperature: v.number(),
      windSpeed: v.number(),
      windFrom: v.nullable(v.number()),
      symbol: v.nullable(v.string()),
      precipitation: v.number(),
    }),
  ),
});

/** A kept forecast read back from its column; null for none (or for what this file did not write). */
export function keptFromColumn(text: string | null): KeptForecast | null {
  if (text === null) return null;
  const kept = v.safeParse(keptSchema, JSON.parse(text));
  return kept.success ? kept.output : null;
}
