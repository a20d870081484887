// Apart from messages.ts so that a page showing these texts loads no other server texts (docs/bench.md).

/** Support tickets and administrator messages (docs/features/support.md). */
export const supportMessages = {
  fieldsRequired: "Vinarliga fyll út øll felt",
  subjectTooLong: "Evnið kann í mesta lagi vera 200 tekin",
  descriptionTooLong: "Lýsingin kann í mesta lagi vera 5000 tekin",
  messageTooLong: "Boðini kunnu í mesta lagi vera 5000 tekin",
  ticketClosed: "Hesin spurningurin er latin aftur, og tú kanst ikki svara honum longur",
  /** The administrator's routes answer in English (docs/api.md#errors). */
  adminMessageRequired: "Title and message are required",
  adminTitleTooLong: "The title can be at most 200 characters",
  adminMessageTooLong: "The message can be at most 5000 characters",
} as const;

/** The mail to a ticket's owner when an administrator answers (Faroese). */
export const supportMailTexts = {
  responseSubject: (subject: string) => `Svar upp á spurningin: ${subject}`,
  responseBody: (username: string, subject: string, message: string, link: string) =>
    `Hey ${username}!\n\nEin umsitari hevur svarað spurninginum hjá tær: "${subject}"\n\n${message}\n\nTú kanst lesa allan spurningin og svara aftur her:\n${link}`,
} as const;
