import { plainLines, plainText } from "./plain-text";

/** Reading schema.org values as pages write them: a value or a list of them, a type as a name or an address. */

export type SchemaNode = Record<string, unknown>;

export const isNode = (value: unknown): value is SchemaNode => typeof value === "object" && value !== null && !Array.isArray(value);

/** `"Recipe"`, `"schema:Recipe"`, `"http://schema.org/Recipe"`, `"https://schema.org/Recipe"` → `"recipe"`. */
const typeName = (type: string) =>
  type
    .trim()
    .replace(/^(?:https?:\/\/(?:www\.)?schema\.org\/|schema:)/i, "")
    .toLowerCase();

/** The node's types: `@type` (JSON-LD) or `itemtype` as read from microdata, a name or a list of them. */
export function typesOf(node: SchemaNode): string[] {
  const type = node["@type"];
  const listed = Array.isArray(type) ? type : [type];
  return listed.filter((entry): entry is string => typeof entry === "string").flatMap((entry) => entry.split(/\s+/).filter(Boolean).map(typeName));
}

export const hasType = (node: SchemaNode, type: string) => typesOf(node).includes(type.toLowerCase());

/** A value as a list: a list as it is, nothing as none, anything else as a list of one. */
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** One text out of a value: a text (tags and entities out), a number, the first such in a list, or a JSON-LD `@value`. */
export function textOf(value: unknown): string {
  if (typeof value === "string") return plainText(value);
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) {
    for (const entry of value) {
      const text = textOf(entry);
      if (text) return text;
    }
    return "";
  }
  if (isNode(value) && "@value" in value) return textOf(value["@value"]);
  return "";
}

/** Every line out of a value: each text of a list split at its line breaks, a node by its name (a HowToSupply). */
export function linesOf(value: unknown): string[] {
  return listOf(value).flatMap((entry) => {
    if (typeof entry === "string") return plainLines(entry);
    if (isNode(entry)) return linesOf(entry.name ?? entry.text ?? entry["@value"]);
    const text = textOf(entry);
    return text ? [text] : [];
  });
}

/** Tags out of `keywords`, `recipeCategory` and `recipeCuisine`: texts or lists of them, each split at its commas. */
export const tagsOf = (...values: unknown[]): string[] =>
  values.flatMap((value) => linesOf(value).flatMap((line) => line.split(/[,;]/).map((tag) => tag.trim())));
