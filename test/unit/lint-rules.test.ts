import { describe, expect, it } from "vitest";
import biome from "../../biome.json";

const featureFiles = Object.keys(import.meta.glob("/web/features/**/*.{ts,tsx}"));
const features = [...new Set(featureFiles.map((path) => path.split("/")[3]!))].sort();

describe("the lint rules that hold the architecture (biome.json)", () => {
  it("finds the feature folders", () => {
    expect(features).toContain("shopping");
  });

  it.each(features)("web/features/%s may not import another feature", (feature) => {
    const override = biome.overrides.find((candidate) => candidate.includes.includes(`web/features/${feature}/**`));
    const groups = override?.linter.rules.style.noRestrictedImports.options.patterns.map((pattern) => pattern.group) ?? [];
    expect(groups).toContainEqual(["@web/features/**", `!@web/features/${feature}/**`]);
  });
});
