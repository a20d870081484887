import { SUBSCRIPTION_COLORS } from "@contract/schemas/calendar-subscriptions";
import { foOutsideCalendars } from "@web/i18n/fo/outside-calendars";

interface ColorChoiceProps {
  /** The radio group's name, unique on the page. */
  name: string;
  legend: string;
  value: string;
  onChange: (color: string) => void;
}

/** The outside calendars' palette as a row of round radio buttons. */
export function ColorChoice({ name, legend, value, onChange }: ColorChoiceProps) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {SUBSCRIPTION_COLORS.map((color, index) => (
          <label key={color} className="relative">
            <input
              type="radio"
              name={name}
              value={color}
              checked={value === color}
              onChange={() => onChange(color)}
              className="peer sr-only"
              aria-label={foOutsideCalendars.colorName(index)}
            />
            <span
              aria-hidden="true"
              className="block size-8 rounded-full border-2 border-transparent peer-checked:border-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 dark:peer-checked:border-white"
              style={{ backgroundColor: color }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
