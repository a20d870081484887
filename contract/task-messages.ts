// Apart from messages.ts so that a page showing these texts loads no other server texts (docs/bench.md).

/** Tasks (reminders), family members and invites: the server's texts. */
export const taskMessages = {
  titleBlank: "Yvirskrift manglar",
  dueDateInvalid: "Ógildug freist: send eina ISO-tíð, t.d. 2026-05-01T21:59:59.999Z",
  priorityInvalid: "Raðfestingin skal vera low, medium ella high",
  descriptionTooLong: "Lýsingin kann í mesta lagi vera 5000 tekin",
  idInvalid: "Ógildugt id: send eitt UUID",
  oneReminderChange: "Send antin title ella completed: true",
  assigneeUnknown: "Persónurin finst ikki í familjuni",
  clientIdTaken: "Hetta id er longu brúkt",
  memberHasAccount: "Ein limur við brúkara kann ikki strikast úr familjuni",
} as const;
