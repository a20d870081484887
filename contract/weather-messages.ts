// Apart from messages.ts so that the phones' weather control loads no other server texts (docs/bench.md).

/** The wall's weather: the server's texts (docs/features/weather.md). */
export const weatherMessages = {
  placeUnknown: "Vel eitt stað úr listanum",
} as const;
