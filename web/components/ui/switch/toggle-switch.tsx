/**
 * An on/off switch: a native button with the switch role and a 44 px tap target around the drawn
 * track. Name it with a `<label htmlFor={id}>`; Headless UI's Switch would bring its shared focus
 * and keyboard machinery (about 8 KB gzip) onto the page's first load.
 */
export function ToggleSwitch({
  id,
  checked,
  onChange,
  describedBy,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-describedby={describedBy}
      data-checked={checked ? "" : undefined}
      onClick={() => onChange(!checked)}
      className="group -mr-1 inline-flex size-11 w-14 shrink-0 cursor-pointer items-center justify-center focus:outline-none"
    >
      <span className="inline-flex h-7 w-12 items-center rounded-full bg-slate-300 transition-colors group-data-checked:bg-brand-700 group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-brand-600 dark:bg-slate-600 dark:group-data-checked:bg-brand-600">
        <span className="size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
      </span>
    </button>
  );
}
