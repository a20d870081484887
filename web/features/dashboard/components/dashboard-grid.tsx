import type { ReactNode } from "react";
import { foDashboard } from "@web/i18n/fo/signed-in/dashboard";

/** The dashboard: one column on phones, three from the sm breakpoint. */
export function DashboardGrid({ username, actions, children }: { username: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{foDashboard.greeting(username)}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">{foDashboard.title}</p>
        </div>
        {actions}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">{children}</div>
    </div>
  );
}
