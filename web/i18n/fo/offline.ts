/** The offline banner's texts. */
export const foOffline = {
  offline: "Tú ert ikki á netinum. Tú sært tað seinast kenda.",
  lastSync: (when: string) => `Seinast dagført ${when}.`,
};
