import { useState, type FormEvent, type KeyboardEvent } from "react";
import { ADMIN_TICKETS_COLLAPSED, DESCRIPTION_MAX } from "@contract/limits";
import type { AdminTicket } from "@contract/schemas/admin";
import { TICKET_STATUSES } from "@contract/limits";
import type { TicketStatus } from "@contract/schemas/support";
import { Badge } from "@web/components/ui/badge";
import { Button, inputClass } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { LabelledControl } from "@web/components/ui/field/field";
import { useCollapsedRows } from "@web/components/ui/list/show-more";
import { TicketConversation, TicketDisclosure } from "@web/components/ui/history/ticket-thread";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { dateTime } from "../lib/format";
import { useChange } from "@web/lib/changes/use-change";
import { useAdminTickets } from "../api/tickets";
import { useRowChange } from "../lib/use-row-change";
import { LoadMore } from "./load-more";

const statusTone = { open: "amber", in_progress: "brand", closed: "green" } as const satisfies Record<TicketStatus, string>;
/** High and medium as they are; any other priority shows as low, in gray. */
const priorityBadge = (priority: string): { tone: "red" | "amber" | "slate"; text: string } =>
  priority === "high" ? { tone: "red", text: "high" } : priority === "medium" ? { tone: "amber", text: "medium" } : { tone: "slate", text: "low" };

/** The reply box: blank text cannot be sent; Ctrl+Enter or Cmd+Enter sends, and the box clears once the response is in. */
function ReplyBox({ ticketId }: { ticketId: string }) {
  const [message, setMessage] = useState("");
  const send = useRowChange(useChange("admin/send-ticket-response"));
  const trimmed = message.trim();
  const id = `admin-reply-${ticketId}`;

  function submit() {
    if (!trimmed || send.isPending) return;
    send.mutate({ id: ticketId, message: trimmed }, { onSuccess: () => setMessage("") });
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <LabelledControl id={id} label={t.replyLabel}>
        <textarea
          id={id}
          className={`${inputClass} min-h-[100px] py-2`}
          placeholder={t.replyPlaceholder}
          aria-describedby={`${id}-hint`}
          maxLength={DESCRIPTION_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </LabelledControl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-slate-500 dark:text-slate-400">
          {t.replyHint}
        </p>
        <Button type="submit" disabled={!trimmed || send.isPending}>
          {send.isPending ? t.sending : t.sendResponse}
        </Button>
      </div>
    </form>
  );
}

function StatusButtons({ ticket }: { ticket: AdminTicket }) {
  const setStatus = useRowChange(useChange("admin/set-ticket-status"));
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t.statusGroup}</legend>
      {TICKET_STATUSES.map((status) => (
        <Button
          key={status}
          variant={ticket.status === status ? "primary" : "secondary"}
          aria-pressed={ticket.status === status}
          disabled={setStatus.isPending}
          onClick={() => ticket.status !== status && setStatus.mutate({ id: ticket.id, status })}
        >
          {t.statusButtons[status]}
        </Button>
      ))}
    </fieldset>
  );
}

function TicketItem({ ticket }: { ticket: AdminTicket }) {
  const priority = priorityBadge(ticket.priority);
  return (
    <TicketDisclosure
      subject={ticket.subject}
      meta={`${ticket.user.username} · ${ticket.user.email} · ${dateTime(ticket.createdAt)} · ${t.responses(ticket.responses.length)}`}
      badges={
        <span className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-center">
          <Badge tone={priority.tone}>{t.priority(priority.text)}</Badge>
          <Badge tone={statusTone[ticket.status]}>{t.status[ticket.status]}</Badge>
        </span>
      }
    >
      <TicketConversation
        description={ticket.description}
        responses={ticket.responses}
        texts={{ admin: t.adminResponse, user: t.userResponse, none: t.noResponses, list: t.responsesList }}
        formatInstant={dateTime}
      />
      <StatusButtons ticket={ticket} />
      {ticket.status === "closed" ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.closedNote}</p> : <ReplyBox ticketId={ticket.id} />}
    </TicketDisclosure>
  );
}

/**
 * Every user's tickets, the first five until 'Show All', then 'Load more' while the server has
 * older pages; the card shows only when there are tickets.
 */
export function TicketsSection() {
  const pages = useAdminTickets();
  const tickets = pages.data;
  const rows = useCollapsedRows(tickets ?? [], ADMIN_TICKETS_COLLAPSED);
  if (pages.isError) return <p role="alert">{t.fetchTicketsFailed}</p>;
  if (!tickets || tickets.length === 0) return null;
  const toggle =
    rows.hidden > 0 ? (
      <Button variant="secondary" aria-expanded={rows.expanded} onClick={rows.toggle}>
        {rows.expanded ? t.showLess : t.showAll}
      </Button>
    ) : null;
  return (
    <Card aria-labelledby="tickets-title">
      <CardHeader id="tickets-title" title={t.ticketsTitle} action={toggle} />
      <ul aria-label={t.ticketsTitle} className="space-y-2">
        {rows.visible.map((ticket) => (
          <TicketItem key={ticket.id} ticket={ticket} />
        ))}
      </ul>
      {rows.expanded || rows.hidden === 0 ? (
        <LoadMore pages={pages} />
      ) : (
        <Button variant="ghost" className="mt-2 w-full" onClick={rows.toggle}>
          {t.showMore(rows.hidden)}
        </Button>
      )}
    </Card>
  );
}
