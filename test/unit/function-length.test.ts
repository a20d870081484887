import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";

/**
 * No function of the product code is over 80 lines counted as a reader sees it: from the first
 * character of its signature to its closing brace (docs/architecture.md "Function length"). Biome's
 * own rule counts only the body's lines, so a long signature or a component's JSX passed it.
 */
const MAX_LINES = 80;
const FUNCTION = /^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/;

interface Node {
  type?: string;
  start: number;
  end: number;
  body?: unknown;
}

/** Every function's span in lines, with the line it starts on. */
function functionSpans(text: string, lang: "ts" | "tsx"): { line: number; lines: number }[] {
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length;
  const spans: { line: number; lines: number }[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const node = value as Node;
    if (node.type && FUNCTION.test(node.type) && node.body) spans.push({ line: lineOf(node.start), lines: lineOf(node.end) - lineOf(node.start) + 1 });
    for (const [key, child] of Object.entries(node)) if (key !== "parent") visit(child);
  };
  visit(parseAst(text, { lang }));
  return spans;
}

const productFiles = execFileSync("git", ["ls-files", "web/*.ts", "web/*.tsx", "worker/*.ts", "contract/*.ts", "scripts/*.ts", "scripts/*.mjs"], {
  encoding: "utf8",
})
  .trim()
  .split("\n");

describe("function length by real span", () => {
  it("counts a function from its signature to its closing brace", () => {
    const parameters = Array.from({ length: 40 }, (_, index) => `  p${index}: number,`).join("\n");
    const body = Array.from({ length: 40 }, (_, index) => `  const v${index} = ${index};`).join("\n");
    const probe = `export function long(\n${parameters}\n): number {\n${body}\n  return 0;\n}\nconst short = () => 1;\n`;
    expect(functionSpans(probe, "ts")).toEqual([
      { line: 1, lines: 84 },
      { line: 85, lines: 1 },
    ]);
  });

  it(`finds none over ${MAX_LINES} lines in web/, worker/, contract/ and scripts/`, () => {
    expect(productFiles.length).toBeGreaterThan(300);
    const over = productFiles.flatMap((file) =>
      functionSpans(readFileSync(file, "utf8"), file.endsWith(".tsx") ? "tsx" : "ts")
        .filter(({ lines }) => lines > MAX_LINES)
        .map(({ line, lines }) => `${file}:${line} (${lines} lines)`),
    );
    expect(over).toEqual([]);
  });
});
