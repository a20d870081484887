import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES, NAME_MAX } from "@contract/limits";
import { parseShoppingInput } from "@contract/quick-add/shopping";
import { parseWhenInput } from "@contract/quick-add/when";

/**
 * The longest text a parser meets: a CalDAV SUMMARY is read before its length is checked, so it
 * can be nearly a whole request body (64 KiB).
 */
const LONGEST = MAX_BODY_BYTES - 4 * 1024;
/**
 * Linear, this machine parses such a line in 5–60 ms (a line of dates makes 20,000 readings);
 * quadratic, in seconds: the trailing-punctuation trim took 6 s before it was a loop.
 */
const BUDGET_MS = 150;

/** `length` characters: `open`, `piece` repeated, `close`. */
const line = (length: number, piece: string, open = "", close = "") =>
  open + piece.repeat(Math.ceil(length / piece.length)).slice(0, length - open.length - close.length) + close;

/** Long runs of what the patterns look for, around and between the parts they would read. */
const ADVERSARIAL: [name: string, piece: string, open?: string, close?: string][] = [
  ["digits", "1"],
  ["spaces between words", " ", "a", "a"],
  ["spaced dashes after an amount", " -", "2 l mjólk", "b"],
  ["commas and colons after a date", ", :", "Fundur í dag", "x"],
  ["units", "2 l "],
  ["counts", "1x "],
  ["numbers and units", " l", "1", "a"],
  ["dates", "12.12 "],
  ["clock words", "kl. "],
  ["fractions", "1/2½,"],
];

function slowest(text: string): number {
  let worst = 0;
  for (const parse of [
    () => parseShoppingInput(text),
    () => parseWhenInput(text, { now: Date.parse("2026-03-18T10:00:00Z"), timeZone: "Atlantic/Faroe", target: "event" }),
  ]) {
    // The best of three: one run may meet a garbage collection or a busy machine.
    const times = [0, 1, 2].map(() => {
      const started = performance.now();
      parse();
      return performance.now() - started;
    });
    worst = Math.max(worst, Math.min(...times));
  }
  return worst;
}

describe("the quick-add parsers are linear", () => {
  for (const [name, ...shape] of ADVERSARIAL) {
    it(`parse a line of ${LONGEST} characters of ${name} in linear time`, () => {
      const text = line(LONGEST, ...shape);
      expect(text.length).toBe(LONGEST);
      expect(slowest(text)).toBeLessThan(BUDGET_MS);
    });

    it(`parse the longest name an input takes (${NAME_MAX} characters) of ${name} in well under a millisecond`, () => {
      expect(slowest(line(NAME_MAX, ...shape))).toBeLessThan(1);
    });
  }

  it("still drop the punctuation a removed part leaves hanging at either end", () => {
    expect(parseWhenInput("Týdningarmikið: rokning –", { now: Date.now(), timeZone: "Atlantic/Faroe", target: "task" }).title).toBe("Rokning");
    expect(parseShoppingInput("mjólk, 2 l").name).toBe("mjólk");
  });
});
