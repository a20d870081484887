// Every family data set the bench seeds, and the list reads it feeds. A new list read joins the
// report (load, D1 round trips, growth with size) by adding its seeder here.
import dinnerMeals from "./dinner-meals.mjs";
import events from "./events.mjs";
import homes from "./homes.mjs";
import members from "./members.mjs";
import outsideCalendars from "./outside-calendars.mjs";
import recipes from "./recipes.mjs";
import reminders from "./reminders.mjs";
import shopping from "./shopping.mjs";

export const seeders = [shopping, members, events, reminders, dinnerMeals, outsideCalendars, homes, recipes];
