/** The shopping list's changes' toasts: loaded with the changes on their first use (web/features/shopping/lib/shopping-changes.ts). */
export const foShoppingChanges = {
  addSuccessTitle: "Success",
  addSuccess: "Lagt í innkeypslista",
  /** An add that raised the open item of the same name instead of making a second row. */
  raisedTo: (name: string, quantity: number) => `${name}: nú ${quantity}`,
  addErrorTitle: "Error",
  addError: "Eyðnaðist ikki at goyma",
  renameSuccess: "Vøra rættað",
  errorTitle: "Villa",
  renameError: "Eyðnaðist ikki at rætta vøru",
  itemDeleteError: "Eyðnaðist ikki at strika vøruna",
  toggleError: "Eyðnaðist ikki at dagføra vøruna",
  /** The toast after 'Eg fari í handil': how many of the others' devices got it. */
  tripSent: (devices: number) =>
    devices === 0
      ? { title: "Eingin fekk boð", description: "Eingin annar í familjuni hevur fráboðanir tendraðar enn." }
      : { title: "Hini í familjuni hava fingið boð", description: devices === 1 ? "Send til 1 tól" : `Send til ${devices} tól` },
  tripError: "Eyðnaðist ikki at boða familjuni frá",
} as const;
