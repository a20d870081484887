import { plainLines, plainText } from "./plain-text";
import { hasType, isNode, textOf } from "./schema-values";

/**
 * A recipe's method as steps (docs/features/recipe-import.md "Steps"). Sources group steps in named
 * parts: schema.org's HowToSection, Mealie's step titles, Tandoor's step names. A draft's steps are
 * a flat list of texts, so a part's name goes in front of each of its steps ("For the filling: Add
 * powdered sugar…") when there is more than one part; a single part (Chefkoch's lone "Zubereitung")
 * says nothing the steps need, and its name is dropped.
 */
export interface StepPart {
  section: string | null;
  steps: string[];
}

/** A part's name as a prefix: text only, without the colon or dash it often ends with ("For the cake:"). */
export const sectionName = (text: string) => plainText(text).replace(/[\s:–—-]+$/, "");

/** Adjacent parts of the same section (loose steps, or one section's steps) as one. */
function merged(parts: readonly StepPart[]): StepPart[] {
  const out: StepPart[] = [];
  for (const part of parts) {
    if (part.steps.length === 0) continue;
    const last = out.at(-1);
    if (last && last.section === part.section) last.steps.push(...part.steps);
    else out.push({ section: part.section, steps: [...part.steps] });
  }
  return out;
}

/** The steps of the parts in order, each named part's steps prefixed with its name when there is more than one part. */
export function stepsOfParts(parts: readonly StepPart[]): string[] {
  const kept = merged(parts);
  const prefixed = kept.length > 1;
  return kept.flatMap((part) => (prefixed && part.section ? part.steps.map((step) => `${part.section}: ${step}`) : part.steps));
}

/** A HowToStep's text: its `text`, else its HowToDirections' and HowToTips' texts, else its `name` (WPRM repeats the text there). */
function stepText(node: Record<string, unknown>): string {
  const text = textOf(node.text);
  if (text) return text;
  const directions = node.itemListElement;
  if (directions !== undefined) {
    const parts = (Array.isArray(directions) ? directions : [directions]).map((direction) => (isNode(direction) ? stepText(direction) : textOf(direction)));
    const joined = parts.filter((part) => part !== "").join(" ");
    if (joined) return joined;
  }
  return typeof node.name === "string" ? plainText(node.name) : textOf(node.description);
}

const MAX_DEPTH = 8;

function partsOf(value: unknown, section: string | null, depth: number): StepPart[] {
  if (depth > MAX_DEPTH) return [];
  if (typeof value === "string") return [{ section, steps: plainLines(value) }];
  if (Array.isArray(value)) return value.flatMap((entry) => partsOf(entry, section, depth + 1));
  if (!isNode(value)) return [];
  const isSection = hasType(value, "HowToSection") || (value.itemListElement !== undefined && !hasType(value, "HowToStep"));
  if (isSection) {
    const name = sectionName(textOf(value.name));
    // Some microdata pages nest their sections as a section's `recipeInstructions`, not its `itemListElement`.
    return partsOf(value.itemListElement ?? value.recipeInstructions, name || section, depth + 1);
  }
  const text = stepText(value);
  return text ? [{ section, steps: [text] }] : [];
}

/**
 * `recipeInstructions` as steps: a list of texts, HowToSteps (their `text`, else `name`) and
 * HowToSections (their `itemListElement`, flattened, sections inside sections too); a single text
 * is split at its line breaks, paragraphs and list items.
 */
export const schemaSteps = (instructions: unknown): string[] => stepsOfParts(partsOf(instructions, null, 0));
