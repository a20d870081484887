import type { KitchenChild } from "@contract/schemas/kitchen";
import { CheckboxField } from "@web/components/ui/field/field";

/** Which children: a checkbox each. */
export function MemberChecks({
  id,
  legend,
  kids,
  chosen,
  onChange,
}: {
  id: string;
  legend: string;
  kids: KitchenChild[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4">
        {kids.map((child) => (
          <CheckboxField
            key={child.id}
            id={`${id}-${child.id}`}
            label={`${child.avatar ?? ""} ${child.name}`}
            checked={chosen.includes(child.id)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, child.id] : chosen.filter((one) => one !== child.id))}
          />
        ))}
      </div>
    </fieldset>
  );
}
