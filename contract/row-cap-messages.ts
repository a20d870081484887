import type { CappedTable } from "./limits";
import { recipeBoxFull } from "./recipe-messages";

// Apart from messages.ts: only the server answers them, and the sign-in page loads messages.ts (docs/bench.md).

/** A family's table is full (FAMILY_ROW_CAPS): what is full, and what to do. */
export const rowCapMessages: Record<CappedTable, string> = {
  shopping_items: "Innkeypslistin hevur longu 1.000 vørur. Strika nakrar, áðrenn tú leggur fleiri afturat.",
  events: "Kalendarin hevur longu 10.000 tiltøk. Strika nøkur gomul, áðrenn tú leggur fleiri afturat.",
  reminders: "Familjan hevur longu 10.000 uppgávur. Strika nakrar liðugar, áðrenn tú leggur fleiri afturat.",
  dinner_meals: "Matarætlanin hevur longu 5.000 máltíðir. Strika nakrar gamlar, áðrenn tú leggur fleiri afturat.",
  family_members: "Familjan hevur longu 200 limir. Fleiri kunnu ikki leggjast afturat.",
  calendar_subscriptions: "Familjan hevur longu 10 uttanhýsis kalendarar. Tak ein burtur, áðrenn tú leggur ein annan afturat.",
  chores: "Familjan hevur longu 500 uppgávur og vanar. Strika nakrar, áðrenn tú leggur fleiri afturat.",
  rewards: "Familjan hevur longu 200 lønir. Strika nakrar, áðrenn tú leggur fleiri afturat.",
  child_links: "Familjan hevur longu 10 børn knýtt at øðrum heimum.",
  helper_links: "Familjan hevur longu 20 hjálparaslóðir. Tak eina aftur, áðrenn tú gerst eina nýggja.",
  recipes: recipeBoxFull,
};
