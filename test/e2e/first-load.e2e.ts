import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GROUP_NAMES } from "../../scripts/vite/chunks";

// The build global-setup.ts's `npm start` made.
const root = new URL("../..", import.meta.url).pathname;
const distDir = join(root, "dist");

describe("the build's chunks and first loads", () => {
  it("every chunk group of scripts/vite/chunks.ts takes at least one module, so a rule that matches nothing shows", () => {
    const files = readdirSync(join(distDir, "assets"));
    const empty = GROUP_NAMES.filter((group) => !files.some((file) => new RegExp(`^${group}-[\\w-]+\\.js$`).test(file)));
    expect(empty).toEqual([]);
  });
});
