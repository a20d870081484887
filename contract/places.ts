/**
 * The places a family can take its weather for (docs/features/weather.md "The place list"): towns
 * and villages on every inhabited island, each with a key that never changes (stored in
 * `families.weather_place`), its Faroese name and its coordinates in degrees with 4 decimals (MET
 * Norway asks for no more: more would make more cache entries for the same forecast). West is
 * negative. A place is never removed or re-keyed: a family may have it saved.
 */
export interface Place {
  key: string;
  name: string;
  lat: number;
  lon: number;
}

export const PLACES = [
  // Streymoy
  { key: "torshavn", name: "Tórshavn", lat: 62.0107, lon: -6.7741 },
  { key: "hoyvik", name: "Hoyvík", lat: 62.0262, lon: -6.7594 },
  { key: "argir", name: "Argir", lat: 61.9978, lon: -6.7697 },
  { key: "kirkjubour", name: "Kirkjubøur", lat: 61.9567, lon: -6.7928 },
  { key: "kollafjordur", name: "Kollafjørður", lat: 62.1125, lon: -6.9153 },
  { key: "kvivik", name: "Kvívík", lat: 62.1197, lon: -7.0694 },
  { key: "vestmanna", name: "Vestmanna", lat: 62.1548, lon: -7.1664 },
  { key: "hosvik", name: "Hósvík", lat: 62.1547, lon: -6.9403 },
  { key: "hvalvik", name: "Hvalvík", lat: 62.1883, lon: -7.0372 },
  { key: "haldarsvik", name: "Haldarsvík", lat: 62.2728, lon: -7.0906 },
  { key: "saksun", name: "Saksun", lat: 62.2478, lon: -7.1667 },
  { key: "tjornuvik", name: "Tjørnuvík", lat: 62.2908, lon: -7.1436 },
  // Nólsoy, Hestur
  { key: "nolsoy", name: "Nólsoy", lat: 62.0081, lon: -6.6669 },
  { key: "hestur", name: "Hestur", lat: 61.9583, lon: -6.8853 },
  // Eysturoy
  { key: "runavik", name: "Runavík", lat: 62.1069, lon: -6.7219 },
  { key: "saltangara", name: "Saltangará", lat: 62.1175, lon: -6.7186 },
  { key: "toftir", name: "Toftir", lat: 62.0869, lon: -6.7358 },
  { key: "strendur", name: "Strendur", lat: 62.1128, lon: -6.7564 },
  { key: "skali", name: "Skáli", lat: 62.1431, lon: -6.7858 },
  { key: "gota", name: "Gøta", lat: 62.1983, lon: -6.7417 },
  { key: "leirvik", name: "Leirvík", lat: 62.2108, lon: -6.7092 },
  { key: "fuglafjordur", name: "Fuglafjørður", lat: 62.2439, lon: -6.8137 },
  { key: "oyrarbakki", name: "Oyrarbakki", lat: 62.2064, lon: -6.9997 },
  { key: "nordskali", name: "Norðskáli", lat: 62.2153, lon: -6.9983 },
  { key: "eidi", name: "Eiði", lat: 62.2997, lon: -7.0925 },
  { key: "funningur", name: "Funningur", lat: 62.2914, lon: -6.9594 },
  { key: "gjogv", name: "Gjógv", lat: 62.3247, lon: -6.9419 },
  // The northern islands
  { key: "klaksvik", name: "Klaksvík", lat: 62.2266, lon: -6.589 },
  { key: "nordepil", name: "Norðdepil", lat: 62.3014, lon: -6.524 },
  { key: "hvannasund", name: "Hvannasund", lat: 62.2958, lon: -6.5181 },
  { key: "vidareidi", name: "Viðareiði", lat: 62.3594, lon: -6.5292 },
  { key: "kunoy", name: "Kunoy", lat: 62.2925, lon: -6.6703 },
  { key: "svinoy", name: "Svínoy", lat: 62.2767, lon: -6.3417 },
  { key: "kirkja", name: "Kirkja", lat: 62.3197, lon: -6.3183 },
  // Vágar, Mykines
  { key: "sorvagur", name: "Sørvágur", lat: 62.0717, lon: -7.3053 },
  { key: "midvagur", name: "Miðvágur", lat: 62.051, lon: -7.1939 },
  { key: "sandavagur", name: "Sandavágur", lat: 62.0544, lon: -7.1533 },
  { key: "bour", name: "Bøur", lat: 62.0889, lon: -7.3703 },
  { key: "gasadalur", name: "Gásadalur", lat: 62.1106, lon: -7.4344 },
  { key: "mykines", name: "Mykines", lat: 62.1036, lon: -7.6458 },
  // Sandoy, Skúvoy
  { key: "sandur", name: "Sandur", lat: 61.8347, lon: -6.8042 },
  { key: "skopun", name: "Skopun", lat: 61.9014, lon: -6.8778 },
  { key: "skuvoy", name: "Skúvoy", lat: 61.7711, lon: -6.8056 },
  // Suðuroy
  { key: "hvalba", name: "Hvalba", lat: 61.6008, lon: -6.9553 },
  { key: "tvoroyri", name: "Tvøroyri", lat: 61.5556, lon: -6.8063 },
  { key: "hov", name: "Hov", lat: 61.5069, lon: -6.7578 },
  { key: "porkeri", name: "Porkeri", lat: 61.4819, lon: -6.7464 },
  { key: "vagur", name: "Vágur", lat: 61.4733, lon: -6.8097 },
  { key: "sumba", name: "Sumba", lat: 61.4058, lon: -6.7092 },
] as const satisfies readonly Place[];

export type PlaceKey = (typeof PLACES)[number]["key"];

const BY_KEY = new Map<string, Place>(PLACES.map((place) => [place.key, place]));

/** The place of a stored key, or undefined for one not on the list (never a key the list lost: none is removed). */
export const placeOf = (key: string | null | undefined): Place | undefined => (key ? BY_KEY.get(key) : undefined);

export const isPlaceKey = (key: string): key is PlaceKey => BY_KEY.has(key);
