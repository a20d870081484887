import { describe, expect, it } from "vitest";
import { eachLimited } from "@worker/lib/each-limited";

describe("eachLimited", () => {
  it("runs every item once, never more than the limit at a time", async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const items = Array.from({ length: 237 }, (_, i) => i);
    await eachLimited(items, 10, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item % 3));
      done.push(item);
      running -= 1;
    });
    expect(most).toBe(10);
    expect(done.sort((a, b) => a - b)).toEqual(items);
  });

  it("does nothing for no items and handles fewer items than the limit", async () => {
    const seen: string[] = [];
    await eachLimited([], 5, async () => void seen.push("never"));
    await eachLimited(["a", "b"], 50, async (item) => void seen.push(item));
    expect(seen.sort()).toEqual(["a", "b"]);
  });

  it("rejects when a piece of work fails", async () => {
    await expect(eachLimited([1, 2, 3], 2, async (item) => (item === 2 ? Promise.reject(new Error("nei")) : undefined))).rejects.toThrow("nei");
  });
});
