import type ICAL from "ical.js";

/**
 * A phone's CLASS (RFC 5545 3.8.1.3) as the calendar reads it (docs/features/calendar.md "Who sees
 * an event"): `public` for PUBLIC, `private` for PRIVATE, CONFIDENTIAL and any other value (the
 * RFC has an unknown one read as PRIVATE), null when the event has none.
 */
export type PhoneClass = "private" | "public" | null;

export function classOf(component: ICAL.Component): PhoneClass {
  const value = component.getFirstPropertyValue("class");
  if (typeof value !== "string") return null;
  return value.trim().toUpperCase() === "PUBLIC" ? "public" : "private";
}
