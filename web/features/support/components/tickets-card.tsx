import type { ReactNode } from "react";
import { TICKETS_COLLAPSED_ROWS } from "@contract/limits";
import { Card, CardHeader } from "@web/components/ui/card";
import { ShowMoreButton, useCollapsedRows } from "@web/components/ui/show-more";
import { useQueuedIds } from "@web/lib/write-queue";
import { foSupport } from "@web/i18n/fo/support";
import { useSupportTickets } from "../api/get-support-tickets";
import { TicketItem } from "./ticket-item";

/** The user's own tickets, newest first, the first 3 until expanded. */
export function TicketsCard({ timeZone }: { timeZone: string }) {
  const tickets = useSupportTickets();
  const rows = useCollapsedRows(tickets.data ?? [], TICKETS_COLLAPSED_ROWS);
  const queued = useQueuedIds();
  const t = foSupport;

  let body: ReactNode;
  if (tickets.isPending) body = <p className="text-slate-600 dark:text-slate-400">{t.loading}</p>;
  else if (tickets.isError && !tickets.data) body = <p className="text-slate-600 dark:text-slate-400">{t.fetchError}</p>;
  else if (tickets.data.length === 0) body = <p className="text-slate-600 dark:text-slate-400">{t.noTickets}</p>;
  else
    body = (
      <>
        <ul className="space-y-3">
          {rows.visible.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} pending={queued.has(ticket.id)} timeZone={timeZone} />
          ))}
        </ul>
        <ShowMoreButton rows={rows} moreText={t.showMore} lessText={t.showLess} />
      </>
    );

  return (
    <Card aria-labelledby="tickets-title">
      <CardHeader id="tickets-title" title={t.ticketsTitle} description={tickets.data ? t.ticketsCount(tickets.data.length) : undefined} />
      {body}
    </Card>
  );
}
