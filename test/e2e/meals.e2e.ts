import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { DinnerMeal } from "@contract/schemas/meals";
import { formatDate } from "@web/lib/dates";
import { addItems, call, createUsers, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, screenshot } from "./helpers/setup";
import { itemBox, itemRow, shownNames } from "./helpers/shopping";

let browser: Browser;
let planner: TestUser;
let editor: TestUser;
let weeklyPlanner: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "meal" }, { prefix: "mealedit" }, { prefix: "mealweek" }])]);
  browser = launched;
  [planner, editor, weeklyPlanner] = users as [TestUser, TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
});

const ZONE = "Atlantic/Faroe";
const SHORT_WEEKDAYS = ["Sun", "Mán", "Týs", "Mik", "Hós", "Frí", "Ley"];

/** Tomorrow's date in the family's zone (new families live in the Faroes) and its short Faroese weekday. */
function tomorrow() {
  const instant = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(instant);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return { date, weekday: SHORT_WEEKDAYS[weekday]! };
}

const mealsCard = (page: Page) => page.getByRole("region", { name: "Matarætlan", exact: true });

async function openDialog(page: Page) {
  await mealsCard(page).getByRole("button", { name: "Nýggj matarætlan" }).click();
  const dialog = page.getByRole("dialog", { name: "Skráset matarætlan" });
  // Headless UI's dialog element has no box of its own (its panel is fixed): wait for what it shows.
  await dialog.getByLabel("Heiti").waitFor();
  return dialog;
}

describe("the meal plan", () => {
  it("plans a meal with an existing and a new ingredient, and both show on the shopping list with the meal's weekday", async () => {
    await addItems(planner, ["Mjólk"]);
    const { page, errors } = await openSignedIn(browser, planner, "/dinner");
    await mealsCard(page).getByText("Eingin máltíð ætlað").waitFor();

    const dialog = await openDialog(page);
    expect(await dialog.getByLabel("Tíð").inputValue()).toBe("18:00");
    // A blank title is refused with its text.
    await dialog.getByRole("button", { name: "Skráset" }).click();
    await dialog.getByText("Yvirskrift manglar").waitFor();

    const { date, weekday } = tomorrow();
    await dialog.getByLabel("Heiti").fill("Ræst kjøt");
    await dialog.getByLabel("Dagur").fill(date);
    await dialog.getByRole("checkbox", { name: "Mjólk", exact: true }).check();
    const typed = dialog.getByLabel("Nýtt tilfar");
    await typed.fill("   ");
    await typed.press("Enter");
    await typed.fill("Laukur");
    await typed.press("Enter");
    await dialog.getByRole("button", { name: "Tak Laukur burtur" }).waitFor();
    expect(await dialog.getByRole("list", { name: "Valt tilfar" }).getByRole("listitem").count()).toBe(1);
    await dialog.getByRole("button", { name: "Skráset" }).click();

    await expectToast(page, "Matarætlan skrásett", "Matarætlan og innkeypslisti dagøførdur");
    await dialog.getByLabel("Heiti").waitFor({ state: "detached" });
    await mealsCard(page).getByText("Ræst kjøt", { exact: true }).waitFor();
    await mealsCard(page).getByText("Tilfar: Mjólk, Laukur").waitFor();
    await mealsCard(page).getByText("1 komandi máltíð").waitFor();

    await page.goto(page.url().replace("/dinner", "/shopping"));
    await itemBox(page, "Laukur (Matarætlan)").waitFor();
    expect(await shownNames(page)).toEqual(["Mjólk", "Laukur (Matarætlan)", "Mjólk (Matarætlan)"]);
    for (const name of ["Laukur (Matarætlan)", "Mjólk (Matarætlan)"]) {
      await itemRow(page, name).getByText(`Matarætlan ${weekday}`, { exact: true }).waitFor();
    }
    expect(
      await itemRow(page, "Mjólk")
        .getByText(/^Matarætlan /)
        .count(),
    ).toBe(0);
    expect(errors).toEqual([]);
  });

  it("renames inline, completes, and deletes from the completed list", async () => {
    const { page, errors } = await openSignedIn(browser, editor, "/dinner");
    const dialog = await openDialog(page);
    await dialog.getByLabel("Heiti").fill("Fiskur");
    await dialog.getByLabel("Dagur").fill(tomorrow().date);
    await dialog.getByRole("button", { name: "Skráset" }).click();
    await mealsCard(page).getByText("Fiskur", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Rætta Fiskur" }).click();
    const rename = page.getByRole("textbox", { name: "Nýtt heiti til Fiskur" });
    await rename.fill("Steiktur fiskur");
    await rename.press("Escape");
    await mealsCard(page).getByText("Fiskur", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Rætta Fiskur" }).click();
    await rename.fill("Steiktur fiskur");
    await rename.press("Enter");
    await expectToast(page, "Matarætlan rættað");
    await mealsCard(page).getByText("Steiktur fiskur", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Merk Steiktur fiskur sum liðugt" }).click();
    await mealsCard(page).getByText("Eingin máltíð ætlað").waitFor();
    await page.getByRole("button", { name: "Liðugt (1)" }).click();
    await page.getByRole("button", { name: "Fjal liðugt" }).waitFor();
    await page.getByRole("button", { name: "Strika Steiktur fiskur" }).click();
    await expectToast(page, "Matarætlan strikað");
    await page.getByText("Eingin liðug máltíð enn").waitFor();
    expect(errors).toEqual([]);
  });

  it("plans a weekly dinner that comes back a week later when completed, until 'Steðga'", async () => {
    const { page, errors } = await openSignedIn(browser, weeklyPlanner, "/dinner");
    const dialog = await openDialog(page);
    await dialog.getByLabel("Heiti").fill("Fiskadagur");
    await dialog.getByLabel("Dagur").fill(tomorrow().date);
    await dialog.getByRole("checkbox", { name: "Hvørja viku" }).check();
    await dialog.getByRole("button", { name: "Skráset" }).click();
    await expectToast(page, "Matarætlan skrásett", "Matarætlan og innkeypslisti dagøførdur");
    await mealsCard(page).getByText("Hvørja viku").waitFor();

    // Completed, it is planned again a week later, still weekly.
    await page.getByRole("button", { name: "Merk Fiskadagur sum liðugt" }).click();
    await page.getByRole("button", { name: "Liðugt (1)" }).waitFor();
    // The open meals and the first page of completed ones: a plain array, the paging in its headers.
    const meals = () => call<DinnerMeal[]>("GET", `/api/families/${weeklyPlanner.familyId}/dinner-meals`, undefined, weeklyPlanner.token);
    await expect
      .poll(async () => (await meals()).filter((meal) => !meal.completed).map(({ title, weekly }) => ({ title, weekly })))
      .toEqual([{ title: "Fiskadagur", weekly: true }]);
    const next = (await meals()).find((meal) => !meal.completed)!;
    await mealsCard(page).getByText(formatDate(next.scheduledDate, ZONE), { exact: false }).waitFor();
    await mealsCard(page).getByText("Hvørja viku").waitFor();
    await screenshot(page, "meals-weekly-phone");

    await page.getByRole("button", { name: "Steðga Fiskadagur hvørja viku" }).click();
    await expectToast(page, "Máltíðin kemur ikki aftur");
    expect(await mealsCard(page).getByText("Hvørja viku").count()).toBe(0);
    expect((await meals()).find((meal) => meal.id === next.id)).toMatchObject({ weekly: false });
    expect(errors).toEqual([]);
  });
});
