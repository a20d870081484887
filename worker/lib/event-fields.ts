import * as v from "valibot";
import { type CreateEventBody, type CreateEventInput, createEventBody } from "@contract/schemas/events";
import { invalidIssues } from "./http-error";

/** An event's fields checked by the same rules as `POST /api/events` (400 with the first issue's Faroese text). */
export function eventFields(input: CreateEventInput): CreateEventBody {
  const parsed = v.safeParse(createEventBody, input);
  if (!parsed.success) throw invalidIssues(parsed.issues);
  return parsed.output;
}
