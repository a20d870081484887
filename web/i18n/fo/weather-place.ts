/** The phones' setting of the wall's weather place, on the Børn page's kitchen-screen card (docs/features/weather.md). */
export const foWeatherPlace = {
  title: "Veðrið á skerminum",
  intro: "Vel bygdina ella býin, sum eldhússkermurin skal vísa veðrið fyri. Veðurforsøgnin kemur frá norsku veðurstovuni (MET Norway).",
  label: "Staður",
  none: "Einki veður",
  save: "Goym",
  saved: "Staðurin er goymdur",
} as const;
