import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

// The real migrations, as `wrangler d1 migrations apply` runs them. Applying is idempotent.
// Every database: the directory (DB) and each family database (DB_00, DB_01, …) have the same
// schema; they are separate databases, so they are migrated side by side (every test file pays this).
const databases = Object.keys(env).filter((key) => key === "DB" || /^DB_\d{2}$/.test(key));
await Promise.all(databases.map((name) => applyD1Migrations(env[name as "DB"], env.TEST_MIGRATIONS)));
