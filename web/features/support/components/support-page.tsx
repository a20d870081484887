import { PageTitle } from "@web/components/ui/field/page-title";
import { useSignedInUser } from "@web/lib/auth-context";
import { preloadOnTouch, useChange } from "@web/lib/changes/use-change";
import { foSupport } from "@web/i18n/fo/support";
import { AdminMessagesCard } from "./admin-messages-card";
import { NewTicketCard } from "./new-ticket-card";
import { TicketsCard } from "./tickets-card";

/** /support: the administrators' messages, a new question, and the user's own tickets (docs/features/support.md). */
export function SupportPage() {
  const user = useSignedInUser();
  const createTicket = useChange("support/create-ticket");
  const reply = useChange("support/reply-to-ticket");
  const markRead = useChange("support/mark-message-read");
  // The changes load on the page's first touch.
  return (
    <div className="space-y-4" {...preloadOnTouch(createTicket, reply, markRead)}>
      <PageTitle title={foSupport.title} intro={foSupport.intro} />
      <AdminMessagesCard timeZone={user.timeZone} />
      <NewTicketCard username={user.username} email={user.email} />
      <TicketsCard timeZone={user.timeZone} />
    </div>
  );
}
