// Three outside calendars (docs/features/outside-calendars.md) and 300 imported occurrences over
// the import window, most of them ahead (as a school term's are); they join the events read's rows.
// Their next refresh is far ahead, so no cron pass of the bench fetches anything.
import { isoAgo, seq, text, DAY_S } from "./sql.mjs";

export default {
  name: "outside-calendars",
  describe: (scale) => `3 outside calendars, ${300 * scale} imported occurrences`,
  sql({ family, scale, nowSec }) {
    const subscription = (n) => text(`${family.id}-outside-${n}`);
    const start = `(n * 86413) % (400 * ${DAY_S}) - 60 * ${DAY_S}`;
    return [
      `INSERT INTO calendar_subscriptions (id, family_id, url, name, color, paused, failures, next_refresh_at, created_at, created_by, last_refreshed_at)
       VALUES ${[0, 1, 2]
         .map(
           (n) =>
             `(${subscription(n)}, ${text(family.id)}, 'https://calendar.example.com/${n}.ics', 'Kalendari ${n}', '#2563eb', 0, 0, '2999-01-01T00:00:00.000Z', ${isoAgo(nowSec, `${30 * DAY_S} + ${n}`)}, ${text(family.userId)}, ${isoAgo(nowSec, "600")})`,
         )
         .join(", ")}`,
      `${seq(300 * scale)} INSERT INTO subscription_events (id, family_id, subscription_id, uid, recurrence_id, title, description, location, start_time, end_time, all_day)
       SELECT printf('%s-imported-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.id)} || '-outside-' || (n % 3), 'uid-' || n, NULL,
              'Tími ' || n, NULL, CASE WHEN n % 4 = 0 THEN 'Stova 12' END, ${isoAgo(nowSec, `-(${start})`)}, ${isoAgo(nowSec, `-(${start}) - 2700`)}, 0
       FROM seq`,
    ];
  },
  reads: [{ name: "calendar-subscriptions", path: (family) => `/api/families/${family.id}/calendar-subscriptions`, rows: (body) => body.length }],
};
