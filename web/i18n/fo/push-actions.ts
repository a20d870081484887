/**
 * Notifications outside their screen: the family page's link to it (docs/features/notifications.md).
 * A file of its own, so the family page does not load the screen's texts; the shopping list's
 * 'Eg fari í handil' is in fo/shopping.ts, which its page loads anyway.
 */
export const foPushActions = {
  linkTitle: "Fráboðanir",
  linkText: "Fá boð á telefonina, tá ið tú fært eina uppgávu, áðrenn eitt tiltak byrjar, ella tá ið onkur fer í handil.",
  link: "Stillingar fyri fráboðanir",
} as const;
