// The report's "Scale (issue 33)" section and summary rows, from the scale phase (bench/phases/scale.mjs).
import { count, fixed, table } from "./report-format.mjs";
import { broadcastByDatabaseTable, cronLines, familyReadsLines, retentionLines, seedingTable } from "./report-scale-databases.mjs";

/** D1's database size limit on Workers Paid (docs/scale.md): 10 GB, which cannot be raised. */
export const D1_LIMIT_BYTES = 10e9;

const gb = (bytes) => `${(bytes / 1e9).toFixed(2)} GB`;

export function scaleSummary(scale) {
  const { seed, reads, broadcast, idle, mix } = scale;
  return [
    [
      `Scale: D1 bytes per family (${count(seed.families)} seeded)`,
      `${count(Math.round(seed.bytesPerFamily))} B; 1,000,000 families ${gb(seed.projectedMillionBytes)} against D1's 10 GB`,
    ],
    [
      `Scale: broadcast to ${count(broadcast.families)} families`,
      `${count(broadcast.reached)} reached, ${count(broadcast.lost)} lost, ${count(broadcast.repeats)} twice, drained in ${fixed(broadcast.drainedMs / 1000, 1)} s (${count(broadcast.roomsTold)} rooms told, the rest counted)`,
    ],
    [
      `Scale: family read's D1 round trips over ${count(seed.databases.length)} databases`,
      `at most ${count(reads.mostRoundTrips)}; ${count(reads.touchedAnother)} reads touched another database`,
    ],
    [
      "Scale: bytes per family with the retention rule",
      `${count(scale.retention.heldBytesPerFamily)} B held (a family-year without the rule: ${count(scale.retention.bytesPerFamilyYearWithout)} B)`,
    ],
    [
      "Scale: idle phone, family reads per minute",
      `socket up ${fixed(idle.socketUp.readsPerMinute, 2)}, socket down ${fixed(idle.socketDown.readsPerMinute, 2)}`,
    ],
    ["Scale: reads answered 304 in the mix", `${fixed(mix.share304, 1)} % of ${count(mix.reads)}`],
  ];
}

export function scaleSection(scale) {
  const { seed, reads, broadcast, cron, retention, idle, mix } = scale;
  const out = ["## Scale (issues 33 and 52)", ""];
  out.push(
    `${count(seed.families)} small families${scale.quick ? " (**quick run**: the full run seeds 100,000)" : ""}, each with two parents who can sign in (a live session each), two children, a list of 8 open items, 20 purchases, 4 tasks, 3 events and 3 meals with 2 ingredients each: ${seed.rowsPerFamily} rows a family, UUID-shaped ids. Spread evenly over ${seed.databases.length} family databases (${seed.databases.map((part) => part.db).join(", ")}: each its own range, as registration's least-filled placement fills them), with each account's and family's placement in the directory (DB), and seeded straight into the local D1 files (set-based SQL through \`wrangler d1 execute\`, the change-counter and quota triggers firing as for the app's own writes) before the app starts, which runs with as many family databases.`,
    "",
  );
  out.push("### Storage", "");
  out.push(
    table(
      ["Seeding", "D1 file before", "after", "Bytes per family", "1,000,000 families", "Share of D1's 10 GB"],
      [
        [
          `${fixed(seed.seconds, 1)} s (${count(Math.round(seed.families / seed.seconds))} families/s)`,
          gb(seed.bytesBefore),
          gb(seed.bytesAfter),
          count(Math.round(seed.bytesPerFamily)),
          gb(seed.projectedMillionBytes),
          `${fixed((100 * seed.projectedMillionBytes) / D1_LIMIT_BYTES, 0)} %`,
        ],
      ],
    ),
    "",
    `The files' growth over the seeded families, indexes and change counters included: one 10 GB database holds about ${count(Math.floor(D1_LIMIT_BYTES / seed.bytesPerFamily))} families of this size. These families are new (weeks of history); a family-year of the model in docs/scale.md is far larger (below: the retention rule). By database:`,
    "",
    ...seedingTable(seed),
    "",
  );
  out.push("### A family read's round trips, in each database", "", ...familyReadsLines(reads), "");
  out.push("### Broadcast (an administrator's message to every signed-in family)", "");
  out.push(
    table(
      ["Families", "Reached", "Lost", "Reached twice", "Rooms told", "Rooms counted", "Messages acked", "Retried", "Drained in", "Answer"],
      [
        [
          count(broadcast.families),
          count(broadcast.reached),
          count(broadcast.lost),
          count(broadcast.repeats),
          count(broadcast.roomsTold),
          count(broadcast.roomsCounted),
          count(broadcast.messagesAcked),
          count(broadcast.messagesRetried),
          `${fixed(broadcast.drainedMs / 1000, 1)} s`,
          `${fixed(broadcast.answerMs)} ms`,
        ],
      ],
    ),
    "",
    `End to end: \`POST /api/admin/messages\` queues one message; the consumer reads the signed-in families a page of 1,000 at a time and queues \`notify\` chunks of 50, and each chunk tells its rooms. The bench entry's tally (\`worker/bench-entry.ts\`) records every family each chunk reached, so "lost" is the signed-in families (counted in SQL) the consumer never reached. For the first seconds the rooms were really told: ${count(broadcast.roomsTold)} rooms, ${fixed(broadcast.roomsPerSecond, 1)} a second (runtime RSS ${count(broadcast.runtimeRssMiB)} MiB, ${count(broadcast.maxOpenFiles)} open files at most). Local workerd creates a Durable Object and its SQLite file per new room at that pace, so telling all ${count(broadcast.families)} rooms here would take about ${count(broadcast.allRoomsLocallyS)} s; the rest were counted without waking their rooms, which still runs every page read, queue message and acknowledgement. On Cloudflare each room is its own object and up to 250 consumer invocations run at once, so the rooms are not the bound there.`,
    "",
    "By database (each family counted in the database it was seeded in; the bench's own families are in DB_00). The message reaches every family database's users through each database's own copy (written by `POST /api/admin/messages`) and their rooms through one `broadcast-page` chain per database:",
    "",
    broadcastByDatabaseTable(broadcast),
    "",
  );
  out.push("### Cron per database", "", ...cronLines(cron, seed.databases), "");
  out.push("### Bytes per family-year with the retention rule", "", ...retentionLines(retention), "");
  out.push("### An idle phone", "");
  out.push(
    table(
      ["Socket", "Minutes (page clock)", "Family reads", "Per minute", "Polls", "Other requests"],
      [
        [
          "up",
          fixed(idle.socketUp.minutes),
          count(idle.socketUp.familyReads),
          fixed(idle.socketUp.readsPerMinute, 2),
          "–",
          count(idle.socketUp.requests - idle.socketUp.familyReads),
        ],
        [
          "down",
          fixed(idle.socketDown.minutes),
          count(idle.socketDown.familyReads),
          fixed(idle.socketDown.readsPerMinute, 2),
          `${count(idle.socketDown.polls)} (${fixed(idle.socketDown.readsPerPoll, 1)} reads each)`,
          `${count(idle.socketDown.tickets)} tickets`,
        ],
      ],
    ),
    "",
    "Chromium signed in as a scale family's parent on the dashboard, the page's clock moved on by Playwright (each 30 s ping let answer before the next). Socket up: the goal is no family read at all. Socket down: every socket refused; the phone polls after 15 s, 30 s, 60 s, 120 s, 240 s and then every 5 minutes, and keeps trying to reconnect every 5 s (each try buys a ticket).",
    "",
  );
  out.push("### 304s in a day of phones", "");
  out.push(
    table(
      ["List", "Reads", "304", "Share"],
      [
        ...Object.entries(mix.byList).map(([name, part]) => [name, count(part.reads), count(part.notModified), `${fixed(part.share304, 1)} %`]),
        ["**all**", count(mix.reads), count(mix.notModified), `**${fixed(mix.share304, 1)} %**`],
      ],
    ),
    "",
    `${mix.families} families, ${mix.devicesPerFamily} devices each (each parent signed in twice), the model's day in docs/scale.md: ${mix.visitsPerFamily} visits and ${mix.writesPerFamily} writes a family, in a random (seeded) order. A visit reads every list with If-None-Match from the device's last answer; a write (two of three add a shopping item, one of three adds a task) is followed by the writer's refetch of that list and, on each other device open at the time (${fixed(mix.otherDeviceOpen * 100)} % of them), the live notice's refetch. A device's first read of each list (nothing to send yet) is not counted.`,
    "",
  );
  return out;
}
