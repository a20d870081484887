/** The admin panel's query keys: one root, so a user change refetches every admin read at once. */
export const adminKeys = {
  root: ["admin"] as const,
  stats: ["admin", "stats"] as const,
  detailedStats: ["admin", "detailed-stats"] as const,
  users: (view: string) => ["admin", "users", view] as const,
};
