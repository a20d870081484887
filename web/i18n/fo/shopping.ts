import { foShoppingCard } from "./dashboard";
/** The shopping list and its dashboard card. Loaded with its feature, not on the sign-in route (see ../fo.ts). */
export const foShopping = {
  ...foShoppingCard,
  empty: "Einki á handilslistanum",
  fetchError: "Eyðnaðist ikki at henta handilslistar",
  quantity: (n: number) => `Tal: ${n}`,
  quantityOf: (n: number, unit: string) => `${n} × ${unit}`,
  bought: "Keypt",
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
  addSuccessTitle: "Success",
  addSuccess: "Lagt í innkeypslista",
  /** An add that raised the open item of the same name instead of making a second row. */
  raisedTo: (name: string, quantity: number) => `${name}: nú ${quantity}`,
  suggestionsLabel: "Uppskot",
  usualTitle: "Vanliga keypt",
  usualAdd: (name: string) => `Legg ${name} á lista`,
  listOrder: "Búðarraðfylgja",
  addErrorTitle: "Error",
  addError: "Eyðnaðist ikki at goyma",
  renameSuccess: "Vøra rættað",
  errorTitle: "Villa",
  renameError: "Eyðnaðist ikki at rætta vøru",
  itemDeleteError: "Eyðnaðist ikki at strika vøruna",
  toggleError: "Eyðnaðist ikki at dagføra vøruna",
  openLink: "Opna innkeypslistan",
  // 'Eg fari í handil': tells the others' devices (docs/features/notifications.md).
  tripButton: "Eg fari í handil",
  /** The toast after 'Eg fari í handil': how many of the others' devices got it. */
  tripSent: (devices: number) =>
    devices === 0
      ? { title: "Eingin fekk boð", description: "Eingin annar í familjuni hevur fráboðanir tendraðar enn." }
      : { title: "Hini í familjuni hava fingið boð", description: devices === 1 ? "Send til 1 tól" : `Send til ${devices} tól` },
  tripError: "Eyðnaðist ikki at boða familjuni frá",
} as const;
