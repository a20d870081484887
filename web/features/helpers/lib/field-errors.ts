import { helperMessages as h } from "@contract/helper-messages";
import { HELPER_LINKS_PER_FAMILY } from "@contract/helper-limits";
import { serverMessageOf } from "./server-message";

export type LinkField = "who" | "powers" | "children" | "end" | "form";

/** The new link's field each of the server's refusals belongs to (the 400 carries its first issue's text); anything else is the form's. */
const linkFields: [string, LinkField][] = [
  [h.nameOrMember, "who"],
  [h.memberHasAccount, "who"],
  [h.noPowers, "powers"],
  [h.powerInvalid, "powers"],
  [h.childInvalid, "children"],
  [h.endInvalid, "end"],
  [h.tooManyLinks(HELPER_LINKS_PER_FAMILY), "form"],
];

/** The refusal of a new link, with the field to show it on; null when the change did not fail. */
export function linkError(error: Error | null, fallback: string): { field: LinkField; message: string } | null {
  if (!error) return null;
  const message = serverMessageOf(error);
  if (!message) return { field: "form", message: fallback };
  return { field: linkFields.find(([text]) => text === message)?.[1] ?? "form", message };
}

export type CardField = "contacts" | "bedtime" | "form";

/** A card's refusal on its field: a contact's name or phone, the bedtime; the lengths are held by the inputs' maxLength, so the rest is the form's. */
export function cardError(error: Error | null, fallback: string): { field: CardField; message: string } | null {
  if (!error) return null;
  const message = serverMessageOf(error);
  if (!message) return { field: "form", message: fallback };
  const field: CardField = message === h.phoneInvalid || message === h.contactNameBlank ? "contacts" : message === h.bedtimeInvalid ? "bedtime" : "form";
  return { field, message };
}
