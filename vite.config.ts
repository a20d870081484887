import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { aliases } from "./scripts/vite/aliases.ts";
import { compileHints, inlineStylesheet, signedInPreload } from "./scripts/vite/plugins.ts";

// The web app lives in web/ and is built to dist/, which wrangler.toml serves as the Worker's assets.
export default defineConfig({
  root: "web",
  publicDir: "public",
  resolve: { alias: aliases },
  build: {
    outDir: "../dist",
    emptyOutDir: true,
    target: "es2022",
    // One stylesheet, which inlineStylesheet() puts into index.html: no chunk asks for CSS of its
    // own, so none of Vite's preloads may try to fetch it (the file is not emitted).
    cssCodeSplit: false,
    modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !dep.endsWith(".css")) },
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
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: null,
      manifest: {
        name: "FamilyHub",
        short_name: "FamilyHub",
        description: "Felags innkeypslisti, kalendari, uppgávur og matarætlan fyri familjuna",
        lang: "fo",
        display: "standalone",
        start_url: "/",
        background_color: "#ffffff",
        theme_color: "#0f766e",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
      },
    }),
  ],
});
