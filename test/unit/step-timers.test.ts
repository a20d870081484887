import { describe, expect, it } from "vitest";
import { timersInStep } from "@contract/recipes/step-timers";

const MIN = 60;
const HOUR = 3600;

describe("the durations a recipe step mentions", () => {
  it.each<[step: string, text: string, seconds: number]>([
    ["Bakið í 25 minuttir", "25 minuttir", 25 * MIN],
    ["Bakið 25 min", "25 min", 25 * MIN],
    ["Bakið 25 min. og tak út", "25 min", 25 * MIN],
    ["Kóka 25 minutt", "25 minutt", 25 * MIN],
    ["Lat tað kóka í 1 tíma", "1 tíma", HOUR],
    ["1 tími", "1 tími", HOUR],
    ["Steikið 1½ tíma", "1½ tíma", 1.5 * HOUR],
    ["Steikið 1,5 tímar", "1,5 tímar", 1.5 * HOUR],
    ["Steikið 1.5 hours", "1.5 hours", 1.5 * HOUR],
    ["Steikið 1 1/2 tíma", "1 1/2 tíma", 1.5 * HOUR],
    ["Kóka ½ tíma", "½ tíma", HOUR / 2],
    ["Lat hevast í 2 tímar", "2 tímar", 2 * HOUR],
    ["Lat standa í 30 sekund", "30 sekund", 30],
    ["Hræra í 30 sek.", "30 sek", 30],
    ["Bakið 10-15 minuttir", "10-15 minuttir", 10 * MIN],
    ["Bakið 10 - 15 minuttir", "10 - 15 minuttir", 10 * MIN],
    ["Bakið 10–15 min", "10–15 min", 10 * MIN],
    ["Bakið 10 til 15 min", "10 til 15 min", 10 * MIN],
    ["Bakið 10 ella 15 min", "10 ella 15 min", 10 * MIN],
    ["Bake 10 to 15 minutes", "10 to 15 minutes", 10 * MIN],
    ["Kóka í eina hálva tíma", "eina hálva tíma", HOUR / 2],
    ["Kóka í ein hálvan tíma", "ein hálvan tíma", HOUR / 2],
    ["Kóka hálvan tíma", "hálvan tíma", HOUR / 2],
    ["Kóka í ein tíma", "ein tíma", HOUR],
    ["Kóka í tveir tímar", "tveir tímar", 2 * HOUR],
    ["Kóka í fimm minuttir", "fimm minuttir", 5 * MIN],
    ["Kóka í tíggju minuttir", "tíggju minuttir", 10 * MIN],
    ["Kóka í fimmogtjúgu minuttir", "fimmogtjúgu minuttir", 25 * MIN],
    ["Lat standa eitt korter", "eitt korter", 15 * MIN],
    ["Lat standa ein kvart tíma", "ein kvart tíma", 15 * MIN],
    ["Steikið hálvannar tíma", "hálvannar tíma", 1.5 * HOUR],
    ["Kóka í 1 klokkutíma", "1 klokkutíma", HOUR],
    ["Kóka 2 timar", "2 timar", 2 * HOUR],
    ["Kóka 5 mínuttir", "5 mínuttir", 5 * MIN],
    ["Kóka 25min", "25min", 25 * MIN],
    ["Bake for 25 minutes", "25 minutes", 25 * MIN],
    ["Bake for 1 minute", "1 minute", MIN],
    ["Roast for 1 hour 20 minutes", "1 hour 20 minutes", HOUR + 20 * MIN],
    ["Roast for 1 hour and 20 minutes", "1 hour and 20 minutes", HOUR + 20 * MIN],
    ["Roast for 2 hours, 15 minutes", "2 hours, 15 minutes", 2 * HOUR + 15 * MIN],
    ["Simmer 20 mins", "20 mins", 20 * MIN],
    ["Simmer 20 min.", "20 min", 20 * MIN],
    ["Simmer for 2 hrs", "2 hrs", 2 * HOUR],
    ["Rest 1 h", "1 h", HOUR],
    ["Bake for 30 secs", "30 secs", 30],
    ["Simmer for an hour", "an hour", HOUR],
    ["Whisk for a minute", "a minute", MIN],
    ["Simmer for half an hour", "half an hour", HOUR / 2],
    ["Simmer for a half hour", "a half hour", HOUR / 2],
    ["Rest for a quarter of an hour", "a quarter of an hour", 15 * MIN],
    ["Roast for an hour and a half", "an hour and a half", 1.5 * HOUR],
    ["Roast for 1 and a half hours", "1 and a half hours", 1.5 * HOUR],
    ["Simmer for forty-five minutes", "forty-five minutes", 45 * MIN],
    ["Simmer for ten minutes", "ten minutes", 10 * MIN],
    ["Kóka 1 tíma og 20 minuttir", "1 tíma og 20 minuttir", HOUR + 20 * MIN],
    ["Kóka 1 tíma, og 20 minuttir", "1 tíma, og 20 minuttir", HOUR + 20 * MIN],
    ["Kóka 1 tíma 20 min", "1 tíma 20 min", HOUR + 20 * MIN],
    ["Kóka 5 min og 30 sek", "5 min og 30 sek", 5 * MIN + 30],
    ["Boil 2 minutes 30 seconds", "2 minutes 30 seconds", 2 * MIN + 30],
    ["Set ovnin á 200 gradir og bakið í 25 minuttir", "25 minuttir", 25 * MIN],
    ["Bake at 180°C for 45-50 min", "45-50 min", 45 * MIN],
    ["Bakið (ca. 20 min) til gyltið", "20 min", 20 * MIN],
    ["Stig 3: 5 min", "5 min", 5 * MIN],
    ["BAKIÐ Í 25 MINUTTIR", "25 MINUTTIR", 25 * MIN],
  ])("%s → %s", (step, text, seconds) => {
    const found = timersInStep(step);
    expect(found.map((timer) => ({ text: timer.text, seconds: timer.seconds }))).toEqual([{ text, seconds }]);
    const [timer] = found;
    expect(step.slice(timer!.start, timer!.end)).toBe(text);
  });

  it.each([
    "200 gradir",
    "2 dl rjómi",
    "350 g smør",
    "Set ovnin á 200°",
    "Hita ovnin",
    "Skerið í 4 bitar",
    "x25 min",
    "Stir a second time",
    "Stir 1 time",
    "Bakið við 200 til 25 gradir",
    "1 tsk salt",
    "Kóka 0 min",
    "Lat standa 2 døgn",
    "minuttir",
    "Bakið í nakrar minuttir",
    "a few minutes",
    "",
  ])("%s → none", (step) => {
    expect(timersInStep(step)).toEqual([]);
  });

  it("finds each of several durations, where they are written", () => {
    const step = "Bakið í 25 minuttir, lat tað kólna í 10 minuttir og skerið so.";
    expect(timersInStep(step)).toEqual([
      { start: 8, end: 19, text: "25 minuttir", seconds: 25 * MIN },
      { start: 37, end: 48, text: "10 minuttir", seconds: 10 * MIN },
    ]);
  });

  it("keeps a smaller unit after a larger one together, and a larger after a smaller apart", () => {
    expect(timersInStep("Kóka 20 minuttir og 1 tíma").map((timer) => timer.seconds)).toEqual([20 * MIN, HOUR]);
    expect(timersInStep("Kóka 20 min og 10 min").map((timer) => timer.seconds)).toEqual([20 * MIN, 10 * MIN]);
  });

  it("says nothing of a duration longer than a recipe's longest time", () => {
    expect(timersInStep("Lat standa 49 tímar")).toEqual([]);
    expect(timersInStep("Lat standa 48 tímar").map((timer) => timer.seconds)).toEqual([48 * HOUR]);
  });

  // A coarse check; test/unit-timing/step-timers-linear.test.ts times it on its own.
  it("reads a 60 KiB step in linear time", () => {
    for (const piece of ["1", " ", "1 ", "1-", "1 og ", "ein hálva ", "1/2½,", "a ", "25 min ", "x1 "]) {
      const text = piece.repeat(Math.ceil((60 * 1024) / piece.length)).slice(0, 60 * 1024);
      const started = performance.now();
      timersInStep(text);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });
});
