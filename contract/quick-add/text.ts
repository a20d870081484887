/** What the quick-add parsers share: spans of the input and what is left of it for the name. */

export interface Span {
  /** Where the recognised text starts and ends in the input (end exclusive). */
  start: number;
  end: number;
  /** The recognised text as typed. */
  text: string;
}

/** Word edges that know Faroese letters: \b counts á, ð, ø… as non-word characters. */
export const WORD_START = "(?<![\\p{L}\\p{N}])";
export const WORD_END = "(?![\\p{L}\\p{N}])";

/**
 * The input without the recognised spans, white space collapsed, and without the punctuation a
 * removed part leaves hanging ("Týdningarmikið: rokning" is "rokning").
 */
export function withoutSpans(text: string, spans: readonly Span[]): string {
  let rest = "";
  let from = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    rest += `${text.slice(from, span.start)} `;
    from = span.end;
  }
  rest += text.slice(from);
  const collapsed = rest.replace(/\s+/g, " ").replace(/ ([,.:;!?])/g, "$1");
  return trimEnd(collapsed.replace(/^[\s,.:;–-]+/, ""), HANGING_AT_END);
}

/** What a removed part leaves hanging at the end (a full stop there is the sentence's own). */
const HANGING_AT_END = /[\s,:;–-]/;

/**
 * The text without its last characters of `chars`. A loop, not `/[…]+$/`: a regex with `$` is
 * tried from every position of a long run that does not end the text, quadratic in the run.
 */
function trimEnd(text: string, chars: RegExp): string {
  let end = text.length;
  while (end > 0 && chars.test(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

/**
 * A phone keyboard capitalises the first word of the field; when a recognised part came first
 * ("2 l mjólk", "í morgin keypa gávu") the name is capitalised the same way, unless its first word
 * already has a capital somewhere ("iPhone"). A name typed first stays as typed.
 */
export function capitaliseAfterPart(name: string, input: string, spans: readonly Span[]): string {
  const opensInput = !spans.some((span) => span.start <= input.search(/\S/));
  const firstWord = name.split(" ")[0] ?? "";
  if (opensInput || firstWord !== firstWord.toLocaleLowerCase("fo")) return name;
  return name.charAt(0).toLocaleUpperCase("fo") + name.slice(1);
}
