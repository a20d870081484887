import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { aliases } from "./aliases.ts";
import { compileHints, inlineStylesheet } from "./plugins.ts";

/**
 * The kitchen screen is an app of its own (web/eldhus.html, web/screen/main.tsx; docs/features/kitchen.md):
 * built by a second build of its own into the phones' dist/, after the phones' files are written and
 * before the service worker lists what to precache, so the worker precaches the screen's files too.
 * A build of its own rather than a second entry of the phones' build: the two would share React's
 * chunk, and the screen would load the phones' entry with it (their router, session and providers),
 * or every phone page would pay React as a file of its own. What the two share in source (the API
 * client, the clock and zone module, the part-of-day rule, `nameKey`) is compiled into each.
 * Its chunks are named `screen-…`; served at /eldhus (the assets' `eldhus.html`).
 */
export function kitchenScreenApp(): Plugin {
  const root = fileURLToPath(new URL("../../web", import.meta.url));
  let outDir = "";
  let target: string | string[] | false = "es2022";
  return {
    name: "familyhub:kitchen-screen-app",
    apply: "build",
    configResolved(config) {
      // The phones' own output and browser target, so the two apps never drift apart.
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
              input: join(root, "eldhus.html"),
              output: { entryFileNames: "assets/screen-[hash].js", chunkFileNames: "assets/screen-[name]-[hash].js" },
            },
          },
          plugins: [react(), tailwindcss(), inlineStylesheet("eldhus.html"), compileHints()],
        });
      },
    },
  };
}
