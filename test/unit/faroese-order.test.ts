import { describe, expect, it } from "vitest";
import { compareFaroese, faroeseSortKey } from "@web/lib/reads/shopping/faroese-order";

// Node carries ICU's full data, Faroese included: the order web/lib/reads/shopping/faroese-order.ts
// must match, pair by pair, for names a family writes.
const icu = new Intl.Collator("fo", { numeric: true, sensitivity: "base" });

const GROCERIES = [
  "Mjólk",
  "Smør",
  "Ostur",
  "Brey",
  "Egg",
  "Kartøflur",
  "Laks",
  "Toskur",
  "Epli",
  "Bananir",
  "Appilsin",
  "Rugbrey",
  "Kaffi",
  "Te",
  "Sukur",
  "Mjøl",
  "Ris",
  "Pasta",
  "Tomatir",
  "Gulrøtur",
  "Løkur",
  "Hvítleykur",
  "Agurk",
  "Jogurt",
  "Rjómi",
  "Skerpikjøt",
  "Ræst kjøt",
  "Seyðakjøt",
  "Hvalspik",
  "Grind",
  "Ærtur",
  "Øl",
  "Ál",
  "Álegg",
  "Ananas",
  "Bók",
  "Zucchini",
  "Bókakjøt",
  "Sósa",
  "Ðrýstur",
  "Dósir",
  "Íslendskt",
  "Ísur",
  "Óli",
  "Úlvur",
  "Ýsa",
  "Yvirlit",
  "Aaland",
  "Åland",
  "Ålborg",
  "Ärter",
  "Öl",
  "Über",
  "Ugla",
  "Þorskur",
  "Torskur",
  "Straße",
  "Strasse",
  "Crème fraîche",
  "Creme",
  "Œuf",
  "Naïve",
  "Señor",
  "Senor",
];
const SHAPES = [
  "egg 1",
  "Egg 2",
  "egg 12",
  "egg 012",
  "egg1",
  "egg 1.5",
  "egg 1,5",
  "egg-1",
  "egg_1",
  "egg (1)",
  "egg 100",
  "egg 99",
  "2 l mjólk",
  "10 egg",
  "1 egg",
  "½ kg",
  "a",
  "A",
  "aa",
  "ab",
  "z",
  "æ",
  "ø",
  "å",
  "",
  " ",
  "!",
  "?",
  "-",
  "Mjólk!",
  "Mjólk?",
  "Mjólk.",
  "Mjólk…",
  "Mjólk - 2",
  "Mjólk 2x",
  "Mjólk 2 x",
  "50%",
  "€5",
  "$5",
  "#1",
  "@home",
  "a/b",
  "a\\b",
  "a&b",
  "a+b",
  "a=b",
  "a|b",
  '"Mjólk"',
  "'Mjólk'",
  "«Mjólk»",
  "[x]",
  "{x}",
  "1°",
  "2×3",
  "§ 1",
  "Brey\u00a0og smør",
  "Brey og smør",
];
const SYMBOLS = [..." \u00a0_-\u2013\u2014,;:!?.\u2026'\u2018\u2019\"\u201c\u201d\u00ab\u00bb()[]{}\u00a7@*/\\&#%`^\u00b0+\u00d7<=>|~$\u00a3\u20ac\u00bd"].map(
  (symbol) => `x${symbol}y`,
);
const NAMES = [...GROCERIES, ...SHAPES, ...SYMBOLS];

describe("Faroese order without Intl.Collator", () => {
  it("orders every pair of these names as ICU's Faroese collation does (numeric, base strength)", () => {
    const disagreements: string[] = [];
    for (const a of NAMES) {
      for (const b of NAMES) {
        if (Math.sign(compareFaroese(a, b)) !== Math.sign(icu.compare(a, b))) disagreements.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("sorts a list as ICU does (names ICU finds equal compared as groups)", () => {
    const groups = (sorted: string[], compare: (a: string, b: string) => number) =>
      sorted
        .reduce<string[][]>((all, name) => {
          const last = all.at(-1);
          if (last && compare(last[0] ?? "", name) === 0) last.push(name);
          else all.push([name]);
          return all;
        }, [])
        .map((group) => group.sort());
    expect(groups([...NAMES].reverse().sort(compareFaroese), compareFaroese)).toEqual(groups([...NAMES].sort(icu.compare), icu.compare));
  });

  it("agrees with ICU on 20,000 random pairs of short names from Faroese letters, digits and punctuation", () => {
    const alphabet = [..."aAáÁbdðÐeéfghiíjklmnoóprstuúvyýæÆøØåÅzqxcwäöüþ0123456789 -.,()'/&%½…"];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const name = () => Array.from({ length: Math.floor(random() * 7) }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    const disagreements: string[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      const [a, b] = [name(), name()];
      if (Math.sign(compareFaroese(a, b)) !== Math.sign(icu.compare(a, b))) disagreements.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  });

  it("puts æ, ø and å after z, accented vowels and ð with their base letter, and numbers by value", () => {
    const order = ["Álegg", "Ananas", "Dósir", "Ðrýstur", "egg 2", "egg 10", "Zucchini", "Ærtur", "Øl", "Åland"];
    expect([...order].reverse().sort(compareFaroese)).toEqual(order);
    expect(compareFaroese("Dós", "Ðós")).toBe(0);
    expect(compareFaroese("EGG", "egg")).toBe(0);
    expect(compareFaroese("egg 007", "egg 7")).toBe(0);
  });

  it("sorts characters it does not know after every letter, by code point", () => {
    expect(compareFaroese("Å", "Ω")).toBeLessThan(0);
    expect(compareFaroese("Ω", "Я")).toBeLessThan(0);
    expect(faroeseSortKey("Ω")).not.toBe(faroeseSortKey("Я"));
  });
});
