import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { createUsers, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedIn, screenshot } from "./helpers/setup";
import { calendarCard, eventRow, faroeseLocal } from "./helpers/calendar";

/** 'Bara eg' in the new-event dialog (docs/features/calendar.md "Who sees an event"): the creator sees a lock, the rest of the family nothing. */

let browser: Browser;
let planner: TestUser;
let partner: TestUser;

beforeAll(async () => {
  const [launched, users] = await Promise.all([launchBrowser(), createUsers([{ prefix: "priv" }, { prefix: "privb", inviteFrom: 0 }])]);
  browser = launched;
  [planner, partner] = users as [TestUser, TestUser];
});

afterAll(async () => {
  await browser?.close();
});

describe("a private event", () => {
  it("is made with 'Bara eg', shown to its creator with a lock saying so, and not shown to another member of the family", async () => {
    const mine = await openSignedIn(browser, planner, "/calendar");
    await calendarCard(mine.page).getByText("Eingi tiltak").waitFor();
    await mine.page.getByRole("button", { name: "Stovna tiltak" }).click();
    const dialog = mine.page.getByRole("dialog", { name: "Nýtt tiltak" });
    await dialog.getByLabel("Heiti").waitFor();
    const choice = dialog.getByRole("group", { name: "Hvør sær tiltakið" });
    expect(await choice.getByRole("radio", { name: "Øll familjan" }).isChecked()).toBe(true);
    await dialog.getByLabel("Heiti").fill("Lækni");
    await dialog.getByLabel("Byrjar").fill(faroeseLocal(2, "10:00"));
    await choice.getByRole("radio", { name: "Bara eg" }).check();
    await dialog.getByRole("button", { name: "Stovna tiltak" }).click();
    await dialog.waitFor({ state: "detached" });
    await eventRow(mine.page, "Lækni").getByRole("img", { name: "Bara tú sært hesa" }).waitFor();
    await screenshot(mine.page, "private-event");

    const theirs = await openSignedIn(browser, partner, "/calendar");
    await calendarCard(theirs.page).getByText("Eingi tiltak").waitFor();
    expect(await theirs.page.getByText("Lækni").count()).toBe(0);

    expect([...mine.errors, ...theirs.errors]).toEqual([]);
    await Promise.all([mine.context.close(), theirs.context.close()]);
  });
});
