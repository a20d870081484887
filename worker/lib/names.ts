/**
 * The key that groups purchase statistics: case-folded (Æ/æ, Ø/ø, Á/á, Ð/ð… fold like any letter
 * in JavaScript's Unicode case mapping, unlike SQLite's ASCII-only lower()), Unicode-normalised,
 * with runs of white space collapsed.
 */
export function nameKey(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("fo");
}
