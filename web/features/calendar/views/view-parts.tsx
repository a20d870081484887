import type { CSSProperties } from "react";
import type { HomeLink } from "@contract/schemas/two-homes";
import { clockOfDate } from "@contract/time/wall-clock";
import { weekdayOf } from "@contract/time/zone";
import { Button, IconButton } from "@web/components/ui/button";
import { Icon, type IconProps } from "@web/components/ui/icon";
import { foCalendarViews } from "@web/i18n/fo/calendar-views";
import { foDates } from "@web/i18n/fo/dates";
import type { ChildBand } from "./lib/custody-band";
import { OTHER_HOME_COLOR, OUR_HOME_COLOR, type ViewEvent } from "./lib/view-events";

/** What the week and month views are given (calendar-views.tsx). */
export interface ViewProps {
  familyId: string;
  timeZone: string;
  /** The family's date today. */
  today: string;
  items: readonly ViewEvent[];
  links: readonly HomeLink[];
  onAdd: (date: string) => void;
}

/** A date's parts as the views write them: day, month, the long weekday and the catalogue's short one. */
export function dayParts(date: string) {
  const { year, month, day } = clockOfDate(date);
  const weekday = weekdayOf({ year, month, day });
  return { year, month, day, long: foDates.weekdaysLong[weekday] ?? "", short: foDates.weekdaysShort[weekday] ?? "" };
}

/** The short weekdays from Monday (the catalogue's index is getDay()'s, Sunday first). */
export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ short: foDates.weekdaysShort[day] ?? "", long: foDates.weekdaysLong[day] ?? "" }));

const ChevronLeft = (p: IconProps) => (
  <Icon {...p}>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);
const ChevronRight = (p: IconProps) => (
  <Icon {...p}>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

/** The view's title between its previous and next buttons, and 'Í dag' back to today's week or month. */
export function ViewHeader(props: { title: string; previous: string; next: string; onMove: (step: -1 | 1) => void; onToday: () => void; atToday: boolean }) {
  const t = foCalendarViews;
  return (
    <div className="mb-3 flex items-center gap-1">
      <IconButton label={props.previous} onClick={() => props.onMove(-1)}>
        <ChevronLeft />
      </IconButton>
      <h2 className="min-w-0 flex-1 text-center text-base font-semibold tabular-nums first-letter:uppercase sm:text-lg" aria-live="polite">
        {props.title}
      </h2>
      <IconButton label={props.next} onClick={() => props.onMove(1)}>
        <ChevronRight />
      </IconButton>
      <Button variant="secondary" className="px-3" onClick={props.onToday} disabled={props.atToday}>
        {t.toToday}
      </Button>
    </div>
  );
}

/** A band day's colour: the night's home, and on an exchange day the morning's home beside it. */
function bandStyle(ours: boolean, exchange: boolean) {
  const night = ours ? OUR_HOME_COLOR : OTHER_HOME_COLOR;
  const morning = ours ? OTHER_HOME_COLOR : OUR_HOME_COLOR;
  return exchange ? { background: `linear-gradient(to right, ${morning} 50%, ${night} 50%)` } : { backgroundColor: night };
}

/** The screen reader's text of a day's bands: where each child sleeps that night. */
export function nightsText(bands: readonly ChildBand[], date: string): string[] {
  const t = foCalendarViews;
  return bands.flatMap((band) => {
    const day = band.days.get(date);
    return day ? [t.night(band.name, day.ours ? t.atOurs : t.atOther(band.otherHome), day.exchange)] : [];
  });
}

/** A day's thin bands, one a child: the home the child sleeps at that night (drawn; the day's label says it in words). */
export function BandStrips({ bands, date }: { bands: readonly ChildBand[]; date: string }) {
  if (bands.length === 0) return null;
  return (
    <span aria-hidden="true" className="mt-auto flex w-full flex-col gap-px pt-1">
      {bands.map((band) => {
        const day = band.days.get(date);
        if (!day) return null;
        return (
          <span
            key={band.linkId}
            className="block h-1.5 w-full rounded-sm"
            style={bandStyle(day.ours, day.exchange)}
            data-band-child={band.name}
            data-home={day.ours ? "ours" : "other"}
            data-exchange={day.exchange ? "" : undefined}
          />
        );
      })}
    </span>
  );
}

const Swatch = ({ style }: { style: CSSProperties }) => <span aria-hidden="true" className="inline-block h-2 w-4 shrink-0 rounded-sm" style={style} />;

/** 'Óli: ▬ hjá okkum ▬ hjá Hansen', a line a child, and the exchange day's mark. */
export function CustodyLegend({ bands }: { bands: readonly ChildBand[] }) {
  const t = foCalendarViews;
  if (bands.length === 0) return null;
  return (
    <ul aria-label={t.legendTitle} className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
      {bands.map((band) => (
        <li key={band.linkId} className="flex flex-wrap items-center gap-x-2 gap-y-1" data-legend-child={band.name}>
          <span className="font-medium">{t.legendChild(band.name)}</span>
          <span className="inline-flex items-center gap-1">
            <Swatch style={bandStyle(true, false)} />
            {t.atOurs}
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="sr-only">/</span>
            <Swatch style={bandStyle(false, false)} />
            {t.atOther(band.otherHome)}
          </span>
        </li>
      ))}
      <li className="flex items-center gap-1">
        <Swatch style={bandStyle(true, true)} />
        {t.exchangeLegend}
      </li>
    </ul>
  );
}
