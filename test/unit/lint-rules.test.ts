import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url);
const biome = JSON.parse(readFileSync(new URL("biome.json", root), "utf8")) as {
  overrides: { includes: string[]; linter: { rules: { style: { noRestrictedImports: { options: { patterns: { group: string[] }[] } } } } } }[];
};
const features = readdirSync(new URL("web/features", root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the lint rules that hold the architecture (biome.json)", () => {
  it.each(features)("web/features/%s may not import another feature", (feature) => {
    const override = biome.overrides.find((candidate) => candidate.includes.includes(`web/features/${feature}/**`));
    const groups = override?.linter.rules.style.noRestrictedImports.options.patterns.map((pattern) => pattern.group) ?? [];
    expect(groups).toContainEqual(["@web/features/**", `!@web/features/${feature}/**`]);
  });
});
