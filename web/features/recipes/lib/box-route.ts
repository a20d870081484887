/**
 * Where in the recipe box the /dinner page is, read off its search (docs/features/recipes-pages.md
 * "Addresses"): the box has no path of its own, since a signed-in route's registration costs every
 * start bytes it does not have (docs/bench.md).
 *
 * - `?uppskriftir` the list, `?uppskriftir&nyggj` a new recipe, `?uppskriftir&innles` the import;
 * - `?uppskrift=<id>` one recipe, `?uppskrift=<id>&retta` its editor;
 * - `?elda=<id>` (with `&maltid=<mealId>` from a planned dinner) cook mode, which the page shows
 *   over the meal plan (docs/features/cook-mode.md), not the box;
 * - `?leinkja=…&tekst=…&heiti=…` a link shared to the app (the manifest's share target): the import, filled.
 */
export type BoxView =
  | { kind: "list" }
  | { kind: "new" }
  | { kind: "import"; link: string | null }
  | { kind: "recipe"; id: string }
  | { kind: "edit"; id: string };

/** The first http(s) address in a text ("Sí hesa: https://…"), without the punctuation that closes a sentence. */
export function firstWebAddress(text: string | null): string | null {
  const found = text ? /https?:\/\/[^\s<>"']+/i.exec(text) : null;
  return found ? found[0].replace(/[.,;:!?)\]]+$/, "") : null;
}

/** What a share to the app brought: the link itself, else the first address in its text. */
export const sharedLink = (params: URLSearchParams): string | null => firstWebAddress(params.get("leinkja")) ?? firstWebAddress(params.get("tekst"));

export function boxViewOf(search: string): BoxView {
  const params = new URLSearchParams(search);
  const id = params.get("uppskrift");
  if (id) return params.has("retta") ? { kind: "edit", id } : { kind: "recipe", id };
  if (params.has("leinkja") || params.has("tekst")) return { kind: "import", link: sharedLink(params) };
  if (params.has("innles")) return { kind: "import", link: null };
  if (params.has("nyggj")) return { kind: "new" };
  return { kind: "list" };
}

const query = (params: Record<string, string>) => `/dinner?${new URLSearchParams(params).toString().replace(/=(&|$)/g, "$1")}`;

/** The box's addresses, as boxViewOf reads them. */
export const boxHref = {
  list: () => query({ uppskriftir: "" }),
  create: () => query({ uppskriftir: "", nyggj: "" }),
  import: () => query({ uppskriftir: "", innles: "" }),
  recipe: (id: string) => query({ uppskrift: id }),
  edit: (id: string) => query({ uppskrift: id, retta: "" }),
  cook: (id: string, mealId?: string) => query(mealId ? { elda: id, maltid: mealId } : { elda: id }),
};
