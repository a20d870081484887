/** The new-version prompt's texts; they load with the service worker's helper, after the first screen. */
export const foUpdate = {
  available: "Nýggj útgáva er tøk",
  reload: "Endurnýggja",
};
