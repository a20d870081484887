/** The offline banner's texts. */
export const foOffline = {
  offline: "Tú ert ikki á netinum. Tú sært tað seinast kenda.",
  lastSync: (when: string) => `Seinast dagført ${when}.`,
  /** On a change made offline (or not yet answered), until the server has it. */
  pending: "Bíðar",
  pendingLabel: "Bíðar eftir sambandi: verður send, tá ið sambandið kemur aftur",
};
