import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { mealDateTime, scheduledDateProblem } from "@contract/schemas/meals";
import { addIngredient, emptyMealForm, mealFormBody, type MealForm } from "@web/features/meals/lib/meal-form";
import { completedMealCount, completedMeals, ingredientChoices, upcomingMeals } from "@web/features/meals/reads/meal-lists";
import type { DinnerMeal } from "@contract/schemas/meals";

const NOW = Date.parse("2026-11-23T21:30:00.000Z");
const FAROE = "Atlantic/Faroe";
const form = (change: Partial<MealForm> = {}): MealForm => ({ ...emptyMealForm(FAROE, NOW), title: "Fiskur", ...change });

describe("the meal form", () => {
  it("opens on today in the family's zone at 18:00", () => {
    expect(emptyMealForm(FAROE, NOW)).toMatchObject({ scheduledDate: "2026-11-23", scheduledTime: "18:00" });
    expect(emptyMealForm("Pacific/Kiritimati", NOW).scheduledDate).toBe("2026-11-24");
  });

  it("sends the date and time read in the family's zone, and the chosen and new ingredients once each", () => {
    const result = mealFormBody(
      form({ scheduledDate: "2026-11-24", selectedIngredients: ["Mjólk"], newIngredients: ["Laukur", "mjólk"] }),
      "Europe/Berlin",
      NOW,
    );
    expect(result).toEqual({ body: { title: "Fiskur", scheduledDate: "2026-11-24T17:00:00.000Z", ingredients: ["Mjólk", "Laukur"] } });
  });

  it("sends the chosen picture, and leaves it out when there is none", () => {
    expect(mealFormBody(form({ photoId: "p1" }), FAROE, NOW)).toMatchObject({ body: { photoId: "p1" } });
    expect(mealFormBody(form(), FAROE, NOW)).not.toHaveProperty("body.photoId");
  });

  it("sends weekly for a dinner that comes back every week, and leaves it out for a single one", () => {
    expect(mealFormBody(form({ weekly: true }), FAROE, NOW)).toMatchObject({ body: { weekly: true } });
    expect(mealFormBody(form(), FAROE, NOW)).not.toHaveProperty("body.weekly");
  });

  it("allows an earlier hour of today, refuses an earlier day", () => {
    expect(mealFormBody(form({ scheduledTime: "08:00" }), FAROE, NOW)).toHaveProperty("body");
    expect(mealFormBody(form({ scheduledDate: "2026-11-22" }), FAROE, NOW)).toEqual({ errors: { when: m.mealDayPassed } });
  });

  it.each([
    [{ title: "  " }, { title: m.mealTitleBlank }],
    [{ scheduledDate: "2026-02-30" }, { when: m.mealDateInvalid }],
    [{ scheduledDate: "" }, { when: m.mealDateInvalid }],
    [{ scheduledTime: "24:00" }, { when: m.mealTimeInvalid }],
    [{ scheduledTime: "18:60" }, { when: m.mealTimeInvalid }],
  ])("refuses %o with %o", (change, errors) => {
    expect(mealFormBody(form(change), FAROE, NOW)).toEqual({ errors });
  });

  it("refuses a time the spring change skips as an invalid combination, and takes the first of a repeated hour", () => {
    expect(mealDateTime("2027-03-28", "02:30", "Europe/Berlin")).toEqual({ error: m.mealDateTimeInvalid });
    expect(mealDateTime("2026-10-25", "02:30", "Europe/Berlin")).toEqual({ iso: "2026-10-25T00:30:00.000Z" });
  });

  it("adds a typed ingredient trimmed, and ignores blanks and repeats", () => {
    expect(addIngredient([], "  Laukur ")).toEqual(["Laukur"]);
    expect(addIngredient(["Laukur"], "   ")).toEqual(["Laukur"]);
    expect(addIngredient(["Laukur"], "LAUKUR")).toEqual(["Laukur"]);
  });
});

describe("the server's reading of scheduledDate", () => {
  it.each([
    ["2026-11-24T18:00:00.000Z", null],
    ["2026-11-24T18:00+01:00", null],
    ["2026-11-31T18:00:00Z", m.mealDateInvalid],
    ["2026-11-24T18:00:61Z", m.mealTimeInvalid],
    ["2026-11-24T18:00:00Zjunk", m.mealDateTimeInvalid],
  ])("%s → %s", (value, problem) => {
    expect(scheduledDateProblem(value)).toBe(problem);
  });
});

const meal = (id: string, change: Partial<DinnerMeal>): DinnerMeal => ({
  id,
  title: id,
  scheduledDate: "2026-11-24T18:00:00.000Z",
  completed: false,
  completedAt: null,
  ingredients: [],
  photoId: null,
  recipeId: null,
  servings: null,
  weekly: false,
  ...change,
});

describe("the meal lists", () => {
  it("lists upcoming meals soonest first and the completions newest first", () => {
    const meals = [
      meal("later", { scheduledDate: "2026-11-26T18:00:00.000Z" }),
      meal("sooner", { scheduledDate: "2026-11-24T18:00:00.000Z" }),
      ...Array.from({ length: 12 }, (_, i) => meal(`done${i}`, { completed: true, completedAt: `2026-11-${String(i + 10)}T00:00:00.000Z` })),
    ];
    const clock = { now: NOW, timeZone: FAROE };
    expect(upcomingMeals(meals, clock).map((entry) => entry.id)).toEqual(["sooner", "later"]);
    expect(completedMeals(meals, clock).map((entry) => entry.id)).toEqual([
      "done11",
      "done10",
      "done9",
      "done8",
      "done7",
      "done6",
      "done5",
      "done4",
      "done3",
      "done2",
      "done1",
      "done0",
    ]);
  });

  it("counts the server's completed meals and the open ones whose day has ended here", () => {
    const list = {
      meals: [meal("ended", { scheduledDate: "2026-11-20T18:00:00.000Z" }), meal("ahead", { scheduledDate: "2026-12-20T18:00:00.000Z" })],
      completedCount: 31,
      nextBefore: null,
    };
    expect(completedMealCount(list, { now: NOW, timeZone: FAROE })).toBe(32);
  });

  it("moves an open meal to the completed list once its day has ended on the family's clock, first there, and off the upcoming count", () => {
    const meals = [
      meal("tonight", { scheduledDate: "2026-11-23T18:00:00.000Z" }),
      meal("tomorrow", { scheduledDate: "2026-11-24T18:00:00.000Z" }),
      meal("by-hand", { completed: true, completedAt: "2026-11-23T19:00:00.000Z" }),
    ];
    const ids = (list: DinnerMeal[]) => list.map((entry) => entry.id);
    const beforeMidnight = { now: Date.parse("2026-11-23T23:59:00.000Z"), timeZone: FAROE };
    expect(ids(upcomingMeals(meals, beforeMidnight))).toEqual(["tonight", "tomorrow"]);
    expect(ids(completedMeals(meals, beforeMidnight))).toEqual(["by-hand"]);
    const afterMidnight = { now: Date.parse("2026-11-24T00:00:00.000Z"), timeZone: FAROE };
    expect(ids(upcomingMeals(meals, afterMidnight))).toEqual(["tomorrow"]);
    expect(ids(completedMeals(meals, afterMidnight))).toEqual(["tonight", "by-hand"]);
    // The day is the family's: 08:00 UTC on the 23rd is that day's morning in Tórshavn, and a day already ended at Kiritimati (UTC+14), where it is the 24th at 21:30 UTC.
    const morning = [meal("morning", { scheduledDate: "2026-11-23T08:00:00.000Z" })];
    expect(ids(upcomingMeals(morning, { now: NOW, timeZone: FAROE }))).toEqual(["morning"]);
    expect(ids(upcomingMeals(morning, { now: NOW, timeZone: "Pacific/Kiritimati" }))).toEqual([]);
  });

  it("offers each existing ingredient once, without the meal plan's marker, in order", () => {
    expect(ingredientChoices(["Mjólk", "Laukur (Matarætlan)", "mjólk", "Egg (Máltíð)", "Breyð"])).toEqual(["Breyð", "Egg", "Laukur", "Mjólk"]);
  });
});
