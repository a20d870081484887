import { foCalendarDialog } from "@web/i18n/fo/calendar-dialog";
import type { EventForm } from "../lib/event-form";

type Seen = Pick<EventForm, "visibility" | "sharedLinkId">;

/** A linked child the event may be shared with: its link, the child's name here. */
export interface ShareableLink {
  id: string;
  name: string;
}

/**
 * Who sees a new event: the whole family, only its creator, or the family and one linked child's
 * other home (docs/features/calendar.md "Who sees an event", docs/features/two-homes.md).
 */
export function VisibilityChoice({ value, links, onChange }: { value: Seen; links: readonly ShareableLink[]; onChange: (seen: Seen) => void }) {
  const t = foCalendarDialog;
  const choices: { key: string; label: string; seen: Seen }[] = [
    { key: "family", label: t.visibilityLabels.family, seen: { visibility: "family", sharedLinkId: null } },
    { key: "private", label: t.visibilityLabels.private, seen: { visibility: "private", sharedLinkId: null } },
    ...links.map((link) => ({ key: `shared-${link.id}`, label: t.sharedWith(link.name), seen: { visibility: "shared" as const, sharedLinkId: link.id } })),
  ];
  const chosen = (seen: Seen) => seen.visibility === value.visibility && seen.sharedLinkId === value.sharedLinkId;
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t.fieldVisibility}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {choices.map((choice) => (
          <label key={choice.key} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="event-visibility"
              value={choice.key}
              checked={chosen(choice.seen)}
              onChange={() => onChange(choice.seen)}
              className="size-4"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
