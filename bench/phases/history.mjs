// Issue 41: a family's years of purchases must not slow its reads. One family holds 150,000
// purchases (about twenty years of a large family's ticks), another the same names with a short
// history (1,000 purchases: just the window the shop order learns from); every read that touches
// purchases is measured on both, one connection, so time per request is the service time, and the
// ratio long/short is printed (the goal: at most 2).
import { isoAgo, seq, text } from "../seeders/sql.mjs";
import { nameColumns } from "../seeders/shopping.mjs";
import { load } from "../lib/http.mjs";
import { median, round } from "../lib/stats.mjs";

export const HISTORY_PURCHASES = 150_000;
const SHORT_PURCHASES = 1_000;
const NAMES = 150;

/** `count` purchases of NAMES names for `family`, 20 ticks a minute apart per trip, a trip every 20 hours back from now. */
export function historySql({ family, count, nowSec }) {
  const bought = nameColumns(`((n - 1) % ${NAMES} + 1)`);
  return [
    `${seq(count)} INSERT INTO purchases (id, family_id, item_id, item_name, name_key, quantity, purchased_at)
     SELECT printf('%s-history-%07d', ${text(family.id)}, n), ${text(family.id)}, NULL, ${bought.name}, ${bought.key}, 1 + n % 3,
            ${isoAgo(nowSec, `((n - 1) / 20) * 72000 + (20 - (n - 1) % 20) * 60`)}
     FROM seq`,
  ];
}

export const historyCounts = { long: HISTORY_PURCHASES, short: SHORT_PURCHASES };

const READS = ["shopping-lists", "shopping-statistics", "shopping-order", "shopping-suggestions"];

export async function runHistory({ app, long, short, options, memory, log }) {
  const pids = app.workerdPids;
  const rows = [];
  for (const read of READS) {
    const runs = { long: [], short: [] };
    for (let r = 0; r < options.rounds; r += 1) {
      memory.setPhase(`history round ${r + 1}`);
      for (const [which, user] of [
        ["short", short],
        ["long", long],
      ]) {
        const result = await load({
          url: `${app.baseUrl}/api/families/${user.family.id}/${read}`,
          headers: { authorization: `Bearer ${user.token}` },
          connections: 1,
          durationS: options.scalingDurationS,
          pids: pids(),
        });
        if (result.failures) throw new Error(`${read} failed for the ${which} history`);
        runs[which].push(1000 / result.rps);
      }
    }
    const shortMs = round(median(runs.short), 2);
    const longMs = round(median(runs.long), 2);
    const ratio = round(longMs / shortMs, 2);
    log(`  ${read}: ${shortMs} ms with ${SHORT_PURCHASES} purchases, ${longMs} ms with ${HISTORY_PURCHASES}: ×${ratio}${ratio > 2 ? "  (over 2×)" : ""}`);
    rows.push({ read, shortMs, longMs, ratio });
  }
  return { purchases: historyCounts, reads: rows };
}
