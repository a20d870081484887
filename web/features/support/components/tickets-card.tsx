import type { ReactNode } from "react";
import { TICKETS_COLLAPSED_ROWS } from "@contract/limits";
import { Card, CardHeader } from "@web/components/ui/card";
import { ShowMoreButton, useCollapsedRows } from "@web/components/ui/list/show-more";
import { HistoryMoreButton } from "@web/components/ui/history/history-more";
import { useHistoryPages } from "@web/components/ui/history/history-pages";
import { useQueuedIds } from "@web/lib/write-queue";
import { foSupport } from "@web/i18n/fo/support";
import { closedSupportTicketsQueryKey, getClosedSupportTickets, useSupportTickets } from "../api/get-support-tickets";
import { TicketItem } from "./ticket-item";

/**
 * The user's own tickets, the open ones first, each part newest first: the first 3 until expanded;
 * once expanded, 'Vís fleiri' reads the older closed ones a page at a time.
 */
export function TicketsCard({ timeZone }: { timeZone: string }) {
  const tickets = useSupportTickets();
  const history = useHistoryPages({
    queryKey: closedSupportTicketsQueryKey,
    firstRows: tickets.data?.tickets ?? [],
    nextBefore: tickets.data?.nextBefore ?? null,
    // The collapsing is the card's own ('Vís N fleiri' / 'Vís færri', over the rows read so far).
    collapsed: Number.POSITIVE_INFINITY,
    fetchPage: (before, signal) => getClosedSupportTickets(before, signal).then((page) => ({ rows: page.tickets, nextBefore: page.nextBefore })),
  });
  const rows = useCollapsedRows(history.visible, TICKETS_COLLAPSED_ROWS);
  const openCount = tickets.data?.tickets.filter((ticket) => ticket.status !== "closed").length ?? 0;
  const queued = useQueuedIds();
  const t = foSupport;

  let body: ReactNode;
  if (tickets.isPending) body = <p className="text-slate-600 dark:text-slate-400">{t.loading}</p>;
  else if (tickets.isError && !tickets.data) body = <p className="text-slate-600 dark:text-slate-400">{t.fetchError}</p>;
  else if (tickets.data.tickets.length === 0) body = <p className="text-slate-600 dark:text-slate-400">{t.noTickets}</p>;
  else
    body = (
      <>
        <ul className="space-y-3">
          {rows.visible.map((ticket) => (
            <TicketItem key={ticket.id} ticket={ticket} pending={queued.has(ticket.id)} timeZone={timeZone} />
          ))}
        </ul>
        <ShowMoreButton rows={rows} moreText={t.showMore} lessText={t.showLess} />
        {rows.expanded || rows.hidden === 0 ? <HistoryMoreButton history={history} /> : null}
      </>
    );

  return (
    <Card aria-labelledby="tickets-title">
      <CardHeader id="tickets-title" title={t.ticketsTitle} description={tickets.data ? t.ticketsCount(openCount + tickets.data.closedCount) : undefined} />
      {body}
    </Card>
  );
}
