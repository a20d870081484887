const turns = (name: string, age: number) => `${name} fyllir ${age} ár`;

/** Members' birthdays on the dashboard, the calendar and the wall (docs/features/birthdays.md). */
export const foBirthdays = {
  title: "Føðingardagar",
  count: (n: number) => (n === 1 ? "1 føðingardagur" : `${n} føðingardagar`),
  turns,
  /** The calendar's and the wall's line: "🎂 Óli fyllir 9 ár". */
  withCake: (name: string, age: number) => `🎂 ${turns(name, age)}`,
  when: (days: number) => (days === 0 ? "í dag" : days === 1 ? "í morgin" : `um ${days} dagar`),
};
