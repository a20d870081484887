import { useMemo, useState } from "react";
import { parseWhenInput, type WhenInput, type WhenPart, type WhenPartKind, type WhenTarget } from "@contract/quick-add/when";
import type { PreviewChip } from "@web/components/ui/quick-add-preview";
import { foQuickAddWhen } from "@web/i18n/fo/quick-add";
import { weekdayOf } from "@contract/time/zone";

/** The weekday of a part's YYYY-MM-DD date, numbered as everywhere (contract/time/zone.ts). */
const weekdayOfIso = (date: string) => {
  const [year, month, day] = date.split("-").map(Number);
  return weekdayOf({ year: year ?? 0, month: month ?? 0, day: day ?? 0 });
};

/** A chip's text: what the part will set, in words ('Í morgin', 'Mánadagur 23.3.', 'kl. 17.00', 'Hvønn mánadag'). */
export function whenPartLabel(part: WhenPart): string {
  const t = foQuickAddWhen;
  switch (part.kind) {
    case "date": {
      const [, month, day] = part.date.split("-").map(Number);
      return t.days[part.daysFromToday] ?? t.date(t.weekdays[weekdayOfIso(part.date)] ?? "", day ?? 0, month ?? 0);
    }
    case "time": {
      const [hour = "", minute = ""] = part.time.split(":");
      return t.time(hour, minute);
    }
    case "priority":
      return t.priority[part.priority];
    case "recurrence":
      return part.date === null ? t.recurrence[part.recurrence] : (t.everyWeekday[weekdayOfIso(part.date)] ?? t.recurrence.weekly);
  }
}

/**
 * A task or event title read as it is typed: the parse for the preview, the chips and their
 * removal, and `read()` for saving, which parses again at that moment so 'í dag' is the day of the
 * save. A removed part stays removed until the input is emptied.
 */
export function useWhenQuickAdd(text: string, { timeZone, target }: { timeZone: string; target: WhenTarget }) {
  const [ignored, setIgnored] = useState<readonly WhenPartKind[]>([]);
  if (text.trim() === "" && ignored.length > 0) setIgnored([]);
  const read = (): WhenInput => parseWhenInput(text, { now: Date.now(), timeZone, target, ignore: ignored });
  const parsed = useMemo(read, [text, timeZone, target, ignored]);
  const chips: PreviewChip<WhenPartKind>[] = parsed.parts.map((part) => ({ key: part.kind, label: whenPartLabel(part) }));
  return { parsed, chips, read, remove: (kind: WhenPartKind) => setIgnored((kinds) => [...kinds, kind]) };
}
