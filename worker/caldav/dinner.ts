import ICAL from "ical.js";
import { sql } from "drizzle-orm";
import { familyDate } from "@contract/time/zone";
import { startOfFamilyDay } from "@contract/time/zoned";
import type { Db } from "../env";
import { rawStatement } from "../lib/batch";
import type { DavCollectionInfo, DavCollectionKind, DavObject, DavRange } from "./collection";
import { davObject } from "./etag";

/**
 * The dinner plan as a read-only calendar (docs/features/caldav.md "The dinner plan"): one all-day
 * VEVENT per meal on its day in the family's zone, the ingredients one per line in DESCRIPTION.
 * Planned and eaten meals both, so a phone's calendar shows what was eaten too. PUT and DELETE are
 * 403: the meal plan is written in the app.
 */
const SLUG = "dinner";
const INFO: DavCollectionInfo = { slug: SLUG, displayName: "Døgurði", color: "#F59E0B", component: "VEVENT", readOnly: true };

interface MealRow {
  id: string;
  title: string;
  scheduledDate: string;
  createdAt: string;
  timeZone: string;
  ingredients: string;
}

const nameOf = (mealId: string) => `${mealId}.ics`;
const idOf = (name: string) => (name.endsWith(".ics") ? name.slice(0, -4) : null);

async function mealRows(db: Db, familyId: string, ids: readonly string[] | null): Promise<MealRow[]> {
  // The ids as one JSON text: one bound value however many a multiget or a sync asks for (D1 binds
  // at most 100), each sought by the primary key (the family's test then not indexed: names.ts `filterOnly`).
  const only = ids === null ? sql`` : sql`AND m.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
  const family = ids === null ? sql`m.family_id = ${familyId}` : sql`+m.family_id = ${familyId}`;
  const { results } = await rawStatement(
    db,
    sql`SELECT m.id AS id, m.title AS title, m.scheduled_date AS scheduledDate, m.created_at AS createdAt, f.time_zone AS timeZone,
               (SELECT json_group_array(i.ingredient_name) FROM (SELECT ingredient_name FROM meal_ingredients
                  WHERE meal_id = m.id AND family_id = m.family_id ORDER BY rowid) AS i) AS ingredients
        FROM dinner_meals m JOIN families f ON f.id = m.family_id
        WHERE ${family} ${only}
        ORDER BY m.scheduled_date, m.id`,
  ).all<MealRow>();
  return results;
}

/** The meal's calendar object; the same row always gives the same text, so its ETag changes only with the meal. */
/** The calendar date after a YYYY-MM-DD date. */
function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function mealCalendar(row: MealRow): string {
  const day = familyDate(row.scheduledDate, row.timeZone);
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.addPropertyWithValue("version", "2.0");
  calendar.addPropertyWithValue("prodid", "-//FamilyHub//Dinner plan//FO");
  const event = new ICAL.Component("vevent");
  event.addPropertyWithValue("uid", `${row.id}@familyhub`);
  event.addPropertyWithValue("dtstamp", ICAL.Time.fromDateTimeString(`${row.createdAt.slice(0, 19)}Z`));
  event.addPropertyWithValue("dtstart", ICAL.Time.fromDateString(day));
  event.addPropertyWithValue("dtend", ICAL.Time.fromDateString(nextDay(day)));
  event.addPropertyWithValue("summary", row.title);
  const ingredients = JSON.parse(row.ingredients) as string[];
  if (ingredients.length > 0) event.addPropertyWithValue("description", ingredients.join("\n"));
  event.addPropertyWithValue("transp", "TRANSPARENT");
  calendar.addSubcomponent(event);
  return calendar.toString().replaceAll(/\r?\n/g, "\r\n").concat("\r\n");
}

/** Whether the meal's day, from its start to the next day's in the family's zone, overlaps the range (RFC 4791 9.9). */
function overlaps(row: MealRow, range: DavRange): boolean {
  const day = familyDate(row.scheduledDate, row.timeZone);
  const start = startOfFamilyDay(day, row.timeZone);
  const end = startOfFamilyDay(nextDay(day), row.timeZone);
  return (range.end === undefined || start < range.end) && (range.start === undefined || end > range.start);
}

export const dinnerKind: DavCollectionKind = {
  owns: (slug) => slug === SLUG,
  collections: () => ({ statement: null, read: () => [INFO] }),
  async read(db, familyId, _slug, want): Promise<DavObject[]> {
    const ids = want.names ? want.names.map(idOf).filter((id): id is string => id !== null) : null;
    if (ids !== null && ids.length === 0) return [];
    const rows = await mealRows(db, familyId, ids);
    return rows.filter((row) => !want.range || overlaps(row, want.range)).map((row) => davObject(nameOf(row.id), mealCalendar(row)));
  },
};
