// Apart from messages.ts so that the pages asking for the account's password (sync, children) load no other server texts.

/** Making a device credential (an app password, a kitchen screen's pairing code) asks for the account's password (docs/features/auth.md "Confirming with the password"). */
export const confirmMessages = {
  passwordRequired: "Skriva loyniorðið hjá tær",
  passwordWrong: "Skeivt loyniorð",
} as const;
