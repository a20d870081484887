import { describe, expect, it } from "vitest";

/** Every .ts source of the Worker, as text. */
const sources = import.meta.glob<string>("/worker/**/*.ts", { query: "?raw", import: "default", eager: true });

/** `.insert(table)` directly followed by `.select(`, however the lines break: drizzle's INSERT … SELECT. */
const INSERT_SELECT = /\.insert\((\w+)\)\s*\.select\(\s*/g;

/** A select list built by fullRow: `db.select(fullRow(` or `.select(\n fullRow(`, as Biome breaks it. */
const BUILT = /^[\w\s.]*?\.select\(\s*fullRow\(/;

/** Where `name` is defined in `text`: `const name = …` up to the statement's end. */
function definition(text: string, name: string): string | undefined {
  const start = text.search(new RegExp(`const ${name}\\b[^=]*=`));
  if (start < 0) return undefined;
  const end = text.indexOf(";\n", start);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Whether an insert's select (inline, or a local built with fullRow directly or through a local function) lists the table's every column. */
function builtByFullRow(text: string, argument: string): boolean {
  if (BUILT.test(argument)) return true;
  const name = /^(\w+)/.exec(argument)?.[1];
  const defined = name && name !== "db" ? definition(text, name) : undefined;
  if (!defined) return false;
  if (/\.select\(\s*fullRow\(/.test(defined)) return true;
  // A select of a local function's fields (`db.select(values(…))`) whose body is a fullRow.
  return [...defined.matchAll(/\.select\((\w+)\(/g)].some(([, fn]) => fn !== undefined && /=>\s*fullRow\(/.test(definition(text, fn) ?? ""));
}

/** Every INSERT … SELECT in worker/: its place, and whether fullRow builds its select list. */
const insertSelects = Object.entries(sources).flatMap(([path, text]) =>
  [...text.matchAll(INSERT_SELECT)].map((match) => ({
    at: `${path.slice(1)}:${text.slice(0, match.index).split("\n").length} (${match[1]})`,
    built: builtByFullRow(text, text.slice(match.index + match[0].length)),
  })),
);

describe('INSERT … SELECT in the Worker (docs/architecture.md "Batches")', () => {
  it("finds the insert-selects there are", () => {
    expect(insertSelects.length).toBeGreaterThanOrEqual(15);
    expect(insertSelects.map((insert) => insert.at)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^worker\/services\/family\/families\.ts:\d+ \(familyMembers\)$/),
        expect.stringMatching(/\(shoppingItems\)$/),
      ]),
    );
  });

  it("builds every one's select list with fullRow, so a column added to a table takes its default instead of breaking the insert", () => {
    expect(insertSelects.filter((insert) => !insert.built).map((insert) => insert.at)).toEqual([]);
  });

  it("tells a hand-written select list from a built one", () => {
    const hand = 'const q = () => db.insert(t).select(db.select({ id: sql`1`.as("id") }).from(x));';
    const built = "const q = () => db.insert(t).select(\n  db\n    .select(fullRow(t, { id }))\n    .from(x));";
    const local = "const row = db.select(fullRow(t, {})).from(x);\nreturn db.insert(t).select(row);";
    for (const [text, expected] of [
      [hand, false],
      [built, true],
      [local, true],
    ] as const) {
      const match = [...text.matchAll(INSERT_SELECT)][0]!;
      expect(builtByFullRow(text, text.slice(match.index + match[0].length)), text).toBe(expected);
    }
  });
});
