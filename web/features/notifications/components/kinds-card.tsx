import { useId } from "react";
import type { PushKind, PushPreferences } from "@contract/schemas/push";
import { Card, CardHeader } from "@web/components/ui/card";
import { foNotifications } from "@web/i18n/fo/notifications";

/**
 * In the contract's order (PUSH_KINDS), read off the texts, which name every kind: importing the
 * contract's list would pull its schemas' module, and the parts of contract/ the entry holds, into the sign-in bundle.
 */
const KINDS = Object.keys(foNotifications.kinds) as PushKind[];

function KindSwitch({ kind, checked, onChange }: { kind: PushKind; checked: boolean; onChange: (checked: boolean) => void }) {
  const { label, hint } = foNotifications.kinds[kind];
  const id = useId();
  // A native button with the switch role: Headless UI's Switch would bring its shared focus and
  // keyboard machinery (about 8 KB gzip) onto this page's first load.
  return (
    <li className="flex min-h-14 items-center justify-between gap-4 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
      {/* A 44 px tap target around the drawn track. */}
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        data-checked={checked ? "" : undefined}
        onClick={() => onChange(!checked)}
        className="group -mr-1 inline-flex size-11 w-14 shrink-0 cursor-pointer items-center justify-center focus:outline-none"
      >
        <span className="inline-flex h-7 w-12 items-center rounded-full bg-slate-300 transition-colors group-data-checked:bg-brand-700 group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-brand-600 dark:bg-slate-600 dark:group-data-checked:bg-brand-600">
          <span className="size-5 translate-x-1 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-6" />
        </span>
      </button>
    </li>
  );
}

/** One switch per kind of notification; each change is saved at once. */
export function KindsCard({ preferences, onChange }: { preferences: PushPreferences; onChange: (next: PushPreferences) => void }) {
  return (
    <Card aria-labelledby="push-kinds-title">
      <CardHeader id="push-kinds-title" title={foNotifications.kindsTitle} />
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {KINDS.map((kind) => (
          <KindSwitch
            key={kind}
            kind={kind}
            checked={preferences.kinds[kind]}
            onChange={(checked) => onChange({ ...preferences, kinds: { ...preferences.kinds, [kind]: checked } })}
          />
        ))}
      </ul>
    </Card>
  );
}
