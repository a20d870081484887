import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin, Rolldown } from "vite";
import { AUTH_TOKEN_KEY } from "../../contract/limits.ts";
import { ADMIN_PATH, SIGN_IN_PATHS, SIGN_IN_SCREEN_MODULE, SIGNED_IN_PATHS } from "../../web/app/signed-in-paths.ts";
import { allowScriptInHeaders, preloadScript, scriptHashSource, signedInImports } from "./signed-in-preload.ts";

/**
 * Puts the stylesheet into the page (index.html, or the kitchen screen's eldhus.html) instead of
 * linking it: the first paint then needs one request, not two in a row (Tailwind's whole output is
 * small, so it all counts as critical). The CSP allows exactly that stylesheet by its hash in
 * `style-src`, so no other inline style runs.
 */
export function inlineStylesheet(page = "index.html"): Plugin {
  const hashSources: string[] = [];
  return {
    name: "familyhub:inline-stylesheet",
    apply: "build",
    enforce: "post",
    writeBundle(options) {
      if (hashSources.length === 0 || !options.dir) return;
      const file = join(options.dir, "_headers");
      writeFileSync(file, allowStylesInHeaders(readFileSync(file, "utf8"), hashSources));
    },
    async generateBundle(_options, bundle) {
      const html = bundle[page];
      if (html?.type !== "asset" || typeof html.source !== "string") return;
      for (const [fileName, css] of Object.entries(bundle)) {
        if (css.type !== "asset" || !fileName.endsWith(".css")) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.]/g, "\\.")}"[^>]*>`);
        if (!link.test(html.source)) continue;
        const text = String(css.source);
        html.source = html.source.replace(link, () => `<style>${text}</style>`);
        hashSources.push(await scriptHashSource(text));
        delete bundle[fileName];
      }
    },
  };
}

/** The `_headers` file with the inline stylesheets' hashes it lacks added to every `style-src 'self'`; throws if there is none. */
function allowStylesInHeaders(headers: string, hashSources: string[]): string {
  if (!headers.includes("style-src 'self'")) throw new Error("_headers: no `style-src 'self'` to add the inline stylesheet's hash to");
  const missing = [...new Set(hashSources)].filter((source) => !headers.includes(source));
  return missing.length === 0 ? headers : headers.replaceAll("style-src 'self'", `style-src 'self' ${missing.join(" ")}`);
}

type OutputChunk = Rolldown.OutputChunk;

/** The chunk's file and every file it imports statically, transitively. */
function staticClosure(chunk: OutputChunk, chunks: Map<string, OutputChunk>): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(chunk.fileName);
  return [...files];
}

/** See signed-in-preload.ts: index.html preloads a signed-in start's shell and page. */
export function signedInPreload(): Plugin {
  const pagesFile = fileURLToPath(new URL("../../web/app/signed-in-pages.ts", import.meta.url));
  const signInScreen = fileURLToPath(new URL(`../../${SIGN_IN_SCREEN_MODULE}`, import.meta.url));
  let base = "/";
  let hashSource: string | undefined;
  return {
    name: "familyhub:signed-in-preload",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset" || typeof html.source !== "string") return;
      const imports = signedInImports(readFileSync(pagesFile, "utf8"), SIGNED_IN_PATHS);
      const chunks = new Map(
        Object.values(bundle)
          .filter((file): file is OutputChunk => file.type === "chunk")
          .map((chunk) => [chunk.fileName, chunk]),
      );
      // What the entry loads anyway (index.html already asks for it) is not preloaded again.
      const entryFiles = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => staticClosure(chunk, chunks)));
      const filesOf = async (specifier: string) => {
        const resolved = await this.resolve(specifier, pagesFile);
        // Its own chunk, or the group chunk it was built into (scripts/vite/chunks.ts).
        const chunk =
          [...chunks.values()].find((candidate) => candidate.facadeModuleId === resolved?.id) ??
          [...chunks.values()].find((candidate) => resolved !== null && candidate.moduleIds.includes(resolved.id));
        if (!chunk) this.error(`signed-in preload: no chunk of its own for ${specifier}`);
        return staticClosure(chunk, chunks).filter((file) => !entryFiles.has(file));
      };
      const shell = await filesOf(imports.shell);
      const signInFiles = await filesOf(signInScreen);
      const pageFiles: Record<string, string[]> = {};
      for (const [path, specifier] of Object.entries(imports.pages)) {
        // None for the admin panel: a family member who opens it is sent to the dashboard, and its
        // files (some fifteen) would be listed in every page's index.html, for the few administrators.
        // The app's start fetches what the path shows (web/app/signed-in-paths.ts `pageShownAt`).
        if (path === ADMIN_PATH) pageFiles[path] = [];
        else pageFiles[path] = (await filesOf(specifier)).filter((file) => !shell.includes(file)).map((file) => base + file);
      }
      const script = preloadScript(
        shell.map((file) => base + file),
        pageFiles,
        AUTH_TOKEN_KEY,
        { files: signInFiles.map((file) => base + file), paths: SIGN_IN_PATHS },
      );
      hashSource = await scriptHashSource(script);
      html.source = html.source.replace("</head>", () => `  <script>${script}</script>\n  </head>`);
    },
    writeBundle(options) {
      if (!hashSource || !options.dir) return;
      const file = join(options.dir, "_headers");
      writeFileSync(file, allowScriptInHeaders(readFileSync(file, "utf8"), hashSource));
    },
  };
}

/** V8's explicit compile hint: a file starting with this comment is compiled whole, off the main thread. */
export const COMPILE_EAGERLY = "//# allFunctionsCalledOnLoad";

/**
 * Starts every chunk with V8's compile hint. Without it, V8 compiles each function on the main
 * thread the first time it runs, and a start runs most of React, the router and the page for the
 * first time in one task. With it, Chromium compiles a chunk while it streams in. Every chunk
 * gets it because each one is code the app runs as soon as it loads it (pages load when opened).
 * It shortens the signed-in start's long tasks (docs/bench.md). Added after every other plugin's output, because V8
 * looks for it at the top of a file, and Vite puts its preload map (`__vite__mapDeps`) at the top
 * of a chunk after minifying.
 */
export function compileHints(): Plugin {
  return {
    name: "familyhub:compile-hints",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk") chunk.code = `${COMPILE_EAGERLY}\n${chunk.code}`;
        }
      },
    },
  };
}
