import { describe, expect, it } from "vitest";
import { NAMED_PATHS } from "../../scripts/vite/chunks";

/** Every file the rules could name: the app's sources and the two libraries they name (node_modules is only globbed when asked). */
const files = [
  ...Object.keys(import.meta.glob(["/web/**/*", "/contract/**/*"])),
  ...Object.keys(import.meta.glob(["/node_modules/@tanstack/*/build/modern/*.js", "/node_modules/idb-keyval/dist/*"], { exhaustive: true })),
].map((path) => path.slice(1));

/** Whether a rule's folder, file or file kind (a pattern on the module's path, which starts with '/') matches a file. */
const matches = (place: string | RegExp, file: string) =>
  typeof place === "string" ? (place.endsWith("/") ? file.startsWith(place) : file === place) : place.test(`/${file}`);

describe("chunk rules (scripts/vite/chunks.ts)", () => {
  it("sees the sources and the libraries", () => {
    expect(files).toEqual(expect.arrayContaining(["web/main.tsx", "contract/limits.ts", "node_modules/idb-keyval/dist/index.js"]));
  });

  it("every folder, file and file kind a chunk rule names matches a file, so a moved or renamed module cannot leave its rule silently matching nothing", () => {
    const missing = NAMED_PATHS.filter((place) => !files.some((file) => matches(place, file)));
    expect(missing).toEqual([]);
  });
});
