import { db } from "./factories";

const DAY = 86_400_000;
/** Rows one INSERT … SELECT writes: a few big statements seed a long history quickly. */
const ROWS_PER_STATEMENT = 50_000;

export interface History {
  /** Purchases to write, oldest first. */
  count: number;
  /** When the last trip's first tick was made. */
  end: string;
  /** Ticks per trip, a minute apart; one trip a day. */
  perTrip?: number;
  /** Distinct names, `vara 0` … `vara <names - 1>` (already folded, so each is its own name key). */
  names?: number;
  /** Each trip walks the names in ascending order, or descending (a rebuilt shop). */
  order?: "ascending" | "descending";
}

/**
 * A family's long purchase history, written straight into `purchases` with INSERT … SELECT over a
 * recursive counter (the triggers keep the totals as for ticks). Trip `t` starts `t` days before
 * `end`'s trip counted back from the newest, its ticks walk `names` in `order`. The family is a
 * factory user's, in HOME_DATABASE.
 */
export async function seedPurchases(familyId: string, history: History): Promise<void> {
  const { count, end, perTrip = 20, names = 40, order = "ascending" } = history;
  const trips = Math.ceil(count / perTrip);
  const start = new Date(Date.parse(end) - (trips - 1) * DAY).toISOString();
  const prefix = crypto.randomUUID();
  const statements = [];
  for (let first = 0; first < count; first += ROWS_PER_STATEMENT) {
    const last = Math.min(first + ROWS_PER_STATEMENT, count) - 1;
    // Counts are written into the text: D1 binds JavaScript numbers as REAL, and i / perTrip must divide integers.
    const descending = order === "descending" ? 1 : 0;
    statements.push(
      db.$client
        .prepare(
          `WITH RECURSIVE n(i) AS (SELECT ${first} UNION ALL SELECT i + 1 FROM n WHERE i < ${last}),
           t(i, trip, place) AS (SELECT i, i / ${perTrip}, i % ${perTrip} FROM n)
         INSERT INTO purchases (id, family_id, item_id, item_name, name_key, quantity, purchased_at)
         SELECT ?1 || '-' || i, ?2, NULL, 'vara ' || k, 'vara ' || k, 1 + i % 3,
           strftime('%Y-%m-%dT%H:%M:%fZ', ?3, '+' || trip || ' days', '+' || place || ' minutes')
         FROM (SELECT i, trip, place, CASE WHEN ${descending} THEN ${names} - 1 - place % ${names} ELSE place % ${names} END AS k FROM t)`,
        )
        .bind(prefix, familyId, start),
    );
  }
  await db.$client.batch(statements);
}

/** The rows D1 says a statement read. */
export async function rowsRead(statement: D1PreparedStatement): Promise<number> {
  const { meta } = await statement.all();
  return meta.rows_read;
}
