import { Switch } from "@headlessui/react";

/** An on/off switch with a 44 px tap target around the drawn track; name it with a Headless UI `Label` in the same `Field`. */
export function ToggleSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Switch
      checked={checked}
      onChange={onChange}
      className="group -mr-1 inline-flex size-11 w-14 shrink-0 cursor-pointer items-center justify-center focus:outline-none"
    >
      <span className="inline-flex h-7 w-12 items-center rounded-full bg-slate-300 transition-colors group-data-checked:bg-brand-700 group-data-focus:outline-2 group-data-focus:outline-offset-2 group-data-focus:outline-brand-600 dark:bg-slate-600 dark:group-data-checked:bg-brand-600">
        <span className="size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
      </span>
    </Switch>
  );
}
