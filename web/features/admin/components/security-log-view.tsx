import { type FormEvent, useState } from "react";
import type { SecurityEventEntry } from "@contract/schemas/security-log";
import { SECURITY_EVENT_KINDS, type SecurityEventKind } from "@contract/security-events";
import { Badge } from "@web/components/ui/badge";
import { Button, inputClass } from "@web/components/ui/button";
import { LabelledControl } from "@web/components/ui/field/field";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { type SecurityLogFilter, useSecurityEvents } from "../api/security-events";
import { dateTime as when } from "../lib/format";
import { LoadMore } from "./load-more";
import { Muted } from "./system-cards";

/** An account as the log names it: by username, else (deleted) by the start of its kept id. */
const account = (name: string | null, id: string | null) => name ?? (id ? `user ${id.slice(0, 8)}` : null);

function EventRow({ event }: { event: SecurityEventEntry }) {
  const subject = account(event.username, event.userId);
  const actor = event.actorId && event.actorId !== event.userId ? account(event.actor, event.actorId) : null;
  const detail = event.detail ? Object.entries(event.detail).map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`) : [];
  return (
    <li className="py-2">
      <p className="flex flex-wrap items-center gap-2">
        <Badge>{event.kind}</Badge>
        <span className="text-slate-600 dark:text-slate-400">
          {when(event.createdAt)} · {event.client}
        </span>
        {event.count > 1 ? <span>×{event.count}</span> : null}
      </p>
      <p className="mt-1 break-words">
        {[subject, actor ? t.byActor(actor) : null, event.route].filter(Boolean).join(" · ")}
        {detail.length ? <span className="block text-slate-600 dark:text-slate-400">{detail.join(" · ")}</span> : null}
      </p>
    </li>
  );
}

/** The Logs view's security log: every event in pages, filtered by kind (at once) and by actor (on Filter). */
export function SecurityLogView({ enabled }: { enabled: boolean }) {
  const [filter, setFilter] = useState<SecurityLogFilter>({ kind: "", actor: "" });
  const [actor, setActor] = useState("");
  const query = useSecurityEvents({ filter, enabled });
  const events = query.data?.pages.flatMap((page) => page.events) ?? [];
  const applyActor = (event: FormEvent) => {
    event.preventDefault();
    setFilter((current) => ({ ...current, actor }));
  };
  return (
    <section aria-labelledby="security-log-title" className="mt-6">
      <h3 id="security-log-title" className="mb-2 font-semibold">
        {t.securityLog}
      </h3>
      <form className="mb-3 flex flex-wrap items-end gap-3" onSubmit={applyActor}>
        <LabelledControl id="security-kind" label={t.eventKind} className="max-w-xs">
          <select
            id="security-kind"
            className={inputClass}
            value={filter.kind}
            onChange={(event) => setFilter((current) => ({ ...current, kind: event.target.value as SecurityEventKind | "" }))}
          >
            <option value="">{t.allKinds}</option>
            {SECURITY_EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </select>
        </LabelledControl>
        <LabelledControl id="security-actor" label={t.actorFilter} className="max-w-xs">
          <input id="security-actor" className={inputClass} value={actor} maxLength={64} onChange={(event) => setActor(event.target.value)} />
        </LabelledControl>
        <Button type="submit" variant="secondary">
          {t.filter}
        </Button>
      </form>
      {query.isError ? <Muted>{t.securityLogFailed}</Muted> : null}
      {query.isSuccess && events.length === 0 ? <Muted>{t.noSecurityEvents}</Muted> : null}
      <ul aria-label={t.securityLog} className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </ul>
      <LoadMore pages={query} />
    </section>
  );
}
