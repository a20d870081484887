import { Suspense } from "react";
import { IconButton } from "@web/components/ui/button";
import { InlineTitleEditor, useInlineTitleEdit } from "@web/components/ui/list/inline-title-edit";
import { Badge } from "@web/components/ui/badge";
import { PencilIcon, TrashIcon } from "@web/components/ui/icons";
import { Icon, type IconProps } from "@web/components/ui/icon";
import { PendingBadge } from "@web/components/ui/list/pending-badge";
import { formatDateTime } from "@web/lib/dates";
import type { CalendarEvent } from "@contract/schemas/events";
import { foCalendar } from "@web/i18n/fo/calendar";
import type { ShownEvent } from "../reads/event-lists";
import { lazyPage } from "@web/lib/lazy-page";

const ForWhom = lazyPage<{ familyId: string; ids: readonly string[] }>(() => import("./for-whom").then((module) => module.ForWhom));

// Drawn here only, so not in icons.tsx, which every signed-in start loads.
const PinIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </Icon>
);

const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </Icon>
);

interface EventRowProps {
  shown: ShownEvent;
  /** A change to it (its creation, its new title) waits for the connection. */
  pending?: boolean;
  /** The title's heading: one level below the heading of the card the list is in. */
  titleAs: "h2" | "h3";
  timeZone: string;
  familyId: string;
  onRename: (event: CalendarEvent, title: string) => void;
  onDelete: (event: CalendarEvent) => void;
}

/** One event at the occurrence its list shows: title, 'Byrjar:' / 'Endar:', place, description, rename and delete. */
export function EventRow({ shown, pending = false, titleAs: Title, timeZone, familyId, onRename, onDelete }: EventRowProps) {
  const t = foCalendar;
  const { event } = shown;
  const edit = useInlineTitleEdit(event.title, (title) => onRename(event, title));
  // An outside calendar's occurrence: drawn in its calendar's colour, and never edited here (docs/features/outside-calendars.md).
  const outside = event.subscription;

  return (
    <li
      className={`py-3 ${pending ? "opacity-70" : ""} ${outside ? "border-l-4 pl-3" : ""}`}
      style={outside ? { borderLeftColor: outside.color } : undefined}
      data-calendar-color={outside?.color}
    >
      {outside ? (
        <Title className="font-semibold break-words">{event.title}</Title>
      ) : edit.editing ? (
        <InlineTitleEditor edit={edit} label={t.renameLabel(event.title)} saveText={t.save} cancelText={t.cancel} />
      ) : (
        <div className="flex items-start gap-1">
          <Title className="min-w-0 flex-1 self-center font-semibold break-words">{event.title}</Title>
          {event.visibility === "private" ? (
            <span role="img" aria-label={t.privateEvent} title={t.privateEvent} className="self-center text-slate-600 dark:text-slate-400">
              <LockIcon className="size-4" />
            </span>
          ) : null}
          <IconButton ref={edit.editButton} label={t.edit(event.title)} onClick={edit.start}>
            <PencilIcon />
          </IconButton>
          <IconButton label={t.delete(event.title)} className="hover:text-red-700 dark:hover:text-red-400" onClick={() => onDelete(event)}>
            <TrashIcon />
          </IconButton>
        </div>
      )}
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700 dark:text-slate-300">
        <dt className="font-medium">{t.starts}</dt>
        <dd>{formatDateTime(shown.start, timeZone)}</dd>
        <dt className="font-medium">{t.ends}</dt>
        <dd>{formatDateTime(shown.end, timeZone)}</dd>
        {event.forMembers.length > 0 ? (
          <Suspense>
            <ForWhom familyId={familyId} ids={event.forMembers} />
          </Suspense>
        ) : null}
      </dl>
      {event.recurrence !== "none" || pending || outside ? (
        <div className="mt-1 flex flex-wrap gap-2">
          {outside ? (
            <span className="inline-flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300" title={t.fromCalendar(outside.name)}>
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: outside.color }} />
              {outside.name}
            </span>
          ) : null}
          {event.allDay ? <Badge tone="slate">{t.allDay}</Badge> : null}
          {event.recurrence !== "none" ? <Badge tone="slate">{t.recurrenceLabels[event.recurrence]}</Badge> : null}
          {pending ? <PendingBadge /> : null}
        </div>
      ) : null}
      {event.location ? (
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
          <PinIcon className="shrink-0" />
          <span className="sr-only">{t.location}:</span>
          <span className="min-w-0 break-words">{event.location}</span>
        </p>
      ) : null}
      {event.description ? (
        <p className="mt-1 line-clamp-2 text-sm break-words whitespace-pre-line text-slate-600 dark:text-slate-400">{event.description}</p>
      ) : null}
    </li>
  );
}
