// 300 calendar events over a year around now, a tenth of them weekly without end (never finished;
// the others' ends_at is their end_time, as the app stores it). The read joins the report
// as soon as GET /api/families/{id}/events exists (until then it answers 404 and is listed as not built).
import { isoAgo, seq, text, DAY_S } from "./sql.mjs";

export default {
  name: "events",
  describe: (scale) => `${300 * scale} events`,
  sql({ family, scale, nowSec }) {
    const start = `(n * 86413) % (365 * ${DAY_S}) - 182 * ${DAY_S}`;
    return [
      `${seq(300 * scale)} INSERT INTO events (id, family_id, created_by, title, description, start_time, end_time, location, recurrence, recurrence_ends, days_of_week, ends_at, created_at)
       SELECT printf('%s-event-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.userId)}, 'Hending ' || n, CASE WHEN n % 3 = 0 THEN 'Frágreiðing ' || n END,
              ${isoAgo(nowSec, start)}, ${isoAgo(nowSec, `${start} - 3600`)}, CASE WHEN n % 4 = 0 THEN 'Tórshavn' END,
              CASE WHEN n % 10 = 0 THEN 'weekly' ELSE 'none' END, NULL, NULL,
              CASE WHEN n % 10 = 0 THEN NULL ELSE ${isoAgo(nowSec, `${start} - 3600`)} END, ${isoAgo(nowSec, `400 * ${DAY_S} - n`)}
       FROM seq`,
    ];
  },
  reads: [{ name: "events", path: (family) => `/api/families/${family.id}/events`, rows: (body) => body.length }],
};
