// How long the quick-add parser takes per line in Chromium with the CPU slowed 4× (a phone, as
// Lighthouse's mobile preset has it): `node bench/quick-add-parse.mjs`. Issue 34's budget: under 1 ms.
import { build } from "esbuild";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../test/e2e/helpers/chromium.ts";

const LINES = {
  shopping: ["2 l mjólk", "mjólk 2 l", "3 appilsinir", "egg x12", "½ kg smør", "Omega 3", "2 x 1,5 l kók", "Grøn epli 6 stk", "Rugbreyð"],
  when: ["Tannlækni í morgin kl. 14", "Fótbóltur hvønn mánadag kl. 17", "Gáva til mammu 24. des týdningarmikið", "Te kl. hálv fimm", "Keypa mjólk"],
};

const bundle = await build({
  stdin: {
    contents: `import { parseShoppingInput } from "./contract/quick-add/shopping.ts";
      import { parseWhenInput } from "./contract/quick-add/when.ts";
      globalThis.quickAdd = { parseShoppingInput, parseWhenInput };`,
    resolveDir: new URL("..", import.meta.url).pathname,
    loader: "ts",
  },
  bundle: true,
  format: "iife",
  write: false,
});

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.addScriptTag({ content: bundle.outputFiles[0].text });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
const result = await page.evaluate((lines) => {
  const { parseShoppingInput, parseWhenInput } = globalThis.quickAdd;
  const options = { now: Date.now(), timeZone: "Atlantic/Faroe", target: "event" };
  const all = [...lines.shopping.map((line) => () => parseShoppingInput(line)), ...lines.when.map((line) => () => parseWhenInput(line, options))];
  const time = (runs, parse) => {
    const started = performance.now();
    for (let i = 0; i < runs; i++) parse();
    return (performance.now() - started) / runs;
  };
  // A page's first parses compile the expressions and build the zone's formatter: timed on their own.
  const firstShopping = time(1, all[0]);
  const firstWhen = time(1, all.at(-1));
  // The browser's clock is coarse (down to 0.1 ms or worse): each line is timed over 200 parses.
  const perLine = all.map((parse) => time(200, parse));
  return { firstShopping, firstWhen, mean: perLine.reduce((a, b) => a + b, 0) / perLine.length, slowest: Math.max(...perLine) };
}, LINES);
await browser.close();
const ms = (value) => `${value.toFixed(3)} ms`;
console.log(
  `quick-add parse, Chromium at 4× CPU slowdown: ${ms(result.mean)} per line on average, slowest line ${ms(result.slowest)}; a page's first shopping parse ${ms(result.firstShopping)}, first title parse ${ms(result.firstWhen)}`,
);
