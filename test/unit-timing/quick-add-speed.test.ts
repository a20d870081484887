import { describe, expect, it } from "vitest";
import { parseShoppingInput } from "@contract/quick-add/shopping";
import { parseWhenInput } from "@contract/quick-add/when";

/** How fast the quick-add line is read: a timing measurement, run on its own (the `speed` project) so other tests do not disturb the clock. */

const NOW = Date.parse("2026-03-18T10:00:00Z");
const ZONE = "Atlantic/Faroe";

describe("speed", () => {
  it("parses a line in well under a millisecond", () => {
    const lines = ["2 l mjólk", "egg x12", "Omega 3", "Fótbóltur hvønn mánadag kl. 17", "Gáva til mammu 24. des týdningarmikið"];
    parseWhenInput(lines[3]!, { now: NOW, timeZone: ZONE, target: "event" });
    const runs = 2_000;
    const started = performance.now();
    for (let i = 0; i < runs; i++) {
      for (const line of lines.slice(0, 3)) parseShoppingInput(line);
      for (const line of lines.slice(3)) parseWhenInput(line, { now: NOW, timeZone: ZONE, target: i % 2 ? "event" : "task" });
    }
    const perLine = (performance.now() - started) / (runs * lines.length);
    // A phone at 4× slowdown is about ten times slower than this machine: 0.1 ms here leaves it under 1 ms.
    expect(perLine).toBeLessThan(0.1);
  });
});
