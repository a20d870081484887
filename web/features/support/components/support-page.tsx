import { PageTitle } from "@web/components/ui/page-title";
import { useSignedInUser } from "@web/lib/auth-context";
import { preloadOnTouch } from "@web/lib/changes-on-use";
import { foSupport } from "@web/i18n/fo/support";
import { supportChangesOnUse } from "../lib/changes-on-use";
import { AdminMessagesCard } from "./admin-messages-card";
import { NewTicketCard } from "./new-ticket-card";
import { TicketsCard } from "./tickets-card";

/** /support: the administrators' messages, a new question, and the user's own tickets (docs/features/support.md). */
export function SupportPage() {
  const user = useSignedInUser();
  // The changes load on the page's first touch.
  return (
    <div className="space-y-4" {...preloadOnTouch(supportChangesOnUse)}>
      <PageTitle title={foSupport.title} intro={foSupport.intro} />
      <AdminMessagesCard timeZone={user.timeZone} />
      <NewTicketCard username={user.username} email={user.email} />
      <TicketsCard timeZone={user.timeZone} />
    </div>
  );
}
