import { useId } from "react";
import type { PushKind, PushPreferences } from "@contract/schemas/push";
import { Card, CardHeader } from "@web/components/ui/card";
import { ToggleSwitch } from "@web/components/ui/switch/toggle-switch";
import { foNotifications } from "@web/i18n/fo/notifications";

/**
 * In the contract's order (PUSH_KINDS), read off the texts, which name every kind: importing the
 * contract's list would pull its schemas' module, and the parts of contract/ the entry holds, into the sign-in bundle.
 */
const KINDS = Object.keys(foNotifications.kinds) as PushKind[];

function KindSwitch({ kind, checked, onChange }: { kind: PushKind; checked: boolean; onChange: (checked: boolean) => void }) {
  const { label, hint } = foNotifications.kinds[kind];
  const id = useId();
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
      <ToggleSwitch id={id} checked={checked} onChange={onChange} describedBy={`${id}-hint`} />
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
