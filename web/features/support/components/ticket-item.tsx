import { useState, type FormEvent } from "react";
import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import { DESCRIPTION_MAX } from "@contract/limits";
import type { SupportTicket, TicketResponse, TicketStatus } from "@contract/schemas/support";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/field";
import { ChevronDownIcon } from "@web/components/ui/icons";
import { formatDateTime } from "@web/lib/dates";
import { foSupport } from "@web/i18n/fo/support";
import { useAddTicketResponse } from "../api/add-ticket-response";

const statusTone = { open: "amber", in_progress: "brand", closed: "green" } as const satisfies Record<TicketStatus, string>;

function ResponseRow({ response, timeZone }: { response: TicketResponse; timeZone: string }) {
  const t = foSupport;
  const fromAdmin = response.isAdminResponse;
  return (
    <li
      className={`rounded-xl p-3 text-sm ${fromAdmin ? "border-l-4 border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-900/30" : "bg-slate-50 dark:bg-slate-800/60"}`}
    >
      <p className="mb-1 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        {fromAdmin ? <Badge tone="brand">{t.adminResponse}</Badge> : <span className="font-medium">{t.ownResponse}</span>}
        {formatDateTime(response.createdAt, timeZone)}
      </p>
      <p className="whitespace-pre-line break-words">{response.message}</p>
    </li>
  );
}

/** The reply box: send is disabled while the text is blank. */
function ReplyForm({ ticketId }: { ticketId: string }) {
  const [message, setMessage] = useState("");
  const reply = useAddTicketResponse();
  const t = foSupport;
  const trimmed = message.trim();
  const id = `reply-${ticketId}`;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || reply.isPending) return;
    reply.mutate({ ticketId, message: trimmed }, { onSuccess: () => setMessage("") });
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
      <Button type="submit" disabled={!trimmed || reply.isPending}>
        {t.replyButton}
      </Button>
    </form>
  );
}

/** One ticket: subject, status and date in the button; the question, the responses and the reply box when opened. */
export function TicketItem({ ticket, timeZone }: { ticket: SupportTicket; timeZone: string }) {
  const t = foSupport;
  const status = t.status[ticket.status];
  return (
    <Disclosure as="li" className="rounded-xl border border-slate-200 dark:border-slate-700">
      <DisclosureButton className="group flex min-h-11 w-full items-start gap-3 rounded-xl p-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60">
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">{ticket.subject}</span>
          <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
            {formatDateTime(ticket.createdAt, timeZone)}
            {ticket.responses.length > 0 ? ` · ${t.responsesTitle}: ${ticket.responses.length}` : ""}
          </span>
        </span>
        <Badge tone={statusTone[ticket.status]} label={t.statusLabel(status)}>
          {status}
        </Badge>
        <ChevronDownIcon className="mt-0.5 shrink-0 transition-transform group-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel className="space-y-4 border-t border-slate-200 p-3 dark:border-slate-700">
        <p className="text-sm whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{ticket.description}</p>
        {ticket.responses.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t.noResponses}</p>
        ) : (
          <ul aria-label={t.responsesTitle} className="space-y-2">
            {ticket.responses.map((response) => (
              <ResponseRow key={response.id} response={response} timeZone={timeZone} />
            ))}
          </ul>
        )}
        {ticket.status === "closed" ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.closedNote}</p> : <ReplyForm ticketId={ticket.id} />}
      </DisclosurePanel>
    </Disclosure>
  );
}
