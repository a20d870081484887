/** The toasts of the devices' changes on /hjalparar, loaded with the changes' chunk (scripts/vite/chunks.ts). */
export const foHelpersChanges = {
  errorTitle: "Eydnaðist ikki",
  letInError: "Eydnaðist ikki at loyva tólinum",
  removeError: "Eydnaðist ikki at taka tólið burtur",
  letInDone: "Tólið er loyvt",
  removeDone: "Tólið er tikið burtur",
} as const;
