import { foOffline } from "@web/i18n/fo/offline";
import { Icon, type IconProps } from "../icon";

// Drawn here only, so not in icons.tsx, which every signed-in start loads.
const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

/** On a row whose change waits for the connection: a small clock and 'Bíðar'. */
export function PendingBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
      <ClockIcon className="size-3.5" />
      <span aria-hidden="true">{foOffline.pending}</span>
      <span className="sr-only">{foOffline.pendingLabel}</span>
    </span>
  );
}
