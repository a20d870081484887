import { useState, type FormEvent } from "react";
import { DESCRIPTION_MAX } from "@contract/limits";
import type { SupportTicket, TicketStatus } from "@contract/schemas/support";
import { Badge } from "@web/components/ui/badge";
import { Button, inputClass } from "@web/components/ui/button";
import { PendingBadge } from "@web/components/ui/list/pending-badge";
import { TicketConversation, TicketDisclosure } from "@web/components/ui/history/ticket-thread";
import { formatDateTime } from "@web/lib/dates";
import { foSupport } from "@web/i18n/fo/support";
import { useChange } from "@web/lib/changes/use-change";

const statusTone = { open: "amber", in_progress: "brand", closed: "green" } as const satisfies Record<TicketStatus, string>;

/** The reply box: send is disabled while the text is blank. */
function ReplyForm({ ticketId }: { ticketId: string }) {
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const reply = useChange("support/reply-to-ticket");
  const t = foSupport;
  const trimmed = message.trim();
  const id = `reply-${ticketId}`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || sending) return;
    setSending(true);
    reply
      .run({ ticketId, message: trimmed })
      .then(
        () => setMessage(""),
        () => undefined,
      )
      .finally(() => setSending(false));
  }

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {t.replyLabel}
      </label>
      <textarea
        id={id}
        className={`${inputClass} min-h-24 py-2`}
        placeholder={t.replyPlaceholder}
        maxLength={DESCRIPTION_MAX}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <Button type="submit" disabled={!trimmed || sending}>
        {t.replyButton}
      </Button>
    </form>
  );
}

/**
 * One ticket: subject, status and date in the button; the question, the responses and the reply box
 * when opened. `pending`: filed offline, it waits for the connection.
 */
export function TicketItem({ ticket, pending = false, timeZone }: { ticket: SupportTicket; pending?: boolean; timeZone: string }) {
  const t = foSupport;
  const status = t.status[ticket.status];
  return (
    <TicketDisclosure
      subject={ticket.subject}
      meta={`${formatDateTime(ticket.createdAt, timeZone)}${ticket.responses.length > 0 ? ` · ${t.responsesTitle}: ${ticket.responses.length}` : ""}`}
      badges={
        <>
          <Badge tone={statusTone[ticket.status]} label={t.statusLabel(status)}>
            {status}
          </Badge>
          {pending ? <PendingBadge /> : null}
        </>
      }
    >
      <TicketConversation
        description={ticket.description}
        responses={ticket.responses}
        texts={{ admin: t.adminResponse, user: t.ownResponse, none: t.noResponses, list: t.responsesTitle }}
        formatInstant={(instant) => formatDateTime(instant, timeZone)}
      />
      {ticket.status === "closed" ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.closedNote}</p> : <ReplyForm ticketId={ticket.id} />}
    </TicketDisclosure>
  );
}
