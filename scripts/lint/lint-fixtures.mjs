// Lints files written for a test under this repository's biome.json and its GritQL plugins,
// in a temporary folder laid out like the repository, so that a test can state an import
// rule by what the linter says about code (test/unit/lint-rules.test.ts).
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const require = createRequire(import.meta.url);
const biome = require.resolve("@biomejs/biome/bin/biome");

/** Copies `from` (relative to the repository) to the same place under `to`. */
async function copyInto(to, from) {
  await mkdir(dirname(join(to, from)), { recursive: true });
  await copyFile(join(root, from), join(to, from));
}

/** Writes `files` (path relative to the repository → source), runs `biome lint` on them, returns every diagnostic. */
export async function lintFixtures(files) {
  const folder = await mkdtemp(join(tmpdir(), "familyhub-lint-"));
  try {
    const config = require(join(root, "biome.json"));
    await copyInto(folder, "biome.json");
    // Biome resolves the aliases by tsconfig.json's paths (noImportCycles follows them), and reads
    // a tsconfig.json only beside a package.json.
    await copyInto(folder, "package.json");
    await copyInto(folder, "tsconfig.json");
    await copyInto(folder, "tsconfig.base.json");
    for (const plugin of config.plugins ?? []) await copyInto(folder, typeof plugin === "string" ? plugin : plugin.path);
    for (const [path, source] of Object.entries(files)) {
      await mkdir(dirname(join(folder, path)), { recursive: true });
      await writeFile(join(folder, path), source);
    }
    const args = [biome, "lint", `--config-path=${folder}`, "--vcs-enabled=false", "--reporter=json", "--max-diagnostics=none", "."];
    const report = await new Promise((resolve, reject) => {
      // Biome exits with 1 when it reports an error; the report on stdout is what counts.
      execFile(process.execPath, args, { cwd: folder }, (error, stdout, stderr) => {
        try {
          resolve(JSON.parse(stdout));
        } catch {
          reject(new Error(`biome lint gave no report: ${error?.message ?? ""}\n${stderr}`));
        }
      });
    });
    return report.diagnostics.map(({ category, message, location }) => ({ category, message, path: location.path, line: location.start.line }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
