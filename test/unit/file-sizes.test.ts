import { describe, expect, it } from "vitest";

const MAX_LINES = 300;

/** Every .ts/.tsx source of the app, as text; worker/db/schema.ts and worker/data/ are exempt. */
const sources = import.meta.glob<string>(
  ["/worker/**/*.{ts,tsx}", "/web/**/*.{ts,tsx}", "/contract/**/*.{ts,tsx}", "!/worker/db/schema.ts", "!/worker/data/**"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
);

/** Lines as `wc -l` counts them in a file that ends with a newline. */
const lineCount = (text: string) => (text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0));

describe("file sizes", () => {
  it("reads the sources of worker/, web/ and contract/", () => {
    const paths = Object.keys(sources);
    expect(paths).toEqual(expect.arrayContaining(["/worker/index.ts", "/web/main.tsx", "/contract/limits.ts"]));
    expect(paths.filter((path) => path === "/worker/db/schema.ts" || path.startsWith("/worker/data/"))).toEqual([]);
  });

  it(`no .ts/.tsx file in worker/, web/ or contract/ is over ${MAX_LINES} lines, except worker/db/schema.ts and worker/data/`, () => {
    const tooLong = Object.entries(sources)
      .filter(([, text]) => lineCount(text) > MAX_LINES)
      .map(([path, text]) => `${path.slice(1)}: ${lineCount(text)} lines`);
    expect(tooLong).toEqual([]);
  });
});
