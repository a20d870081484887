/**
 * The key that groups an item's name wherever names are compared (purchase statistics, the learned
 * shop order, suggestions): case-folded (Æ/æ, Ø/ø, Á/á, Ð/ð… fold like any letter in JavaScript's
 * Unicode case mapping, unlike SQLite's ASCII-only lower()), Unicode-normalised, with runs of white
 * space collapsed. Shared so the phone folds typed text exactly as the server folds stored names.
 */
export function nameKey(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase("fo");
}
