// 200 tasks (reminders), a third done, half with a due date. Joins the report when
// GET /api/families/{id}/reminders exists.
import { isoAgo, seq, text, DAY_S } from "./sql.mjs";

export default {
  name: "reminders",
  describe: (scale) => `${200 * scale} tasks`,
  sql({ family, scale, nowSec }) {
    return [
      `${seq(200 * scale)} INSERT INTO reminders (id, family_id, created_by, title, description, due_date, priority, assigned_to, completed, completed_at, created_at)
       SELECT printf('%s-reminder-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.userId)}, 'Uppgáva ' || n, NULL,
              CASE WHEN n % 2 = 0 THEN ${isoAgo(nowSec, `(n * 3613) % (60 * ${DAY_S}) - 30 * ${DAY_S}`)} END,
              CASE n % 3 WHEN 0 THEN 'low' WHEN 1 THEN 'medium' ELSE 'high' END, CASE WHEN n % 4 = 0 THEN ${text(family.memberId)} END,
              n % 3 = 0, CASE WHEN n % 3 = 0 THEN ${isoAgo(nowSec, `n * 600`)} END, ${isoAgo(nowSec, `90 * ${DAY_S} - n`)}
       FROM seq`,
    ];
  },
  reads: [{ name: "reminders", path: (family) => `/api/families/${family.id}/reminders`, rows: (body) => body.length }],
};
