import { SUBSCRIPTION_COLORS, type SubscriptionColor } from "@contract/outside-calendar-limits";
import { foOutsideCalendars } from "@web/i18n/fo/outside-calendars";

interface ColorChoiceProps {
  /** The radio group's name, unique on the page. */
  name: string;
  legend: string;
  value: string;
  onChange: (color: SubscriptionColor) => void;
}

/** The outside calendars' palette as a row of round radio buttons. */
export function ColorChoice({ name, legend, value, onChange }: ColorChoiceProps) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {SUBSCRIPTION_COLORS.map((color, index) => (
          // The radio itself is the round swatch: no hidden input under a label to miss a press.
          <input
            key={color}
            type="radio"
            name={name}
            value={color}
            checked={value === color}
            onChange={() => onChange(color)}
            aria-label={foOutsideCalendars.colorName(index)}
            className="size-8 cursor-pointer appearance-none rounded-full border-2 border-transparent checked:border-slate-900 checked:ring-2 checked:ring-white focus-visible:outline-2 focus-visible:outline-offset-2 dark:checked:border-white dark:checked:ring-slate-900"
            style={{ backgroundColor: color }}
          />
        ))}
      </div>
    </fieldset>
  );
}
