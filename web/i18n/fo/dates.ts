/** Names of days, for dates shown the Faroese way (web/lib/dates.ts). */
export const foDates = {
  /** Sun is as the original app writes it. Index = Date#getDay(). */
  weekdaysShort: ["Sun", "Mán", "Týs", "Mik", "Hós", "Frí", "Ley"],
  weekdaysLong: ["sunnudagur", "mánadagur", "týsdagur", "mikudagur", "hósdagur", "fríggjadagur", "leygardagur"],
} as const;
