import { PUSH_AFTERNOON_HOURS, PUSH_EVENT_LEADS, PUSH_MORNING_HOURS } from "@contract/limits";
import type { PushPreferences } from "@contract/schemas/push";
import { Card, CardHeader } from "@web/components/ui/card";
import { LabelledControl } from "@web/components/ui/field/field";
import { inputClass } from "@web/components/ui/button";
import { foNotifications } from "@web/i18n/fo/notifications";

const hoursIn = ({ min, max }: { min: number; max: number }) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

interface ChoiceProps {
  id: string;
  label: string;
  value: number;
  options: readonly number[];
  text: (value: number) => string;
  onChange: (value: number) => void;
}

function Choice({ id, label, value, options, text, onChange }: ChoiceProps) {
  return (
    <LabelledControl id={id} label={label}>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {text(option)}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
}

/** The morning and afternoon hours (the family's clock) and an event's lead; each change is saved at once. */
export function TimesCard({ preferences, onChange }: { preferences: PushPreferences; onChange: (next: PushPreferences) => void }) {
  const t = foNotifications;
  return (
    <Card aria-labelledby="push-times-title">
      <CardHeader id="push-times-title" title={t.timesTitle} />
      <div className="space-y-4">
        <Choice
          id="push-morning-hour"
          label={t.morningHour}
          value={preferences.morningHour}
          options={hoursIn(PUSH_MORNING_HOURS)}
          text={t.hour}
          onChange={(morningHour) => onChange({ ...preferences, morningHour })}
        />
        <Choice
          id="push-afternoon-hour"
          label={t.afternoonHour}
          value={preferences.afternoonHour}
          options={hoursIn(PUSH_AFTERNOON_HOURS)}
          text={t.hour}
          onChange={(afternoonHour) => onChange({ ...preferences, afternoonHour })}
        />
        <Choice
          id="push-event-lead"
          label={t.eventLead}
          value={preferences.eventLeadMinutes}
          options={PUSH_EVENT_LEADS}
          text={t.lead}
          onChange={(minutes) => onChange({ ...preferences, eventLeadMinutes: minutes as PushPreferences["eventLeadMinutes"] })}
        />
      </div>
    </Card>
  );
}
