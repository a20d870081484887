import { readFileSync } from "node:fs";

/** The saved compact document (test/fixtures/met-compact-torshavn.json), its times moved so its first step is `firstHour`'s. */
const fixture = readFileSync(new URL("../fixtures/met-compact-torshavn.json", import.meta.url), "utf8");

export function compactForecast(firstHour: Date): string {
  const document = JSON.parse(fixture) as { properties: { timeseries: { time: string }[] } };
  const first = Date.parse(document.properties.timeseries[0]?.time ?? "");
  const shift = firstHour.getTime() - first;
  for (const step of document.properties.timeseries) step.time = new Date(Date.parse(step.time) + shift).toISOString().replace(".000Z", "Z");
  return JSON.stringify(document);
}

/** The hour `now` is in, as MET's first step is. */
export const hourOf = (now: number) => new Date(Math.floor(now / 3_600_000) * 3_600_000);
