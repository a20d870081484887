/** The dashboard: greeting and the summary cards' shared texts. Loaded with its feature, not on the sign-in route (see ../fo.ts). */
export const foDashboard = {
  greeting: (username: string) => `Hey, ${username}!`,
  title: "Yvirlit",
  more: "…",
} as const;

/**
 * What the summary cards show, each feature's texts under the feature's own
 * names: every feature's texts include its card's, so each is written once, while the dashboard
 * loads these few instead of five features' texts (docs/bench.md).
 */
export const foShoppingCard = {
  title: "Innkeypslisti",
  openCount: (n: number) => (n === 1 ? "1 vøra eftir at keypa" : `${n} vørur eftir at keypa`),
  loading: "Lesur…",
} as const;

export const foCalendarCard = {
  title: "Kalendari",
  upcomingCount: (n: number) => (n === 1 ? "1 komandi tiltak" : `${n} komandi tiltøk`),
  loading: "Letur...",
} as const;

export const foTasksCard = {
  title: "Uppgávur",
  openCount: (n: number) => (n === 1 ? "1 opin uppgáva" : `${n} opnar uppgávur`),
  loading: "Letur...",
  assigned: (name: string) => `Ábyrgd: ${name}`,
  overdue: "Farin um freist",
} as const;

export const foMealsCard = {
  title: "Matarætlan",
  openCount: (n: number) => (n === 1 ? "1 komandi máltíð" : `${n} komandi máltíðir`),
  loading: "Letur...",
} as const;
