import { defineConfig } from "vitest/config";
import { aliases } from "../../scripts/vite/aliases.ts";

// Browser tests: Chromium (playwright-core, the system's browser) against the app started the way
// `npm start` starts it, by global-setup.ts. One server for all files, so the files run one at a time.
export default defineConfig({
  resolve: { alias: aliases },
  test: {
    name: "e2e",
    root: new URL("../..", import.meta.url).pathname,
    include: ["test/e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["test/e2e/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    retry: 0,
  },
});
