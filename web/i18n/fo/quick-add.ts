/** The quick-add preview under the shopping, task and event inputs (docs/features/quick-add.md). */
export const foQuickAdd = {
  understood: "Skilt:",
  remove: (label: string) => `Tak burtur: ${label}`,
} as const;

/** The chips of a task or event title: what the part will set, in words. */
export const foQuickAddWhen = {
  days: ["Í dag", "Í morgin", "Í ovurmorgin"],
  /** Index = Date#getDay(), like web/i18n/fo/dates.ts. */
  weekdays: ["Sunnudagur", "Mánadagur", "Týsdagur", "Mikudagur", "Hósdagur", "Fríggjadagur", "Leygardagur"],
  /** The accusative, as in 'Hvønn mánadag'. */
  everyWeekday: ["Hvønn sunnudag", "Hvønn mánadag", "Hvønn týsdag", "Hvønn mikudag", "Hvønn hósdag", "Hvønn fríggjadag", "Hvønn leygardag"],
  date: (weekday: string, day: number, month: number) => `${weekday} ${day}.${month}.`,
  time: (hour: string, minute: string) => `kl. ${hour}.${minute}`,
  priority: { high: "Týdningarmikið", medium: "Vanlig raðfesting", low: "Ikki týdningarmikið" },
  recurrence: { daily: "Hvønn dag", weekly: "Hvørja viku", monthly: "Hvønn mánað", yearly: "Hvørt ár" },
} as const;
