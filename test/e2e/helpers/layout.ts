import type { Page } from "playwright-core";

/** What a phone-size picture cannot be trusted to show (house style 11): nothing wider than the phone, tap targets of at least 44 px; and a still page to take the picture of. */

/** Screenshots wait for the page to be still: no requests in flight, fonts in, transitions over. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== "running"),
  );
}

export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Visible buttons and links smaller than 44 × 44 px, by accessible name or text. */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("button, a[href], input[type=checkbox]")) {
      // A checkbox's tap target is the label around it.
      const target = element instanceof HTMLInputElement ? (element.closest("label") ?? element) : element;
      const box = target.getBoundingClientRect();
      // Visually hidden until focused (the skip link): its focused size is what a finger meets.
      const clipped = getComputedStyle(element).clipPath !== "none" || getComputedStyle(element).clip !== "auto";
      if (box.width === 0 || box.height === 0 || clipped || target.closest("[aria-hidden=true]")) continue;
      if (box.width < 44 || box.height < 44) {
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? element.tagName;
        small.push(`${name} (${Math.round(box.width)}×${Math.round(box.height)})`);
      }
    }
    return small;
  });
}
