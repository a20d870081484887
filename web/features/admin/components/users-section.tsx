import { useState } from "react";
import type { AdminUser } from "@contract/schemas/admin";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { enAdmin as t } from "@web/i18n/en/admin";
import { useAdminStats } from "../api/get-admin-stats";
import { useActiveUsers, useAdminUsers } from "../api/get-admin-users";
import { useChange } from "@web/lib/changes/use-change";
import { useRowChange } from "../lib/use-row-change";
import { calendarDate } from "../lib/format";
import { CountGrid } from "./stats-section";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { LoadMore } from "./load-more";
import { PasswordForm } from "./password-form";
import { UnavailableNotice } from "./unavailable-notice";

// Both load when one first opens (docs/bench.md).
const PasswordDialog = lazyDialog(() => import("./user-dialogs").then((module) => module.PasswordDialog));
const DeleteDialog = lazyDialog(() => import("./user-dialogs").then((module) => module.DeleteDialog));

type View = keyof typeof t.views;
const VIEWS = Object.keys(t.views) as View[];
const EMPTY: Record<"all" | "today" | "no-family", string> = { all: t.emptyAll, today: t.emptyToday, "no-family": t.emptyNoFamily };

function UserRow({ user, view, onPassword, onDelete }: { user: AdminUser; view: View; onPassword: () => void; onDelete: () => void }) {
  const fix = useRowChange(useChange("admin/fix-user-family"));
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {user.username}
          {user.isAdmin ? <Badge tone="brand">{t.adminBadge}</Badge> : null}
          {user.familyId ? null : <Badge tone="amber">{view === "no-family" ? t.needsFamilyBadge : t.noFamilyBadge}</Badge>}
        </p>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{user.email}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t.created} {calendarDate(user.createdAt)}
          {user.family ? ` · ${t.family}: ${user.family.name}` : ""}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {user.familyId ? null : (
          <Button variant="secondary" disabled={fix.isPending} onClick={() => fix.mutate(user.id)}>
            {t.fixFamily}
          </Button>
        )}
        {user.isAdmin ? null : (
          <Button variant="secondary" onClick={onPassword}>
            {t.changePassword}
          </Button>
        )}
        {user.isAdmin || view !== "all" ? null : (
          <Button variant="destructive" onClick={onDelete}>
            {t.delete}
          </Button>
        )}
      </div>
    </li>
  );
}

function UserList({ view }: { view: "all" | "today" | "no-family" }) {
  const pages = useAdminUsers({ view });
  const [password, setPassword] = useState<AdminUser | null>(null);
  const [doomed, setDoomed] = useState<AdminUser | null>(null);
  const users = pages.data;
  if (pages.isError) return <p role="alert">{t.fetchUsersFailed}</p>;
  if (!users) return <p>{t.loading}</p>;
  if (users.length === 0) return <p className="text-slate-600 dark:text-slate-400">{EMPTY[view]}</p>;
  return (
    <>
      <ul aria-label={t.views[view]} className="divide-y divide-slate-200 dark:divide-slate-800">
        {users.map((user) => (
          <UserRow key={user.id} user={user} view={view} onPassword={() => setPassword(user)} onDelete={() => setDoomed(user)} />
        ))}
      </ul>
      <LoadMore pages={pages} />
      <PasswordDialog open={password !== null} user={password} onClose={() => setPassword(null)} />
      <DeleteDialog open={doomed !== null} user={doomed} onClose={() => setDoomed(null)} />
    </>
  );
}

function ActiveList() {
  const { data: users, isError } = useActiveUsers();
  if (isError) return <p role="alert">{t.fetchUsersFailed}</p>;
  if (!users) return <p>{t.loading}</p>;
  if (users.length === 0) return <p className="text-slate-600 dark:text-slate-400">{t.emptyActive}</p>;
  return (
    <ol className="divide-y divide-slate-200 dark:divide-slate-800">
      {users.map((user, rank) => (
        <li key={user.userId} className="py-3">
          <p className="font-medium">
            {rank + 1}. {user.username} <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{user.familyName ?? ""}</span>
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t.activeCounts(user.shoppingCount, user.eventsCount, user.remindersCount, user.mealsCount)} · {t.total} {user.totalActivity}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The picker offers the users of All Users' loaded pages; 'Load more' under it reads the next. */
function PasswordsView() {
  const pages = useAdminUsers({ view: "all" });
  const { data: users, isError } = pages;
  const [userId, setUserId] = useState("");
  return (
    <div className="space-y-3">
      {isError ? <p role="alert">{t.fetchUsersFailed}</p> : null}
      <label htmlFor="password-user" className="block text-sm font-medium">
        {t.pickUser}
      </label>
      <select
        id="password-user"
        value={userId}
        onChange={(event) => setUserId(event.target.value)}
        className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-800"
      >
        <option value="" />
        {(users ?? [])
          .filter((user) => !user.isAdmin)
          .map((user) => (
            <option key={user.id} value={user.id}>
              {user.username} ({user.email})
            </option>
          ))}
      </select>
      <LoadMore pages={pages} />
      {userId ? <PasswordForm key={userId} userId={userId} /> : null}
    </div>
  );
}

/** The overview counts, the five views and each user's actions. */
export function UsersSection() {
  const { data: stats, isError: statsFailed } = useAdminStats();
  const [view, setView] = useState<View>("all");
  return (
    <Card aria-labelledby="users-title">
      <CardHeader id="users-title" title={t.usersTitle} />
      {statsFailed ? (
        <p role="alert">{t.fetchStatsFailed}</p>
      ) : stats ? (
        <>
          <UnavailableNotice answer={stats} />
          <CountGrid
            counts={[
              [t.totalUsers, stats.totalUsers],
              [t.verifiedUsers, stats.verifiedUsers],
              [t.todayUsers, stats.todayUsers],
              [t.noFamilyUsers, stats.usersWithoutFamily],
            ]}
          />
        </>
      ) : null}
      <div role="tablist" className="my-4 flex flex-wrap gap-2">
        {VIEWS.map((name) => (
          <Button key={name} role="tab" aria-selected={view === name} variant={view === name ? "primary" : "secondary"} onClick={() => setView(name)}>
            {t.views[name]}
          </Button>
        ))}
      </div>
      {view === "active" ? <ActiveList /> : view === "passwords" ? <PasswordsView /> : <UserList view={view} />}
    </Card>
  );
}
