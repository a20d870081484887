import type { ReactNode } from "react";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { useOutbox, useSystemStatus } from "../api/system";
import { dateTime } from "../lib/format";
import { UnavailableNotice } from "./unavailable-notice";

export type SystemView = keyof typeof t.settings;

/** A term and its value, as the system views list their facts. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

export const Facts = ({ children }: { children: ReactNode }) => <dl className="divide-y divide-slate-200 dark:divide-slate-800">{children}</dl>;

/** A system view's card: its title, then its content once the data is there (or the failure). */
export function ViewCard<T>({
  view,
  query,
  children,
  after,
}: {
  view: Exclude<keyof typeof t.systemTabs, "overview">;
  query: { data: T | undefined; isError: boolean };
  children: (data: T) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${view}-view-title`}>
      <CardHeader id={`${view}-view-title`} title={t.systemTabs[view]} />
      <UnavailableNotice answer={query.data} />
      {query.data !== undefined ? children(query.data) : query.isError ? <p role="alert">{t.fetchFailed}</p> : <p>{t.loading}</p>}
      {after}
    </Card>
  );
}

export const Muted = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>;

function OutboxList() {
  const { data: mails, isError } = useOutbox();
  if (isError) return <p role="alert">{t.fetchFailed}</p>;
  if (!mails) return null;
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-sm font-semibold">{t.outboxTitle}</h3>
      {mails.length === 0 ? (
        <Muted>{t.outboxEmpty}</Muted>
      ) : (
        <ul className="max-h-64 divide-y divide-slate-200 overflow-y-auto text-sm dark:divide-slate-800">
          {mails.map((mail) => (
            <li key={mail.id} className="py-2">
              <p className="font-medium break-words">{mail.subject}</p>
              <p className="text-slate-600 dark:text-slate-400">
                {mail.recipient} · {dateTime(mail.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EmailCard() {
  const { data: status, isError } = useSystemStatus();
  const send = useChangeOutcome(useChange("admin/send-test-email"));
  return (
    <Card aria-labelledby="email-system-title">
      <CardHeader
        id="email-system-title"
        title={t.emailTitle}
        action={status ? <Badge tone={status.email.status === "Ready" ? "green" : "amber"}>{status.email.status}</Badge> : null}
      />
      {isError ? <p role="alert">{t.fetchFailed}</p> : null}
      {status ? (
        <dl>
          <Fact term={t.transport}>{t.transports[status.email.transport]}</Fact>
        </dl>
      ) : null}
      <Button className="mt-2" variant="secondary" disabled={send.isPending} onClick={() => send.mutate(undefined)}>
        {send.isPending ? t.sending : t.sendTestEmail}
      </Button>
      {send.data ? <Muted>{t.testEmailSentTo(send.data.to)}</Muted> : null}
      {status?.email.transport === "outbox" ? <OutboxList /> : null}
    </Card>
  );
}

function DatabaseCard({ open }: { open: (view: SystemView) => void }) {
  const { data: status, isError } = useSystemStatus();
  return (
    <Card aria-labelledby="database-card-title">
      <CardHeader id="database-card-title" title={t.databaseTitle} action={status ? <Badge tone="green">{status.database.status}</Badge> : null} />
      {isError ? <p role="alert">{t.fetchFailed}</p> : null}
      <UnavailableNotice answer={status} />
      <Button variant="secondary" onClick={() => open("database")}>
        {t.databaseInfo}
      </Button>
    </Card>
  );
}

/** The System tab's overview: the Email System, Database and System Settings cards. */
export function SystemOverview({ open }: { open: (view: SystemView) => void }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <EmailCard />
      <DatabaseCard open={open} />
      <Card aria-labelledby="system-settings-title" className="lg:col-span-2">
        <CardHeader id="system-settings-title" title={t.settingsTitle} />
        <ul className="grid gap-3 sm:grid-cols-2">
          {(Object.keys(t.settings) as SystemView[]).map((view) => (
            <li key={view} className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <span className="font-medium">{t.settings[view][0]}</span>
              <Button variant="secondary" onClick={() => open(view)}>
                {t.settings[view][1]}
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
