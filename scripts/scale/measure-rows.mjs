// Bytes per row, and per family-year, of the real schema: applies migrations/ to a fresh SQLite
// database (node:sqlite; D1 is SQLite, and its size is the database file's), inserts a year of
// many families as docs/scale.md assumes it, and reads SQLite's own page accounting (dbstat) for
// each table together with its indexes. Run: node --no-warnings scripts/scale/measure-rows.mjs
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { seq } from "../../bench/seeders/sql.mjs";

const root = new URL("../..", import.meta.url).pathname;
const FAMILIES = Number(process.argv[2] ?? 300);

/** One family-year of a busy family, as docs/scale.md states it (per family). */
const FAMILY_YEAR = {
  users: 3, // two parents and a teenager with accounts
  familyMembers: 4, // and a child without one
  sessions: 4, // one per phone or tablet, renewed, so a steady four
  pushSubscriptions: 4,
  shoppingItems: 40, // open on the list at any time: ticked items go 10 minutes after the tick
  purchases: 25 * 52, // every tick is a purchase row, kept for the statistics
  purchaseNames: 150, // distinct names bought: one purchase_totals row each
  events: 3 * 52,
  reminders: 4 * 52,
  dinnerMeals: 5 * 52,
  ingredientsPerMeal: 3,
  clientIds: 40, // ids of the last 8 days' adds, kept for replayed offline adds
};

const db = new DatabaseSync(":memory:");
for (const file of readdirSync(join(root, "migrations"))
  .filter((name) => name.endsWith(".sql"))
  .sort()) {
  for (const statement of readFileSync(join(root, "migrations", file), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) db.exec(statement);
  }
}

const Y = FAMILY_YEAR;
const uuid =
  "lower(hex(randomblob(4))||'-'||hex(randomblob(2))||'-4'||substr(hex(randomblob(2)),2)||'-a'||substr(hex(randomblob(2)),2)||'-'||hex(randomblob(6)))";
const time = (offsetExpr) => `strftime('%Y-%m-%dT%H:%M:%fZ', 1767225600 + (${offsetExpr}), 'unixepoch')`;
const name = (n) => `'Vøra ' || ((${n}) % ${Y.purchaseNames})`;

db.exec("BEGIN");
for (let f = 0; f < FAMILIES; f += 1) {
  const family = `'${crypto.randomUUID()}'`;
  db.exec(`INSERT INTO families (id, name, time_zone, created_at) VALUES (${family}, 'Familjan Joensen', 'Atlantic/Faroe', ${time(0)})`);
  const users = Array.from({ length: Y.users }, () => `'${crypto.randomUUID()}'`);
  users.forEach((user, i) => {
    db.exec(`INSERT INTO users (id, username, email, password_hash, family_id, email_verified_at, created_at)
      VALUES (${user}, 'brukari_${f}_${i}', 'brukari_${f}_${i}@example.fo', 'pbkdf2$600000$' || hex(randomblob(16)) || '$' || hex(randomblob(32)), ${family}, ${time(60)}, ${time(0)})`);
  });
  const [owner] = users;
  db.exec(`${seq(Y.familyMembers)} INSERT INTO family_members (id, family_id, user_id, name, role, created_at)
    SELECT ${uuid}, ${family}, CASE n ${users.map((user, i) => `WHEN ${i + 1} THEN ${user}`).join(" ")} END, 'Limur ' || n, CASE WHEN n <= 2 THEN 'parent' ELSE 'child' END, ${time("n")} FROM seq`);
  db.exec(`${seq(Y.sessions)} INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at)
    SELECT ${uuid}, CASE (n % ${Y.users}) ${users.map((user, i) => `WHEN ${i} THEN ${user}`).join(" ")} END, ${time("n")}, ${time("n + 2592000")}, ${time("n + 3600")} FROM seq`);
  db.exec(`INSERT INTO push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth, created_at, updated_at)
    SELECT ${uuid}, user_id, id, 'https://fcm.googleapis.com/fcm/send/' || hex(randomblob(70)), hex(randomblob(65)), hex(randomblob(16)), created_at, created_at FROM sessions WHERE user_id IN (${users.join(",")})`);
  const list = `'${crypto.randomUUID()}'`;
  db.exec(`INSERT INTO shopping_lists (id, family_id, name, created_at) VALUES (${list}, ${family}, 'Handilslisti', ${time(0)})`);
  db.exec(`${seq(Y.shoppingItems)} INSERT INTO shopping_items (id, family_id, list_id, name, name_key, quantity, completed, added_by, created_at)
    SELECT ${uuid}, ${family}, ${list}, ${name("n")}, lower(${name("n")}), 1 + n % 3, 0, ${owner}, ${time("n * 600")} FROM seq`);
  // Through the triggers of migration 0002, as a tick does: each purchase also updates its name's totals row.
  db.exec(`${seq(Y.purchases)} INSERT INTO purchases (id, family_id, item_id, item_name, name_key, quantity, purchased_at)
    SELECT ${uuid}, ${family}, ${uuid}, ${name("n * 7")}, lower(${name("n * 7")}), 1 + n % 3, ${time("n * 24000")} FROM seq`);
  db.exec(`${seq(Y.events)} INSERT INTO events (id, family_id, created_by, title, description, start_time, end_time, location, recurrence, created_at)
    SELECT ${uuid}, ${family}, ${owner}, 'Fótbóltsvenjing ' || n, CASE WHEN n % 3 = 0 THEN 'Hav skógvar og vatn við' END, ${time("n * 200000")}, ${time("n * 200000 + 5400")},
      CASE WHEN n % 2 = 0 THEN 'Gundadalur' END, CASE WHEN n % 10 = 0 THEN 'weekly' ELSE 'none' END, ${time("n * 200000 - 86400")} FROM seq`);
  db.exec(`${seq(Y.reminders)} INSERT INTO reminders (id, family_id, created_by, title, description, due_date, priority, completed, completed_at, created_at)
    SELECT ${uuid}, ${family}, ${owner}, 'Minst til at keypa gávu ' || n, CASE WHEN n % 4 = 0 THEN 'Til føðingardagin' END, CASE WHEN n % 3 > 0 THEN ${time("n * 150000")} END,
      'medium', n % 5 > 0, CASE WHEN n % 5 > 0 THEN ${time("n * 150000 + 3600")} END, ${time("n * 150000 - 86400")} FROM seq`);
  db.exec(`${seq(Y.dinnerMeals)} INSERT INTO dinner_meals (id, family_id, created_by, title, scheduled_date, completed, completed_at, created_at)
    SELECT ${uuid}, ${family}, ${owner}, 'Ræst kjøt við eplum ' || n, ${time("n * 120000")}, 1, ${time("n * 120000 + 86400")}, ${time("n * 120000 - 86400")} FROM seq`);
  db.exec(`INSERT INTO meal_ingredients (id, family_id, meal_id, ingredient_name)
    SELECT ${uuid}, ${family}, dinner_meals.id, ${name("dinner_meals.rowid + k.n")} FROM dinner_meals, (${seq(Y.ingredientsPerMeal)} SELECT n FROM seq) AS k WHERE dinner_meals.family_id = ${family}`);
  db.exec(`${seq(Y.clientIds)} INSERT INTO client_ids (id, family_id, created_at) SELECT ${uuid}, ${family}, ${time("n * 17000")} FROM seq`);
}
db.exec("COMMIT");
db.exec("VACUUM");

const pageSize = db.prepare("PRAGMA page_size").get().page_size;
const pageCount = db.prepare("PRAGMA page_count").get().page_count;
// Each table with its indexes: dbstat names the b-tree, sqlite_schema says whose it is.
const perTable = db
  .prepare(
    `SELECT s.tbl_name AS tbl, sum(d.pgsize) AS bytes FROM dbstat AS d JOIN sqlite_schema AS s ON s.name = d.name
     WHERE s.tbl_name NOT LIKE 'sqlite_%' AND s.tbl_name NOT LIKE '\\_%' ESCAPE '\\' GROUP BY s.tbl_name ORDER BY bytes DESC`,
  )
  .all();

const rows = (table) => db.prepare(`SELECT count(*) AS n FROM "${table}"`).get().n;
console.log(`${FAMILIES} families, one year each; page size ${pageSize} B; database ${((pageSize * pageCount) / 1e6).toFixed(1)} MB\n`);
console.log("table                 rows/family  bytes/row (with indexes)  bytes/family");
let total = 0;
for (const { tbl, bytes } of perTable) {
  const count = rows(tbl);
  if (count === 0) continue;
  total += bytes;
  console.log(
    `${tbl.padEnd(22)}${(count / FAMILIES).toFixed(0).padStart(11)}${(bytes / count).toFixed(0).padStart(26)}${(bytes / FAMILIES).toFixed(0).padStart(14)}`,
  );
}
console.log(`\nper family-year: ${(total / FAMILIES / 1e3).toFixed(0)} KB; 10 GB holds ${(10e9 / (total / FAMILIES)).toFixed(0)} family-years`);
