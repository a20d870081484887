import { describe, expect, it } from "vitest";
import { RECIPE_STEP_MAX } from "@contract/recipe-limits";
import { timersInStep } from "@contract/recipes/step-timers";

/**
 * A step is at most RECIPE_STEP_MAX characters once stored, but an import reads a page's text before
 * it is cut, so the reader is held to 60 KiB as the quick-add parsers are (docs/features/quick-add.md
 * "Linear"): linear, this machine reads such a text in 10–60 ms; quadratic, in seconds.
 */
const LONGEST = 60 * 1024;
const BUDGET_MS = 150;

/** Long runs of what the reader looks for: numbers, ranges, joiners, parts, articles, units, glued words. */
const ADVERSARIAL = ["1", " ", "1 ", "1-", "1 og ", "1 tíma og ", "ein hálva ", "1/2½,", "1 1/2 ", "a ", "half an ", "25 min ", "x1 ", "forty-", "1.1"];

const line = (length: number, piece: string) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length);

/** The best of three: one run may meet a garbage collection or a busy machine. */
function fastest(text: string): number {
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    timersInStep(text);
    return performance.now() - started;
  });
  return Math.min(...times);
}

describe("the step timers' reader is linear", () => {
  it.each(ADVERSARIAL)(`reads ${LONGEST} characters of %j in linear time`, (piece) => {
    expect(fastest(line(LONGEST, piece))).toBeLessThan(BUDGET_MS);
  });

  it.each(ADVERSARIAL)(`reads the longest step (${RECIPE_STEP_MAX} characters) of %j in a few milliseconds`, (piece) => {
    expect(fastest(line(RECIPE_STEP_MAX, piece))).toBeLessThan(5);
  });
});
