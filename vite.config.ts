import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { aliases } from "./scripts/vite/aliases.ts";
import { codeSplitting, preloadedWithImport } from "./scripts/vite/chunks.ts";
import { pwaIconPreset } from "./scripts/vite/pwa-icons.ts";
import { compileHints, inlineStylesheet, signedInPreload } from "./scripts/vite/plugins.ts";
import { ownApp } from "./scripts/vite/own-app.ts";

// The web app lives in web/ and is built to dist/, which wrangler.toml serves as the Worker's assets.
export default defineConfig({
  root: "web",
  publicDir: "public",
  resolve: { alias: aliases },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    target: "es2022",
    // Maps only for `npm run bench -- --only profile`, which reads them to name the hot functions.
    sourcemap: process.env.BENCH_SOURCEMAP === "1" ? "hidden" : false,
    // One stylesheet, which inlineStylesheet() puts into index.html: no chunk asks for CSS of its
    // own, so none of Vite's preloads may try to fetch it (the file is not emitted).
    cssCodeSplit: false,
    modulePreload: { polyfill: false, resolveDependencies: preloadedWithImport },
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:8787", ws: true },
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    inlineStylesheet(),
    signedInPreload(),
    compileHints(),
    // Before VitePWA, whose service worker precaches what the build wrote, the own apps' files too:
    // the kitchen screen (/eldhus) and the helper's page (/hjalpari).
    ownApp({ page: "eldhus.html", chunks: "screen" }),
    ownApp({ page: "hjalpari.html", chunks: "helper" }),
    VitePWA({
      // A new service worker waits until the user reloads from the 'Nýggj útgáva er tøk' prompt
      // (web/lib/app-update.ts), so a family never runs old code without knowing.
      registerType: "prompt",
      injectRegister: null,
      // Our own worker (web/sw/sw.ts: precache, navigation fallback, push and notification taps),
      // a classic script as generateSW's was, so the registration is unchanged.
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      // Every icon is drawn at build time from this one SVG (docs/features/offline.md).
      pwaAssets: {
        image: "public/icon.svg",
        preset: pwaIconPreset,
        overrideManifestIcons: true,
        injectThemeColor: false,
        includeHtmlHeadLinks: true,
      },
      manifest: {
        id: "/",
        name: "FamilyHub – familjan á einum stað",
        short_name: "FamilyHub",
        description: "Felags innkeypslisti, kalendari, uppgávur og matarætlan fyri familjuna",
        lang: "fo",
        dir: "ltr",
        display: "standalone",
        orientation: "portrait",
        start_url: "/",
        scope: "/",
        background_color: "#ffffff",
        theme_color: "#0f766e",
        // A link shared from the phone's browser opens the recipe box's import with it filled in
        // (docs/features/recipes-pages.md "Shared links"): /dinner?heiti=…&tekst=…&leinkja=….
        share_target: { action: "/dinner", method: "GET", params: { title: "heiti", text: "tekst", url: "leinkja" } },
      },
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        rollupFormat: "iife",
      },
    }),
  ],
});
