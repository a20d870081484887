/** English texts of the administrator panel (spec 02 §1: "the admin panel text is English"). */
export const en = {
  admin: {
    title: "Admin Dashboard",
    comingSoon: "The admin panel is coming soon.",
  },
} as const;
