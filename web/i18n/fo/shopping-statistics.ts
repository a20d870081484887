/** The shopping statistics card's texts: they load with the card, when its toggle opens (see ../fo.ts). */
export const foShoppingStatistics = {
  statsTitle: "Hagtøl",
  statsShowAll: (n: number) => `Vís allar ${n} vørur`,
  statsShowFirst: (n: number) => `Vís bert ${n} vørur`,
  statsRow: (count: number, date: string) => `${count} ferðir • Seinast keypt ${date}`,
  statsTotal: (n: number) => `Tilsamans ${n}`,
  statsEmpty: "Eingi hagtøl enn",
  statsError: "Eyðnaðist ikki at henta hagtøl",
} as const;
