import { HELPER_POWERS } from "@contract/helper-limits";
import type { FamilyMember } from "@contract/schemas/families";
import type { HelperLink } from "@contract/schemas/helpers";
import { familyDay } from "@contract/time/zone";
import { foHelperLinks } from "@web/i18n/fo/helpers-links";
import { formatDateTime } from "@web/lib/dates";

/** A link's lines in words: what it shows, for which children, until when, and its last use. */

/** "kalendarin, kort hjá børnunum og døgurði í kvøld", in the powers' own order. */
export function powersText(powers: HelperLink["powers"]): string {
  const words = HELPER_POWERS.filter((power) => powers.includes(power)).map((power) => foHelperLinks.powers[power]);
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} og ${words.at(-1) ?? ""}` : (words[0] ?? "");
}

export function childrenText(children: HelperLink["children"], members: readonly FamilyMember[]): string {
  if (children === null) return foHelperLinks.allChildren;
  const names = children.map((id) => members.find((member) => member.id === id)?.name).filter((name) => name !== undefined);
  return foHelperLinks.someChildren(names.join(", "));
}

/** The link's last day (it ends at the start of the next one on the family's clock), or "until you revoke it". */
export function endText(endsAt: string | null, now: number, timeZone: string): string {
  if (endsAt === null) return foHelperLinks.untilRevoked;
  const end = Date.parse(endsAt);
  if (end <= now) return foHelperLinks.ended;
  const last = familyDay(end - 1, timeZone);
  return foHelperLinks.endsOn(last.year, last.month, last.day, familyDay(now, timeZone).year);
}

export const lastUsedText = (lastUsedAt: string | null, timeZone: string) =>
  lastUsedAt === null ? foHelperLinks.neverUsed : foHelperLinks.lastUsed(formatDateTime(lastUsedAt, timeZone));
