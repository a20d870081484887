import { fileURLToPath } from "node:url";

const at = (folder: string) => fileURLToPath(new URL(`../../${folder}`, import.meta.url));

/** The import aliases of tsconfig.base.json's `paths`, for Vite and Vitest (wrangler's esbuild reads the tsconfig itself). */
export const aliases = {
  "@contract": at("contract"),
  "@web": at("web"),
  "@worker": at("worker"),
  "@test": at("test"),
  // The exact specifier wouter and Preact signals use (web/lib/use-sync-external-store.ts says why).
  "use-sync-external-store/shim/index.js": at("web/lib/use-sync-external-store.ts"),
};
