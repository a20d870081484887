import type { Page } from "playwright-core";

/** The shopping page's parts, found by role and name. */

export function shoppingCard(page: Page) {
  return page.getByRole("region", { name: "Innkeypslisti", exact: true });
}

/** Each item's checkbox is named by the item. */
export function itemBox(page: Page, name: string) {
  return shoppingCard(page).getByRole("checkbox", { name, exact: true });
}

export function itemRow(page: Page, name: string) {
  // `has` is looked up inside each row, so it starts from the page, not from the card.
  return shoppingCard(page)
    .getByRole("listitem")
    .filter({ has: page.getByRole("checkbox", { name, exact: true }) });
}

/** The item names in the order the list shows them. */
export function shownNames(page: Page): Promise<string[]> {
  return shoppingCard(page)
    .getByRole("checkbox")
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label") ?? ""));
}

export function addInput(page: Page) {
  // A combobox: it offers the family's most bought names as one types.
  return page.getByRole("combobox", { name: "Vøra" });
}

export function addButton(page: Page) {
  return page.getByRole("button", { name: "Skráset vøru" });
}

/** Adds an item through the input and waits until the list shows it. */
export async function addThroughForm(page: Page, name: string): Promise<void> {
  await addInput(page).fill(name);
  await addButton(page).click();
  await itemBox(page, name).waitFor();
}

/**
 * Ticks or unticks an item the way a finger does: one tap, then the box follows. The box is
 * controlled by the list cache, which the optimistic update changes a moment after the tap,
 * so Playwright's check() (which wants the new state at once) is not used.
 */
export async function setTicked(page: Page, name: string, ticked: boolean): Promise<void> {
  const box = itemBox(page, name);
  if ((await box.isChecked()) === ticked) throw new Error(`${name} is already ${ticked ? "ticked" : "unticked"}`);
  await box.click();
  await page.waitForFunction(
    ({ name, ticked }) =>
      [...document.querySelectorAll<HTMLInputElement>("input[type=checkbox][aria-label]")].some(
        (input) => input.getAttribute("aria-label") === name && input.checked === ticked,
      ),
    { name, ticked },
    { timeout: 2_000 },
  );
}
