import ICAL from "ical.js";
import { davError } from "./errors";
import { childNamed, childrenNamed, NS, tag, type XmlElement } from "./xml";

/**
 * A calendar-query's `prop-filter`s on the collection's component (RFC 4791 9.7.2, 9.7.5;
 * docs/features/caldav.md "Reports"): `is-not-defined`, a property's presence, and `text-match`
 * (a substring, `negate-condition`, the collations `i;ascii-casemap` — the default —,
 * `i;unicode-casemap` and `i;octet`) on any property whose values are text, such as SUMMARY, UID,
 * DESCRIPTION or LOCATION. What is not applied makes a filter pass, so the answer is a superset of
 * what was asked (RFC 4791 allows it; clients filter again): a `time-range` or `param-filter` inside
 * a prop-filter, a text-match on a value that is not text, and comp-filters below the component.
 */
export interface PropFilter {
  name: string;
  notDefined: boolean;
  text?: { value: string; fold: (text: string) => string; negate: boolean };
}

const COLLATIONS: Record<string, (text: string) => string> = {
  "i;ascii-casemap": (text) => text.replace(/[A-Z]/g, (char) => char.toLowerCase()),
  "i;unicode-casemap": (text) => text.normalize("NFKD").toLowerCase(),
  "i;octet": (text) => text,
};

function textMatchOf(element: XmlElement | undefined): PropFilter["text"] {
  if (!element) return undefined;
  const fold = COLLATIONS[(element.attrs.collation ?? "i;ascii-casemap").toLowerCase()];
  if (!fold) throw davError(403, "This collation is not supported", tag(NS.caldav, "supported-collation"));
  return { value: fold(element.text), fold, negate: element.attrs["negate-condition"] === "yes" };
}

/** The prop-filters of the filter's component (`VCALENDAR › VEVENT/VTODO`), as they are applied. */
export function propFiltersOf(component: XmlElement): PropFilter[] {
  return childrenNamed(component, NS.caldav, "prop-filter").map((filter) => ({
    name: (filter.attrs.name ?? "").toLowerCase(),
    notDefined: childNamed(filter, NS.caldav, "is-not-defined") !== undefined,
    text: textMatchOf(childNamed(filter, NS.caldav, "text-match")),
  }));
}

function passes(component: ICAL.Component, filter: PropFilter): boolean {
  const values = component.getAllProperties(filter.name).flatMap((property) => property.getValues());
  if (filter.notDefined) return values.length === 0;
  if (values.length === 0) return false;
  const { text } = filter;
  if (!text) return true;
  const texts = values.filter((value): value is string => typeof value === "string");
  if (texts.length < values.length) return true;
  return texts.some((value) => text.fold(value).includes(text.value) !== text.negate);
}

/** Whether a resource's text has a component of the kind that passes every filter (all of them: RFC 4791's prop-filters are ANDed). */
export function matchesPropFilters(ics: string, componentName: string, filters: readonly PropFilter[]): boolean {
  if (filters.length === 0) return true;
  const components = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents(componentName.toLowerCase());
  return components.some((component) => filters.every((filter) => passes(component, filter)));
}
