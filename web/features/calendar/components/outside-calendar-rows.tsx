import type { CalendarSubscription } from "@contract/schemas/calendar-subscriptions";
import { Button, IconButton } from "@web/components/ui/button";
import { PencilIcon, TrashIcon } from "@web/components/ui/icons";
import { InlineTitleEditor, useInlineTitleEdit } from "@web/components/ui/list/inline-title-edit";
import { formatDateTime } from "@web/lib/dates";
import { foOutsideCalendars } from "@web/i18n/fo/outside-calendars";
import { useChange } from "@web/lib/changes/use-change";
import { ColorChoice } from "./color-choice";

interface RowsProps {
  familyId: string;
  timeZone: string;
}

/** The family's outside calendars, one row each: when each was last refreshed and why it last failed, rename, recolour, pause and remove. */
export function OutsideCalendarRows({ rows, familyId, timeZone }: RowsProps & { rows: readonly CalendarSubscription[] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {rows.map((subscription) => (
        <SubscriptionRow key={subscription.id} subscription={subscription} familyId={familyId} timeZone={timeZone} />
      ))}
    </ul>
  );
}

function SubscriptionRow({ subscription, familyId, timeZone }: RowsProps & { subscription: CalendarSubscription }) {
  const t = foOutsideCalendars;
  const { id, name, color, paused, lastRefreshedAt, lastError } = subscription;
  const change = useChange("calendar/change-subscription");
  const remove = useChange("calendar/remove-subscription");
  const edit = useInlineTitleEdit(name, (title) => change.mutate({ familyId, id, name: title }));
  return (
    <li className="space-y-2 py-3">
      {edit.editing ? (
        <InlineTitleEditor edit={edit} label={t.rename(name)} saveText={t.save} cancelText={t.cancel} />
      ) : (
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: color }} />
          <h3 className="min-w-0 flex-1 font-semibold break-words">{name}</h3>
          <IconButton ref={edit.editButton} label={t.rename(name)} onClick={edit.start}>
            <PencilIcon />
          </IconButton>
          <IconButton label={t.remove(name)} className="hover:text-red-700 dark:hover:text-red-400" onClick={() => remove.mutate({ familyId, id })}>
            <TrashIcon />
          </IconButton>
        </div>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {paused ? `${t.paused} · ` : ""}
        {lastRefreshedAt ? t.lastRefreshed(formatDateTime(lastRefreshedAt, timeZone)) : t.notRefreshed}
      </p>
      {lastError ? <p className="text-sm text-red-700 dark:text-red-400">{t.lastError(lastError)}</p> : null}
      <ColorChoice name={`outside-color-${id}`} legend={t.recolour(name)} value={color} onChange={(next) => change.mutate({ familyId, id, color: next })} />
      <Button variant="secondary" aria-label={paused ? t.resume(name) : t.pause(name)} onClick={() => change.mutate({ familyId, id, paused: !paused })}>
        {paused ? t.resumeText : t.pauseText}
      </Button>
    </li>
  );
}
