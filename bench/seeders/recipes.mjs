// 150 recipes (docs/features/recipes.md), each with eight ingredient lines, six steps and two tags, as
// a family's own cookbook; never more than the box's cap of 1,000 (contract/recipe-limits.ts), which
// the insert's trigger would refuse. The list read answers them all, whole, in Faroese order.
import { isoAgo, seq, text, DAY_S } from "./sql.mjs";

const BOX_CAP = 1000;
const ingredients = JSON.stringify(
  ["2 dl rjómi", "1 kg ræst kjøt", "1/2 tsk salt", "3 gularøtur", "1 laukur", "2 msk smør", "1 l vatn", "salt og pipar"].map((line, index) => ({
    line,
    amount: index === 7 ? null : 1,
    unit: null,
    name: line,
  })),
);
const steps = JSON.stringify(Array.from({ length: 6 }, (_, index) => `Stig ${index + 1}: kók, rør og smakka til, áðrenn tú fert víðari.`));

export default {
  name: "recipes",
  describe: (scale) => `${Math.min(BOX_CAP, 150 * scale)} recipes`,
  sql({ family, scale, nowSec }) {
    return [
      `${seq(Math.min(BOX_CAP, 150 * scale))} INSERT INTO recipes (id, family_id, created_by, title, search_key, photo_id, servings, ingredients, steps, prep_minutes, cook_minutes, total_minutes, source_url, tags, created_at, updated_at)
       SELECT printf('%s-recipe-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.memberId)}, 'Uppskrift ' || n, 'uppskrift ' || n || ' vetur skjótt', NULL,
              4, ${text(ingredients)}, ${text(steps)}, 15, 45, 60, NULL, '["Vetur","Skjótt"]', ${isoAgo(nowSec, `n * ${DAY_S}`)}, ${isoAgo(nowSec, `n * ${DAY_S}`)}
       FROM seq`,
    ];
  },
  reads: [{ name: "recipes", path: (family) => `/api/families/${family.id}/recipes`, rows: (body) => body.length }],
};
