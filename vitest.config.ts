import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Two projects: pure modules in Node, and the Worker inside workerd with real D1 (the real
// migrations, applied in test/helpers/setup.ts) and the real FamilyRoom Durable Object.
// Browser tests have their own config: test/e2e/vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                JWT_SECRET: "test-secret-that-is-long-enough-for-hs256",
                TEST_MIGRATIONS: await readD1Migrations("migrations"),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          setupFiles: ["./test/helpers/setup.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
