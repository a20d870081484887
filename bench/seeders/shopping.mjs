// A family's shopping: 200 items on its list (made with the family, families.mjs) (a tenth ticked in the last minutes) and a year of
// purchases, 15 per item name (3,000), for the statistics. Scale multiplies both.
import { nameKey } from "../../contract/names.ts";
import { isoAgo, seq, text, DAY_S, YEAR_S } from "./sql.mjs";

const GROCERIES = [
  "Mjólk",
  "Breyð",
  "Smør",
  "Ost",
  "Egg",
  "Epli",
  "Bananir",
  "Tomatir",
  "Gurka",
  "Eplir",
  "Kaffi",
  "Te",
  "Sukur",
  "Mjøl",
  "Havragryn",
  "Ris",
  "Pasta",
  "Tvøst",
  "Fiskur",
  "Laksur",
  "Hýsa",
  "Kjøt",
  "Lambakjøt",
  "Pylsur",
  "Skinka",
  "Jogurt",
  "Rjómi",
  "Skyr",
  "Appilsinsaft",
  "Vatn",
  "Salt",
  "Pipar",
  "Laukur",
  "Hvítleykur",
  "Gularøtur",
  "Kál",
  "Salat",
  "Sitrónir",
  "Vínber",
  "Jarðber",
  "Súrepli",
  "Kornflakes",
  "Knekkibreyð",
  "Marmelaða",
  "Hunangur",
  "Sjokolátur",
  "Kakur",
  "Sápa",
  "Tannkrem",
  "Pappír",
];

/** name and name_key of item number `n` (1-based): the groceries, then "Mjólk 2", "Breyð 2"… */
export const nameColumns = (n) => {
  const base = `(${n} - 1) % ${GROCERIES.length}`;
  const suffix = `CASE WHEN (${n} - 1) / ${GROCERIES.length} > 0 THEN ' ' || ((${n} - 1) / ${GROCERIES.length} + 1) ELSE '' END`;
  const pick = (values) => `json_extract(${text(JSON.stringify(values))}, '$[' || (${base}) || ']')`;
  return { name: `${pick(GROCERIES)} || ${suffix}`, key: `${pick(GROCERIES.map((value) => nameKey(value)))} || ${suffix}` };
};

export default {
  name: "shopping",
  describe: (scale) => `${200 * scale} items, ${3000 * scale} purchases over a year`,
  sql({ family, scale, nowSec }) {
    const items = 200 * scale;
    const purchases = 15 * items;
    const item = nameColumns("n");
    const bought = nameColumns(`((n - 1) % ${items} + 1)`);
    return [
      `${seq(items)} INSERT INTO shopping_items (id, family_id, list_id, name, name_key, quantity, completed, completed_at, added_by, meal_id, created_at)
       SELECT printf('%s-item-%06d', ${text(family.id)}, n), ${text(family.id)}, ${text(family.listId)}, ${item.name}, ${item.key}, 1 + n % 4,
              n % 10 = 0, CASE WHEN n % 10 = 0 THEN ${isoAgo(nowSec, "n % 240")} END, ${text(family.userId)}, NULL, ${isoAgo(nowSec, `(n * 3607) % (30 * ${DAY_S})`)}
       FROM seq`,
      `${seq(purchases)} INSERT INTO purchases (id, family_id, item_id, item_name, name_key, quantity, purchased_at)
       SELECT printf('%s-purchase-%07d', ${text(family.id)}, n), ${text(family.id)}, NULL, ${bought.name}, ${bought.key}, 1 + n % 3, ${isoAgo(nowSec, `(n * 7919) % ${YEAR_S}`)}
       FROM seq`,
    ];
  },
  reads: [
    {
      name: "shopping-lists",
      path: (family) => `/api/families/${family.id}/shopping-lists`,
      rows: (body) => body.reduce((count, list) => count + list.items.length, 0),
    },
    {
      name: "shopping-statistics",
      path: (family) => `/api/families/${family.id}/shopping-statistics`,
      rows: (body) => body.length,
    },
  ],
};
