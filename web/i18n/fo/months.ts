/** The months' Faroese names, January first. */
export const monthNames = ["januar", "februar", "mars", "apríl", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"] as const;

/** "3. desember" (months 1–12). */
export const dayAndMonth = (day: number, month: number) => `${day}. ${monthNames[month - 1] ?? ""}`;
