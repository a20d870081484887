/**
 * Notifications outside their screen: the family page's link to it and the shopping list's 'Eg fari í
 * handil' (docs/features/notifications.md). A file of their own, so neither page loads the screen's
 * texts, and the family's and shopping list's texts, which the dashboard loads, stay as they were.
 */
export const foPushActions = {
  linkTitle: "Fráboðanir",
  linkText: "Fá boð á telefonina, tá ið tú fært eina uppgávu, áðrenn eitt tiltak byrjar, ella tá ið onkur fer í handil.",
  link: "Stillingar fyri fráboðanir",
  tripButton: "Eg fari í handil",
  /** The toast after 'Eg fari í handil': how many of the others' devices got it. */
  tripSent: (devices: number) =>
    devices === 0
      ? { title: "Eingin fekk boð", description: "Eingin annar í familjuni hevur fráboðanir tendraðar enn." }
      : { title: "Hini í familjuni hava fingið boð", description: devices === 1 ? "Send til 1 tól" : `Send til ${devices} tól` },
  tripError: "Eyðnaðist ikki at boða familjuni frá",
} as const;
