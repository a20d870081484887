import { describe, expect, it } from "vitest";
import { NAMED_PATHS } from "../../scripts/vite/chunks";

/** Every file the rules could name: the app's sources and the two libraries they name (node_modules is only globbed when asked). */
const files = [
  ...Object.keys(import.meta.glob(["/web/**/*", "/contract/**/*"])),
  ...Object.keys(import.meta.glob(["/node_modules/@tanstack/*/build/modern/*.js", "/node_modules/idb-keyval/dist/*"], { exhaustive: true })),
].map((path) => path.slice(1));

describe("chunk rules (scripts/vite/chunks.ts)", () => {
  it("sees the sources and the libraries", () => {
    expect(files).toEqual(expect.arrayContaining(["web/main.tsx", "contract/limits.ts", "node_modules/idb-keyval/dist/index.js"]));
  });

  it("every folder and file a chunk rule names exists, so a moved or renamed module cannot leave its rule silently matching nothing", () => {
    const missing = NAMED_PATHS.filter((entry) => (entry.endsWith("/") ? !files.some((file) => file.startsWith(entry)) : !files.includes(entry)));
    expect(missing).toEqual([]);
  });
});
