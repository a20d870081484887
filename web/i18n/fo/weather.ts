/** The weather on the kitchen screen (docs/features/weather.md "On the wall"). */
export const foWeather = {
  region: (place: string) => `Veðrið, ${place}`,
  nowLabel: (symbol: string, temperature: string, wind: string) => `Nú: ${symbol}, ${temperature}, vindur ${wind}`,
  nextHours: "Komandi tímar",
  hourLabel: (hour: string, symbol: string, temperature: string, precipitation: string) =>
    `Klokkan ${hour}: ${symbol}, ${temperature}${precipitation ? `, ${precipitation}` : ""}`,
  wind: (speed: string) => `${speed} m/s`,
  millimetres: (amount: string) => `${amount} mm`,
  degrees: (temperature: string) => `${temperature}°`,
  /** The quiet marker when what is shown was fetched long ago (MET could not be reached since). */
  oldFrom: (time: string) => `Veðrið er frá ${time}`,
  symbols: {
    clearDay: "Bjart",
    clearNight: "Klárt",
    fair: "Lættskýggjað",
    partlyCloudy: "Hálvskýggjað",
    cloudy: "Skýggjað",
    fog: "Mjørki",
    lightRain: "Lítið regn",
    rain: "Regn",
    heavyRain: "Nógv regn",
    rainShowers: "Regnælingar",
    sleet: "Slettur",
    snow: "Kavi",
    snowShowers: "Kavaælingar",
    thunder: "Toruveður",
    unknown: "Veður",
  },
} as const;
