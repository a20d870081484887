import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The real migrations, as `wrangler d1 migrations apply` runs them. Applying is idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
