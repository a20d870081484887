// 100 planned meals (about 50 days back and 50 ahead) with three ingredients each. Joins the report
// when GET /api/families/{id}/dinner-meals exists.
import { isoAgo, seq, text, DAY_S } from "./sql.mjs";

export default {
  name: "dinner-meals",
  describe: (scale) => `${100 * scale} meals, ${300 * scale} ingredients`,
  sql({ family, scale, nowSec }) {
    const meals = 100 * scale;
    return [
      `${seq(meals)} INSERT INTO dinner_meals (id, family_id, created_by, title, scheduled_date, completed, completed_at, created_at)
       SELECT printf('%s-meal-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.userId)}, 'Døgurði ' || n,
              ${isoAgo(nowSec, `(n - ${meals / 2}) * ${DAY_S}`)}, n > ${meals / 2}, CASE WHEN n > ${meals / 2} THEN ${isoAgo(nowSec, `(n - ${meals / 2}) * ${DAY_S}`)} END,
              ${isoAgo(nowSec, `(n + 60) * ${DAY_S}`)}
       FROM seq`,
      `${seq(3 * meals)} INSERT INTO meal_ingredients (id, family_id, meal_id, ingredient_name)
       SELECT printf('%s-ingredient-%06d', ${text(family.id)}, n), ${text(family.id)}, printf('%s-meal-%06d', ${text(family.id)}, (n - 1) / 3 + 1), 'Tilfar ' || n FROM seq`,
    ];
  },
  reads: [{ name: "dinner-meals", path: (family) => `/api/families/${family.id}/dinner-meals`, rows: (body) => body.length }],
};
