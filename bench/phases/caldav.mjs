// CalDAV (issue 43): what a phone's sync costs on a family of 1,000 items in each collection (the
// calendar, the tasks, the shopping list, the dinner plan) — the first sync of each of its
// collections, then an incremental sync with nothing changed and with one change made through the
// JSON API. Statements (D1 round trips) and rows read come from the bench Worker's headers
// (worker/bench-entry.ts), times are the median of the rounds, one request at a time.
import { createHash } from "node:crypto";
import { nameColumns } from "../seeders/shopping.mjs";
import { text, isoAgo, seq, DAY_S } from "../seeders/sql.mjs";
import { call } from "../lib/http.mjs";
import { median, round } from "../lib/stats.mjs";

/** The bench family's app password (a fixed secret: the bench database is thrown away). */
export const CALDAV_SECRET = "benc-hcal-davs-ecre-tnot-secr-etab-cdef";
/** Each collection's items: the first sync of every kind is measured at this size. */
export const CALDAV_ITEMS = 1000;
/**
 * What the seeders' scale-1 rows put in each collection (300 events, the 150 of 200 tasks no member
 * holds, 200 shopping items, 100 meals), topped up here to CALDAV_ITEMS each. The shopping list is
 * then at the family's cap (FAMILY_ROW_CAPS.shopping_items, 1,000).
 */
const SEEDED = { events: 300, tasks: 150, shopping: 200, meals: 100 };
const extra = (kind) => CALDAV_ITEMS - SEEDED[kind];
/** The resources one calendar-multiget asks for: with 1,000, the body would pass the 64 KiB limit. */
const MULTIGET_MAX = 500;

/** The family's app password, and the events, tasks, shopping items and meals that fill each collection to CALDAV_ITEMS. */
export function caldavSql({ family, nowSec }) {
  const digest = createHash("sha256").update(CALDAV_SECRET.replaceAll("-", "")).digest("hex");
  const start = `(n * 86413) % (365 * ${DAY_S}) - 182 * ${DAY_S}`;
  const item = nameColumns(`(n + ${SEEDED.shopping})`);
  return [
    `INSERT INTO app_passwords (id, user_id, name, secret_hash, created_at) VALUES (${text(`${family.id}-app-password`)}, ${text(family.userId)}, 'Bench', ${text(digest)}, ${isoAgo(nowSec, DAY_S)})`,
    `${seq(extra("events"))} INSERT INTO events (id, family_id, created_by, title, start_time, end_time, recurrence, ends_at, created_at)
     SELECT printf('%s-calevent-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.userId)}, 'Tiltak ' || n,
            ${isoAgo(nowSec, start)}, ${isoAgo(nowSec, `${start} - 3600`)}, 'none', ${isoAgo(nowSec, `${start} - 3600`)}, ${isoAgo(nowSec, `300 * ${DAY_S} - n`)}
     FROM seq`,
    `${seq(extra("tasks"))} INSERT INTO reminders (id, family_id, created_by, title, due_date, priority, assigned_to, completed, completed_at, created_at)
     SELECT printf('%s-caltask-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.userId)}, 'Arbeiði ' || n,
            CASE WHEN n % 2 = 0 THEN ${isoAgo(nowSec, `(n * 3613) % (60 * ${DAY_S}) - 30 * ${DAY_S}`)} END, 'medium', NULL,
            n % 3 = 0, CASE WHEN n % 3 = 0 THEN ${isoAgo(nowSec, "n * 600")} END, ${isoAgo(nowSec, `80 * ${DAY_S} - n`)}
     FROM seq`,
    `${seq(extra("shopping"))} INSERT INTO shopping_items (id, family_id, list_id, name, name_key, quantity, completed, completed_at, added_by, meal_id, created_at)
     SELECT printf('%s-calitem-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.listId)}, ${item.name}, ${item.key}, 1, 0, NULL,
            ${text(family.userId)}, NULL, ${isoAgo(nowSec, `(n * 3607) % (30 * ${DAY_S})`)}
     FROM seq`,
    `${seq(extra("meals"))} INSERT INTO dinner_meals (id, family_id, created_by, title, scheduled_date, completed, completed_at, created_at)
     SELECT printf('%s-calmeal-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.userId)}, 'Máltíð ' || n,
            ${isoAgo(nowSec, `(100 - n) * ${DAY_S}`)}, 0, NULL, ${isoAgo(nowSec, `(n + 200) * ${DAY_S}`)}
     FROM seq`,
  ];
}

const syncBody = (token) =>
  `<d:sync-collection xmlns:d="DAV:"><d:sync-token>${token}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`;
/** A calendar-multiget of the hrefs, as a phone sends after a sync to fetch what changed. */
const multigetBody = (hrefs) =>
  `<c:calendar-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><d:getetag/><c:calendar-data/></d:prop>${hrefs.map((href) => `<d:href>${href}</d:href>`).join("")}</c:calendar-multiget>`;
const HOME_BODY =
  '<d:propfind xmlns:d="DAV:" xmlns:cs="http://calendarserver.org/ns/"><d:prop><d:displayname/><cs:getctag/><d:sync-token/></d:prop></d:propfind>';

async function dav(baseUrl, auth, method, path, body, depth) {
  const started = performance.now();
  const answer = await call(baseUrl, method, path, { headers: { authorization: auth, depth, "content-type": "application/xml" }, raw: body });
  const ms = performance.now() - started;
  if (answer.status !== 207) throw new Error(`${method} ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return {
    ms,
    calls: Number(answer.headers.get("x-bench-d1-calls")),
    rows: Number(answer.headers.get("x-bench-d1-rows")),
    responses: (answer.text.match(/<d:response>/g) ?? []).length,
    token: /<d:sync-token>([^<]*)<\/d:sync-token>/.exec(answer.text)?.[1] ?? "",
    text: answer.text,
  };
}

const summary = (runs) => ({
  ms: round(median(runs.map((run) => run.ms)), 1),
  calls: median(runs.map((run) => run.calls)),
  rows: median(runs.map((run) => run.rows)),
  responses: runs.at(-1).responses,
});

/** The sync-collection of every collection the home lists, first with no token, then incrementally. */
export async function runCaldav({ app, family, token, options, log }) {
  const auth = `Basic ${Buffer.from(`${family.username}:${CALDAV_SECRET}`).toString("base64")}`;
  const homePath = `/caldav/families/${family.id}/`;
  // The app password's first use notes it (after the answer, at most once an hour): a phone's
  // requests in between do not, so it is left out of what is measured.
  await dav(app.baseUrl, auth, "PROPFIND", "/caldav/", "", "0");
  const home = [];
  for (let r = 0; r < options.rounds; r += 1) home.push(await dav(app.baseUrl, auth, "PROPFIND", homePath, HOME_BODY, "1"));
  const collections = [...home[0].text.matchAll(/<d:href>([^<]*)<\/d:href>/g)].map((match) => match[1]).filter((href) => href !== homePath);
  const rows = [];
  for (const path of collections) {
    const first = [];
    const unchanged = [];
    for (let r = 0; r < options.rounds; r += 1) first.push(await dav(app.baseUrl, auth, "REPORT", path, syncBody(""), "1"));
    const current = first.at(-1).token;
    for (let r = 0; r < options.rounds; r += 1) unchanged.push(await dav(app.baseUrl, auth, "REPORT", path, syncBody(current), "1"));
    // As many resources as one multiget's body holds (64 KiB: about 500 hrefs), as a phone splits a
    // larger set: its round trips must not grow with the count.
    const hrefs = [...first.at(-1).text.matchAll(/<d:href>([^<]*)<\/d:href>/g)].map((match) => match[1]).slice(0, MULTIGET_MAX);
    const multiget = [];
    for (let r = 0; r < options.rounds; r += 1) multiget.push(await dav(app.baseUrl, auth, "REPORT", path, multigetBody(hrefs), "1"));
    rows.push({
      collection: path.slice(homePath.length, -1),
      first: summary(first),
      unchanged: summary(unchanged),
      multiget: summary(multiget),
      token: current,
    });
    log(`  ${path}: first sync ${summary(first).responses} resources in ${summary(first).ms} ms, nothing changed ${summary(unchanged).ms} ms`);
  }
  const dinner = rows.find((row) => row.collection === "dinner");
  const changed = [];
  for (let r = 0; r < options.rounds; r += 1) {
    const before = (await dav(app.baseUrl, auth, "REPORT", `${homePath}dinner/`, syncBody(dinner.token), "1")).token;
    const meal = `${family.id}-calmeal-${String(r + 1).padStart(6, "0")}`;
    const patched = await call(app.baseUrl, "PATCH", `/api/dinner-meals/${meal}`, { token, body: { title: `Broytt ${r}` } });
    if (patched.status !== 200) throw new Error(`PATCH ${meal} answered ${patched.status}: ${patched.text.slice(0, 300)}`);
    changed.push(await dav(app.baseUrl, auth, "REPORT", `${homePath}dinner/`, syncBody(before), "1"));
  }
  return {
    items: CALDAV_ITEMS,
    home: summary(home),
    collections: rows.map(({ token: _, ...row }) => row),
    oneChange: { collection: "dinner", ...summary(changed) },
  };
}
