import type { ReactNode } from "react";
import type { AdminUser, PasswordResetRecord } from "@contract/schemas/admin";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { ShowMoreButton, useCollapsedRows } from "@web/components/ui/list/show-more";
import { enAdminAnalytics as t } from "@web/i18n/en/admin-analytics";
import { usePasswordResets } from "../api/get-analytics";
import { useAdminUsers } from "../api/get-admin-users";
import { useChange } from "@web/lib/changes/use-change";
import { useRowChange } from "../lib/use-row-change";
import { dateTime } from "../lib/format";
import { daysAndHoursSince } from "../lib/time-since";
import { LoadMore } from "./load-more";

const LIST = "divide-y divide-slate-200 dark:divide-slate-800";
const QUIET = "text-sm text-slate-600 dark:text-slate-400";

function UnverifiedRow({ user }: { user: AdminUser }) {
  const verify = useRowChange(useChange("admin/verify-user"));
  const resend = useRowChange(useChange("admin/resend-verification"));
  return (
    // Name above the buttons at every width: on a desktop the card is half the page.
    <li className="flex flex-col gap-2 py-3">
      <div className="min-w-0">
        <p className="font-medium">{user.username}</p>
        <p className={`truncate ${QUIET}`}>{user.email}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={verify.isPending} onClick={() => verify.mutate(user.id)}>
          {t.verify}
        </Button>
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(user.id)}>
          {t.resend}
        </Button>
      </div>
    </li>
  );
}

interface CardListProps<T> {
  title: string;
  description?: string;
  rows: T[] | undefined;
  failed: boolean;
  empty: string;
  row: (item: T) => ReactNode;
  /** Under the list once it shows every loaded row: a paged list's 'Load more'. */
  more?: ReactNode;
}

/** A card's list: loading, failed, empty, or its first rows with 'Show N more...'. */
function CardList<T>({ title, description, rows, failed, empty, row, more }: CardListProps<T>) {
  const collapsed = useCollapsedRows(rows ?? []);
  const list = (
    <>
      <ul className={LIST} aria-label={title}>
        {collapsed.visible.map(row)}
      </ul>
      <ShowMoreButton rows={collapsed} moreText={t.showMore} lessText={t.showLess} />
      {collapsed.expanded || collapsed.hidden === 0 ? more : null}
    </>
  );
  const state = failed ? <p role="alert">{t.fetchFailed}</p> : !rows ? <p>{t.loading}</p> : rows.length === 0 ? <p className={QUIET}>{empty}</p> : list;
  return (
    <Card>
      <CardHeader title={title} description={description} />
      {state}
    </Card>
  );
}

/** Users whose address is not verified yet, each with Verify and Resend verification; 'Load more' reads the next page. */
function UnverifiedCard() {
  const pages = useAdminUsers({ view: "unverified" });
  return (
    <CardList
      title={t.unverifiedTitle}
      rows={pages.data}
      failed={pages.isError}
      empty={t.emptyUnverified}
      row={(user) => <UnverifiedRow key={user.id} user={user} />}
      more={<LoadMore pages={pages} />}
    />
  );
}

function ResetRow({ reset, now }: { reset: PasswordResetRecord; now: number }) {
  const { days, hours } = daysAndHoursSince(reset.resetAt, now);
  return (
    <li className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium">{reset.username}</p>
        <p className={`truncate ${QUIET}`}>{reset.email}</p>
      </div>
      <time dateTime={reset.resetAt} title={dateTime(reset.resetAt)} className={`shrink-0 tabular-nums ${QUIET}`}>
        {t.since(days, hours)}
      </time>
    </li>
  );
}

/** Users who completed a password reset, newest first, with the days and hours since; 'Load more' reads the next page. */
function PasswordChangesCard() {
  // A failed first page is an empty list and a failed later one keeps 'Load more' (api/get-analytics.ts), so this card never shows an error.
  const pages = usePasswordResets();
  const now = Date.now();
  return (
    <CardList
      title={t.passwordChangesTitle}
      description={t.passwordChangesHint}
      rows={pages.data}
      failed={false}
      empty={t.emptyPasswordChanges}
      row={(reset) => <ResetRow key={reset.id} reset={reset} now={now} />}
      more={<LoadMore pages={pages} />}
    />
  );
}

/** Unverified users and completed password resets, side by side on a wide screen. */
export function UserCareSection() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <UnverifiedCard />
      <PasswordChangesCard />
    </div>
  );
}
