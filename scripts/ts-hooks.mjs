// Lets a script run the Worker's own TypeScript modules under `node --experimental-strip-types`:
// resolves the tsconfig aliases (@worker/…, @contract/…) and extension-less relative imports to .ts files.
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = new URL("../", import.meta.url);
const ALIASES = { "@worker/": "worker/", "@contract/": "contract/" };

function asTs(url) {
  const path = fileURLToPath(url);
  for (const candidate of [path, `${path}.ts`, `${path}/index.ts`]) if (existsSync(candidate) && !candidate.endsWith("/")) return pathToFileURL(candidate).href;
  return null;
}

export async function resolve(specifier, context, next) {
  for (const [alias, folder] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return { url: asTs(new URL(folder + specifier.slice(alias.length), root)), shortCircuit: true };
  }
  if (specifier.startsWith(".") && context.parentURL?.endsWith(".ts") && !/\.[cm]?[jt]s$/.test(specifier)) {
    const url = asTs(new URL(specifier, context.parentURL));
    if (url) return { url, shortCircuit: true };
  }
  return next(specifier, context);
}
