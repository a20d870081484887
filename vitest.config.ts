import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { aliases } from "./scripts/vite/aliases.ts";

/** Tests inside workerd with real D1 (the real migrations, applied in test/helpers/setup.ts) and the real FamilyRoom. */
function workerProject(name: string, include: string[]): TestProjectInlineConfiguration {
  return {
    plugins: [
      cloudflareTest(async () => ({
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: {
          bindings: {
            JWT_SECRET: "test-secret-that-is-long-enough-for-hs256",
            // Mail stays in the outbox table, where the tests read it, instead of filling the output.
            OUTBOX_QUIET: "1",
            // Local development: the outbox transport stores mail for the tests to read.
            LOCAL_DEV: "true",
            TEST_MIGRATIONS: await readD1Migrations("migrations"),
            // A key pair for the tests only (test/helpers/push.ts checks every push's VAPID token against it).
            VAPID_PUBLIC_KEY: "BPF4qYeSEgUs7aF-AQLuQJgiPu6ihDaF4pBWpLhzztKeFpmop0-Pr1_DlFcE3IwYluOqdtoNzLZw0Dlf2KKHD4g",
            VAPID_PRIVATE_KEY: "klCCiNAFhgLJjfhIMLMYEG_c5wsT0CqKQ8E39WE_6EM",
            VAPID_SUBJECT: "mailto:push-tests@familyhub.fo",
          },
        },
      })),
    ],
    resolve: { alias: aliases },
    test: {
      name,
      include,
      setupFiles: ["./test/helpers/setup.ts"],
      globalSetup: [
        "./test/helpers/push-receiver-setup.ts",
        "./test/helpers/calendar-server-setup.ts",
        "./test/helpers/met-server-setup.ts",
        "./test/helpers/recipe-server-setup.ts",
        "./test/helpers/picture-server-setup.ts",
      ],
      testTimeout: 30_000,
    },
  };
}

// Projects: pure modules in Node; the Worker in workerd; and timing measurements (the Worker's,
// and pure modules' in Node: `speed`), which `npm test` runs on their own so other tests do not disturb the clock. Browser tests have
// their own config: test/e2e/vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      { resolve: { alias: aliases }, test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" } },
      workerProject("worker", ["test/worker/**/*.test.ts"]),
      workerProject("timing", ["test/worker-timing/**/*.test.ts"]),
      { resolve: { alias: aliases }, test: { name: "speed", include: ["test/unit-timing/**/*.test.ts"], environment: "node" } },
    ],
  },
});
