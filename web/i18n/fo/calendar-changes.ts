/** The calendar's changes' toasts: loaded with the changes on their first use (web/features/calendar/lib/calendar-changes.ts). */
export const foCalendarChanges = {
  createError: "Eyðnaðist ikki at stovna tiltakið",
  renameSuccess: "Tiltak rættað",
  renameErrorTitle: "Villa",
  renameError: "Eyðnaðist ikki at rætta tiltakið",
  deleteSuccess: "Tiltakið er strikað",
  deleteErrorTitle: "Feilur",
  deleteError: "Eyðnaðist ikki at strika tiltakið",
} as const;
