/** English texts of the administrator panel: the panel is in English, the family-facing app in Faroese. */
export const en = {
  admin: {
    title: "Admin Dashboard",
    comingSoon: "The admin panel is coming soon.",
  },
} as const;
