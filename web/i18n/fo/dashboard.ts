/** The dashboard: greeting and the summary cards' shared texts. Loaded with its feature, not on the sign-in route (see ../fo.ts). */
export const foDashboard = {
  greeting: (username: string) => `Hey, ${username}!`,
  title: "Yvirlit",
  more: "…",
} as const;
