import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The real migrations, as `wrangler d1 migrations apply` runs them. Applying is idempotent.
// Every database: the directory (DB) and each family database (DB_00, DB_01, …) have the same schema.
for (const name of Object.keys(env).filter((key) => key === "DB" || /^DB_\d{2}$/.test(key))) {
  await applyD1Migrations(env[name as "DB"], env.TEST_MIGRATIONS);
}
