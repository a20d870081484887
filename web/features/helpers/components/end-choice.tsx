import { HELPER_LINK_MAX_DAYS } from "@contract/helper-limits";
import { addToClock, clockOfDate } from "@contract/time/wall-clock";
import { dateText, familyDate } from "@contract/time/zone";
import { TextField } from "@web/components/ui/field/field";
import { foHelpers } from "@web/i18n/fo/helpers";
import { ChoiceFieldset, RadioField } from "./choice-fieldset";

/** The server's default (30 days from now), a last day, or until a parent revokes the link. */
export type End = { kind: "default" } | { kind: "date"; date: string } | { kind: "never" };

const dayAfter = (date: string, days: number) => dateText(addToClock(clockOfDate(date), "days", days));

interface EndChoiceProps {
  end: End;
  onEnd: (end: End) => void;
  timeZone: string;
  defaultDays: number;
  error: string | null;
}

export function EndChoice({ end, onEnd, timeZone, defaultDays, error }: EndChoiceProps) {
  const t = foHelpers;
  const today = familyDate(Date.now(), timeZone);
  return (
    <ChoiceFieldset id="helper-end" legend={t.endLegend} error={error}>
      <RadioField
        id="helper-end-default"
        name="helper-end"
        label={t.endDefault(defaultDays)}
        checked={end.kind === "default"}
        onChange={() => onEnd({ kind: "default" })}
      />
      <RadioField
        id="helper-end-date"
        name="helper-end"
        label={t.endOn}
        checked={end.kind === "date"}
        onChange={() => onEnd({ kind: "date", date: dayAfter(today, defaultDays) })}
      />
      {end.kind === "date" ? (
        <TextField
          id="helper-end-day"
          className="pl-8"
          type="date"
          label={t.endDate}
          min={today}
          max={dayAfter(today, HELPER_LINK_MAX_DAYS)}
          value={end.date}
          onChange={(event) => onEnd({ kind: "date", date: event.target.value })}
        />
      ) : null}
      <RadioField id="helper-end-never" name="helper-end" label={t.endNever} checked={end.kind === "never"} onChange={() => onEnd({ kind: "never" })} />
    </ChoiceFieldset>
  );
}
