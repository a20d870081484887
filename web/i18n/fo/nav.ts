/** The phone's bottom bar: short labels, so five fit side by side at 320 px. */
export const foNav = {
  label: "Listarnir",
  home: "Forsíða",
  shopping: "Innkeyp",
  calendar: "Kalendari",
  tasks: "Uppgávur",
  meals: "Matarætlan",
};
