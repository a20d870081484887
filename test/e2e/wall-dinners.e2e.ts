import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import type { DinnerMeal } from "@contract/schemas/meals";
import type { Photo } from "@contract/schemas/photos";
import type { Recipe } from "@contract/schemas/recipes";
import { cameraPhoto } from "./helpers/camera-photo";
import { baseUrl, call, createUsers, type TestUser } from "./helpers/factories";
import { openPairedScreen, pairScreen } from "./helpers/kitchen";
import { launchBrowser } from "./helpers/setup";

/**
 * The wall's week of dinners (docs/features/kitchen.md "The week's dinners") and cook mode on the
 * wall (docs/features/cook-mode.md): tonight's dinner with its album picture, the coming days'
 * under it, and tonight's recipe cooked from the wall to 'Liðugt', which marks the dinner done.
 */

let browser: Browser;
let family: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "walldinner" }])]);
  browser = launched;
  [family] = users as [TestUser];
  // Never dimmed, whatever the hour the test runs at.
  await call("PUT", "/api/kitchen/dim", { dim: null }, family.token);
});

afterAll(async () => {
  await browser?.close();
});

/** 23:00 on the Faroese clock `days` from today: still today's dinner whenever the test runs (the Faroes keep UTC in winter, UTC+1 in summer). */
function lateOn(days: number): string {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Atlantic/Faroe" }).format(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Date(`${date}T22:00:00Z`).toISOString();
}

async function uploadPhoto(bytes: Buffer, token: string): Promise<Photo> {
  const response = await fetch(`${baseUrl()}/api/photos`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "image/jpeg" },
    body: new Blob([new Uint8Array(bytes)]),
  });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Photo;
}

describe("the wall's week of dinners", () => {
  it("shows tonight's dinner with its picture and the coming days', and cooks tonight's recipe from the wall to done", async () => {
    const paired = await pairScreen(family);
    const { page, context, errors } = await openPairedScreen(browser, paired, { clocked: true });
    const photo = await uploadPhoto(await cameraPhoto(page), family.token);
    const recipe = await call<Recipe>(
      "POST",
      "/api/recipes",
      {
        title: "Fiskabollar",
        servings: 4,
        ingredients: ["500 g fiskafars", "2 dl mjólk"],
        steps: ["Blanda farsið við mjólkina", "Steikið í 10 minuttir"],
        photoId: photo.id,
      },
      family.token,
    );
    const tonight = await call<DinnerMeal>("POST", `/api/recipes/${recipe.id}/plan`, { scheduledDate: lateOn(0), servings: 6 }, family.token);
    await call<DinnerMeal>("POST", "/api/dinner-meals", { title: "Ræst kjøt", scheduledDate: lateOn(2) }, family.token);

    const dinners = page.getByRole("region", { name: "Døgurði í kvøld" });
    await dinners.getByText("Fiskabollar").waitFor();
    // The picture is the album's photo, fetched with the screen's token: drawn, not a grey box.
    await expect
      .poll(() =>
        dinners
          .locator("img")
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0);
    const coming = dinners.getByRole("list", { name: "Døgurði komandi dagarnar" });
    expect(await coming.getByRole("listitem").allTextContents()).toEqual([expect.stringMatching(/dagur Ræst kjøt$/)]);
    await page.screenshot({ path: "test-results/screenshots/wall-dinners-1024x768.png" });

    await dinners.getByRole("button", { name: "Elda: Fiskabollar" }).click();
    await page.getByText("Stig 1 av 2").waitFor();
    await page.getByRole("button", { name: "Næsta stig" }).click();
    await page.getByRole("button", { name: "Byrja 10:00" }).click();
    await page.clock.runFor(10 * 60 * 1000 + 1000);
    await page.getByText(/^Tíðin er úti/).waitFor();
    await page.screenshot({ path: "test-results/screenshots/wall-cook-alarm-1024x768.png" });
    await page.getByRole("button", { name: "Sløkk" }).click();
    await page.getByRole("button", { name: "Liðugt" }).click();
    await dinners.getByText("Fiskabollar").waitFor();
    await expect
      .poll(
        async () =>
          (await call<DinnerMeal[]>("GET", `/api/families/${family.familyId}/dinner-meals`, undefined, family.token)).find((meal) => meal.id === tonight.id)
            ?.completed,
      )
      .toBe(true);
    // The wall reads its day again after the done: the dinner is struck through and has no 'Elda'.
    await expect.poll(() => dinners.getByRole("button", { name: "Elda: Fiskabollar" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
