/** Names of days, for dates shown the Faroese way (web/lib/dates.ts). */
export const foDates = {
  /** Sunday is "Sun", not a Faroese abbreviation: the product writes it so. Index = Date#getDay(). */
  weekdaysShort: ["Sun", "Mán", "Týs", "Mik", "Hós", "Frí", "Ley"],
  weekdaysLong: ["sunnudagur", "mánadagur", "týsdagur", "mikudagur", "hósdagur", "fríggjadagur", "leygardagur"],
} as const;
