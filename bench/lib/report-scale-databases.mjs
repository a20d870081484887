// The scale section's per-database tables (issue 52), from bench/phases/scale-databases.mjs and the
// seeding (bench/seeders/scale-databases.mjs).
import { count, fixed, table } from "./report-format.mjs";

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export function seedingTable(seed) {
  return [
    table(
      ["Database", "Families", "Seeding", "Families/s", "Growth (used pages)", "Bytes per family", "Directory rows"],
      [
        ...seed.databases.map((part) => [
          part.db,
          count(part.families),
          `${fixed(part.seconds, 1)} s`,
          count(Math.round(part.families / part.seconds)),
          `${(part.bytes / 1e9).toFixed(2)} GB`,
          count(Math.round(part.bytesPerFamily)),
          `${fixed(part.directorySeconds, 1)} s`,
        ]),
        [
          "DB (directory)",
          "–",
          `${fixed(seed.directory.seconds, 1)} s`,
          "–",
          `${(seed.directory.bytes / 1e9).toFixed(2)} GB`,
          `${count(Math.round(seed.directory.bytesPerFamily))} (placements)`,
          "",
        ],
      ],
    ),
  ];
}

export function familyReadsLines(reads) {
  const byDb = new Map();
  for (const read of reads.reads) byDb.set(read.db, [...(byDb.get(read.db) ?? []), read]);
  return [
    table(
      ["Database", ...reads.reads.filter((read) => read.db === reads.reads[0].db).map((read) => read.read)],
      [...byDb].map(([db, list]) => [db, ...list.map((read) => `${read.calls} (${read.databases})`)]),
    ),
    "",
    `A family's first parent in each database signed in and read each list once: the D1 round trips of the request in all, and by database (\`X-Bench-D1-Calls\`, \`X-Bench-D1-Databases\`, worker/bench-entry.ts). At most **${reads.mostRoundTrips}**; ${reads.touchedAnother} reads touched another database than the family's (the goal: one round trip, on the family's own database, no directory read).`,
  ];
}

export function broadcastByDatabaseTable(broadcast) {
  return table(
    ["Database", "Signed-in families", "Reached", "Lost", "Reached twice"],
    broadcast.byDatabase.map((part) => [part.db, count(part.families), count(part.reached), count(part.lost), count(part.twice)]),
  );
}

const JOB_ROWS = (runs) => Object.entries(runs ?? {}).filter(([, value]) => typeof value === "number" && value > 0);

export function cronLines(cron, parts) {
  const names = ["DB", ...parts.map((part) => part.db)];
  const alone = table(
    ["Job", ...names.map((name) => `${name} (ms)`), "Done on the family databases"],
    cron.alone.map((job) => {
      const ms = new Map(job.byDatabase.map((run) => [run.db, run]));
      const done = {};
      for (const run of job.byDatabase) if (run.db !== "DB") for (const [key, value] of JOB_ROWS(run.result)) done[key] = (done[key] ?? 0) + value;
      return [
        job.job,
        ...names.map((name) => fixed(ms.get(name)?.ms)),
        Object.entries(done)
          .map(([key, value]) => `${key} ${count(value)}`)
          .join(", ") || "nothing due",
      ];
    }),
  );
  const runs = new Map(cron.trigger.runs.map((run) => [run.db, run]));
  const trigger = table(
    ["", ...names],
    [
      [
        "`cron` message (all jobs)",
        ...names.map((name) => (runs.has(name) ? `${fixed(runs.get(name).ms)} ms${runs.get(name).acked ? "" : " (retried)"}` : "–")),
      ],
    ],
  );
  return [
    "Each job alone (`bench-job:<name>`: the job on the directory, then on each family database, each timed in the Worker), with each database's share of the cron phase's work seeded first (per family: five ticked items, two expired sessions, three spent tickets, an expired invite, two meals whose day has passed; three old sign-ins each in the directory):",
    "",
    alone,
    "",
    "Then the same work seeded again and the trigger as deployed: `scheduled()` queues one `cron` message per database and the consumer runs all the jobs on that database; the tally times each message (rooms counted, not told):",
    "",
    trigger,
    "",
    `The last database's run ended ${fixed(cron.trigger.lastRunMs / 1000, 1)} s after the trigger; ${count(cron.trigger.noticesReached.shopping_list_updated ?? 0)} families were told about their lists, ${count(cron.trigger.messagesRetried)} messages retried.`,
  ];
}

export function retentionLines(retention) {
  const perYear = Object.entries(retention.perYear)
    .map(([name, rows]) => `${count(rows)} ${name}`)
    .join(", ");
  return [
    table(
      ["Database", "Families", `${retention.years} years of history, per family`, "Held after the rule, per family", "Retention jobs' time"],
      retention.byDatabase.map((part) => [
        part.db,
        count(part.families),
        kb(part.historyBytesPerFamily),
        kb(part.heldBytesPerFamily),
        `${fixed(part.jobMs)} ms`,
      ]),
    ),
    "",
    `In each database ${retention.familiesPerDatabase} of its families got ${retention.years} years of the model's history (a year: ${perYear}; the meals finished, the tasks done, the events one-off), spread evenly back from three days ago; then \`retirePurchases\` and \`retireHistory\` ran alone until they found nothing (${retention.runs.retirePurchases} and ${retention.runs.retireHistory} runs). Bytes are the database file's used pages (free pages left out: a delete frees pages, it does not shrink the file). **A family-year without the rule: ${kb(retention.bytesPerFamilyYearWithout)}; held with the rule: ${kb(retention.heldBytesPerFamily)}** (13 months of meals, tasks and events, 400 days of purchases). The rule deletes old rows scattered over the tables' pages, so the pages it leaves part-empty count whole here (later writes fill them): the held figure is an upper bound on what such a family keeps from then on, and its bytes per further family-year are about 0.`,
  ];
}
