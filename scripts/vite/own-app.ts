import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { aliases } from "./aliases.ts";
import { compileHints, inlineStylesheet } from "./plugins.ts";

interface OwnApp {
  /** Its page in web/, served by the Worker's assets at the page's name without `.html`. */
  page: string;
  /** The prefix of its chunks' names in assets/ (`screen` → `assets/screen-….js`). */
  chunks: string;
}

/**
 * An app of its own beside the phones' (the kitchen screen at /eldhus, docs/features/kitchen.md;
 * the helper's page at /hjalpari, docs/features/helpers.md): built by a second build of its own
 * into the phones' dist/, after the phones' files are written and before the service worker lists
 * what to precache, so the worker precaches its files too. A build of its own rather than a second
 * entry of the phones' build: the two would share React's chunk, and the app would load the
 * phones' entry with it (their router, session and providers), or every phone page would pay
 * React as a file of its own. What they share in source (the API client, the clock and zone
 * module, the live socket) is compiled into each.
 */
export function ownApp({ page, chunks }: OwnApp): Plugin {
  const root = fileURLToPath(new URL("../../web", import.meta.url));
  let outDir = "";
  let target: string | string[] | false = "es2022";
  return {
    name: `familyhub:own-app:${chunks}`,
    apply: "build",
    configResolved(config) {
      // The phones' own output and browser target, so the apps never drift apart.
      outDir = config.build.outDir;
      target = config.build.target;
    },
    writeBundle: {
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root,
          publicDir: false,
          logLevel: "warn",
          resolve: { alias: aliases },
          build: {
            outDir,
            emptyOutDir: false,
            target,
            cssCodeSplit: false,
            modulePreload: { polyfill: false },
            rolldownOptions: {
              input: join(root, page),
              output: {
                entryFileNames: `assets/${chunks}-[hash].js`,
                // A shared library's chunk is named after its file ("signals.module"): without the dot, as every other asset name.
                chunkFileNames: (chunk) => `assets/${chunks}-${chunk.name.replaceAll(".", "-")}-[hash].js`,
              },
            },
          },
          plugins: [react(), tailwindcss(), inlineStylesheet(page), compileHints()],
        });
      },
    },
  };
}
