// Apart from messages.ts: only the CalDAV server answers these (docs/features/caldav.md "Tasks and shopping").

/** The CalDAV task and shopping collections' own texts (the fields' own rules answer their usual texts). */
export const caldavTodoMessages = {
  notATodo: "Hetta er ikki ein uppgáva í iCalendar (ein VCALENDAR við einum VTODO)",
  uidMissing: "Uppgávan hevur onga UID",
  nameTaken: "Ein onnur uppgáva hevur longu hetta navnið",
  uidTaken: "Ein onnur uppgáva hevur longu hesa UID",
  itemOnOtherList: "Hendan vøran er á einum øðrum handilslista",
  /** The collections' names in the phone's lists (the tasks page's own word). */
  tasksName: "Uppgávur",
  memberTasksName: (name: string) => `Uppgávur: ${name}`,
} as const;
