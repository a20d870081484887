import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");

/** The node flags `npm run bench` runs bench/run.mjs with, as package.json says them. */
function benchFlags(): string[] {
  const script: string = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.bench;
  const words = script.split(/\s+/);
  return words.slice(1, words.indexOf("bench/run.mjs"));
}

/** Every module bench/run.mjs is made of (run.mjs itself starts a run when imported). */
function benchModules(): string[] {
  const folders = ["lib", "phases", "seeders"].map((folder) =>
    readdirSync(join(root, "bench", folder))
      .filter((name) => name.endsWith(".mjs"))
      .map((name) => `./bench/${folder}/${name}`),
  );
  return ["./bench/report.mjs", ...folders.flat()];
}

// The bench runs under node's own type stripping, not vite: a contract or Worker module that imports
// another without its extension (as the app's modules do) must still resolve there.
describe("the bench's modules", () => {
  it("load under the node flags of `npm run bench`", () => {
    const modules = benchModules();
    expect(modules.length).toBeGreaterThan(10);
    const program = modules.map((module) => `await import(${JSON.stringify(module)});`).join("\n");
    const run = spawnSync(process.execPath, [...benchFlags(), "--input-type=module", "-e", program], { cwd: root, encoding: "utf8", timeout: 60_000 });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
