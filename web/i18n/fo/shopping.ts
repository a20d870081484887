import { foShoppingCard } from "./signed-in/dashboard";
/** The shopping list and its dashboard card. Loaded with its feature, not on the sign-in route (see ../fo.ts); its changes' toasts load with the changes (shopping-changes.ts). */
export const foShopping = {
  ...foShoppingCard,
  empty: "Einki á handilslistanum",
  fetchError: "Eyðnaðist ikki at henta handilslistar",
  quantity: (n: number) => `Tal: ${n}`,
  quantityOf: (n: number, unit: string) => `${n} × ${unit}`,
  bought: "Keypt",
  // A helper's tick and add (docs/features/helpers.md "Who did it").
  boughtBy: (name: string) => `${name} keypti`,
  addedBy: (name: string) => `${name} legði á lista`,
  mealDay: (weekday: string) => `Matarætlan ${weekday}`,
  edit: (name: string) => `Rætta ${name}`,
  delete: (name: string) => `Strika ${name}`,
  renameLabel: (name: string) => `Nýtt navn til ${name}`,
  save: "Rætta",
  cancel: "Angra",
  showMore: (n: number) => `Vís ${n} meira`,
  showLess: "Vís minni",
  statsToggle: (n: number) => `Hagtøl (${n})`,
  addTitle: "Legg nýtt á lista",
  addLabel: "Vøra",
  addPlaceholder: "Hvat skalt tú keypa?",
  addButton: "Skráset vøru",
  suggestionsLabel: "Uppskot",
  usualTitle: "Vanliga keypt",
  usualAdd: (name: string) => `Legg ${name} á lista`,
  listOrder: "Búðarraðfylgja",
  openLink: "Opna innkeypslistan",
  // 'Eg fari í handil': tells the others' devices (docs/features/notifications.md).
  tripButton: "Eg fari í handil",
} as const;
