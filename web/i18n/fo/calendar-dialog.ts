/** The new-event dialog's texts, loaded with the dialog rather than with the calendar page (docs/bench.md). */
export const foCalendarDialog = {
  dialogTitle: "Nýtt tiltak",
  fieldTitle: "Heiti",
  fieldDescription: "Lýsing",
  fieldStart: "Byrjar",
  fieldEnd: "Endar",
  fieldLocation: "Stað",
  fieldRecurrence: "Endurtøka",
  fieldRecurrenceEnds: "Endurtak endar",
  fieldVisibility: "Hvør sær tiltakið",
  visibilityLabels: { family: "Øll familjan", private: "Bara eg" },
  sharedWith: (child: string) => `Eisini hitt heimið hjá ${child}`,
  fieldForMembers: "Fyri hvønn",
  fieldCountdown: "Tel niður á eldhússkerminum",
  create: "Stovna tiltak",
  creating: "Stovnar…",
  close: "Lat aftur",
} as const;
