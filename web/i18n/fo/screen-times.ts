/** The Børn page's screen times (docs/features/kitchen.md "Screen times"), loaded with their form. */
export const foScreenTimes = {
  title: "Skermtíðir",
  intro:
    "Ein dagur við egnum tíðum er tendraður frá og við tí fyrru og til tí seinnu, og svartur uttanfyri. Ein dagur uttan fylgir náttini omanfyri. Eitt trýst vekur skermin eitt minutt.",
  ownTimes: (weekday: string) => `Egnar tíðir ${weekday}`,
  on: (weekday: string) => `Tendrar ${weekday} kl.`,
  off: (weekday: string) => `Sløkkir ${weekday} kl.`,
  save: "Goym skermtíðirnar",
  saved: "Skermtíðirnar eru goymdar",
  /** By the stored weekday, Sunday first (the form lists them Monday first, as the Faroese week); after "Egnar tíðir", "Tendrar". */
  weekdays: ["sunnudag", "mánadag", "týsdag", "mikudag", "hósdag", "fríggjadag", "leygardag"],
  weekdayNames: ["Sunnudagur", "Mánadagur", "Týsdagur", "Mikudagur", "Hósdagur", "Fríggjadagur", "Leygardagur"],
} as const;
