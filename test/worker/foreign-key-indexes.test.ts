import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

interface ForeignKey {
  table: string;
  from: string;
  on_delete: string;
}

async function all<T>(sql: string): Promise<T[]> {
  return (await env.DB.prepare(sql).all<T>()).results;
}

async function userTables(): Promise<string[]> {
  const rows = await all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  );
  return rows.map((row) => row.name);
}

/** The first column of each index of a table (the primary key's too). */
async function leadingColumns(table: string): Promise<Set<string>> {
  const leading = new Set<string>();
  const pk = await all<{ name: string; pk: number }>(`PRAGMA table_info("${table}")`);
  const first = pk.find((column) => column.pk === 1);
  if (first) leading.add(first.name);
  for (const index of await all<{ name: string }>(`PRAGMA index_list("${table}")`)) {
    const columns = await all<{ seqno: number; name: string }>(`PRAGMA index_info("${index.name}")`);
    const lead = columns.find((column) => column.seqno === 0);
    if (lead) leading.add(lead.name);
  }
  return leading;
}

describe("foreign keys", () => {
  // Deleting a parent row makes SQLite find its children by the foreign key column (to cascade,
  // null them or refuse): without an index leading with that column, each deleted parent scans the
  // whole child table, and deleting many parents (the expiry job's sessions) becomes quadratic.
  it("every child column of a foreign key leads an index of its table", async () => {
    const unindexed: string[] = [];
    for (const table of await userTables()) {
      const keys = await all<ForeignKey>(`PRAGMA foreign_key_list("${table}")`);
      if (keys.length === 0) continue;
      const leading = await leadingColumns(table);
      for (const key of keys) if (!leading.has(key.from)) unindexed.push(`${table}.${key.from} → ${key.table} (${key.on_delete})`);
    }
    expect(unindexed).toEqual([]);
  });
});
