import { describe, expect, it } from "vitest";
import { isoMinutes, minutesOf, writtenMinutes } from "@worker/lib/recipes/iso-duration";
import { parseJsonLd } from "@worker/lib/recipes/json-ld";
import { decodeEntities, plainLines, plainText } from "@worker/lib/recipes/plain-text";
import { servingsOf } from "@worker/lib/recipes/yields";
import { amountText, ingredientLine, markdownSteps } from "@worker/lib/recipes/exports/export-text";

/** The pure parts of the recipe import (docs/features/recipe-import.md): times, servings, text out of HTML. */

describe("ISO 8601 durations", () => {
  it.each([
    ["PT1H30M", 90],
    ["P0DT0H25M", 25],
    ["PT90M", 90],
    ["P1D", 1440],
    ["P0DT1H25M", 85],
    ["pt45m", 45],
    ["PT1H", 60],
    ["PT0.5H", 30],
    ["PT20M30S", 21],
    ["PT5M29S", 5],
    ["P2DT0H0M", 2880],
  ])("%s is %d minutes", (text, minutes) => {
    expect(isoMinutes(text)).toBe(minutes);
  });

  it.each([["PT0S"], ["PT0M"], ["P"], ["PT"], ["P1DT"], ["PT1H30"], ["1H30M"], ["PT-5M"], ["P1M"], ["P1Y"], ["PT1H30MX"], ["P3D"], [""]])(
    "%s is no time (null)",
    (text) => {
      expect(isoMinutes(text)).toBeNull();
    },
  );
});

describe("written times", () => {
  it.each([
    ["15 min", 15],
    ["1 hr 20 mins", 80],
    ["1 hour 30 minutes", 90],
    ["2 hours", 120],
    ["1 time 20 minuttir", 80],
    ["1 time og 30 minutter", 90],
    ["45 Minuten", 45],
    ["1,5 tímar", 90],
    ["90 min.", 90],
    ["1 day 2 hours", 1560],
  ])("%s is %d minutes", (text, minutes) => {
    expect(writtenMinutes(text)).toBe(minutes);
  });

  it.each([["15 minutes or less"], ["15 to 30 minutes"], ["about an hour"], ["none"], ["20"], [""]])("%s is no time", (text) => {
    expect(writtenMinutes(text)).toBeNull();
  });

  it("reads an ISO duration, words, or the first of a list, and nothing else", () => {
    expect(minutesOf("PT25M")).toBe(25);
    expect(minutesOf("25 min")).toBe(25);
    expect(minutesOf(["PT10M", "PT20M"])).toBe(10);
    expect(minutesOf(25)).toBeNull();
    expect(minutesOf({ minValue: "PT1H" })).toBeNull();
    expect(minutesOf(undefined)).toBeNull();
  });
});

describe("servings", () => {
  it.each([
    ["4", 4],
    [4, 4],
    ["4 portiónir", 4],
    [["4", "4 servings"], 4],
    [["", "6 servings"], 6],
    ["4-6 servings", 4],
    ["Makes 2 single- or 1 double-crusted 9-inch pie", 2],
    [2.6, 3],
  ])("%j is %d", (value, servings) => {
    expect(servingsOf(value)).toBe(servings);
  });

  it.each([["½ l"], ["Makes 120 cookies"], [0], ["0"], [[]], [null], [{ value: 4 }], ["some"]])("%j is null", (value) => {
    expect(servingsOf(value)).toBeNull();
  });
});

describe("plain text", () => {
  it("decodes named, decimal and hex entities, Latin-1's Faroese letters among them, and leaves unknown ones and a bare & be", () => {
    expect(decodeEntities("that&#39;s it &amp; &#x27;so&#x27; &aelig;&oslash;&eth;&aacute; &frac12; &hellip;")).toBe("that's it & 'so' æøðá ½ …");
    expect(decodeEntities("Salt & pepper &bogus; &#150;")).toBe("Salt & pepper &bogus; –");
  });

  it("strips tags, decodes, and collapses white space (line breaks and &nbsp; too)", () => {
    expect(plainText("<p>Line a jelly roll&nbsp;pan <strong>with</strong>\n parchment.&nbsp;</p>")).toBe("Line a jelly roll pan with parchment.");
    expect(plainText("Bake &lt; 10 min, then <a href='/x'>rest</a>")).toBe("Bake < 10 min, then rest");
    expect(plainText("&lt;b&gt;twice escaped&lt;/b&gt;")).toBe("twice escaped");
    expect(plainText("<script>alert(1)</script>Safe<!-- hidden -->")).toBe("Safe");
  });

  it("splits at line breaks, paragraphs and list items, and drops blank lines", () => {
    expect(plainLines("<p>3 tablespoons olive oil<br />\n<b>1 pound chicken</b><br />\n\n1 cup cream</p>")).toEqual([
      "3 tablespoons olive oil",
      "1 pound chicken",
      "1 cup cream",
    ]);
    expect(plainLines("<ol><li>Mix.</li><li>Bake.</li></ol>")).toEqual(["Mix.", "Bake."]);
    expect(plainLines("Step one.\r\n\r\nStep two.")).toEqual(["Step one.", "Step two."]);
  });
});

describe("JSON-LD blocks", () => {
  it("reads JSON, and what pages get wrong: a comment wrapper, raw line breaks in strings, trailing commas", () => {
    expect(parseJsonLd('{"@type":"Recipe"}')).toEqual({ "@type": "Recipe" });
    expect(parseJsonLd('<!-- {"@type":"Recipe"} -->')).toEqual({ "@type": "Recipe" });
    expect(parseJsonLd('{"name":"Two\nlines","list":[1,2,],}')).toEqual({ name: "Two lines", list: [1, 2] });
  });

  it("gives up on what is not JSON at all", () => {
    expect(parseJsonLd("{not json")).toBeUndefined();
    expect(parseJsonLd("")).toBeUndefined();
  });
});

describe("export texts", () => {
  it("writes amounts as a Faroese recipe does, and a structured ingredient as one line", () => {
    expect(amountText(2)).toBe("2");
    expect(amountText(1.5)).toBe("1,5");
    expect(amountText(0.3333)).toBe("0,33");
    expect(ingredientLine({ amount: 2, unit: "dl", food: "rjómi", note: "þeyttur" })).toBe("2 dl rjómi, þeyttur");
    expect(ingredientLine({ amount: 0, unit: "dl", food: "salt", note: "" })).toBe("salt");
    expect(ingredientLine({ amount: null, unit: "", food: "", note: "Til sósuna" })).toBe("Til sósuna");
  });

  it("reads Markdown as steps: a step a paragraph or a list item, its marks out", () => {
    expect(markdownSteps("Preheat the oven.\nGrease a pan.\n\n## Dough\n1. Mix **well**.\n2. See [here](https://x.example).")).toEqual([
      "Preheat the oven. Grease a pan.",
      "Dough",
      "Mix well.",
      "See here.",
    ]);
  });
});
