import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { Card, CardHeader } from "@web/components/ui/card";
import { IconButton } from "@web/components/ui/button";
import { CheckIcon } from "@web/components/ui/icons";
import { PendingBadge } from "@web/components/ui/list/pending-badge";
import { formatDateTime } from "@web/lib/dates";
import { useQueuedIds } from "@web/lib/write-queue";
import { foSupport } from "@web/i18n/fo/support";
import { useAdminMessages } from "../api/get-admin-messages";
import { useChange } from "@web/lib/changes/use-change";
import { groupMessages } from "../lib/admin-messages";

function MessageBody({ message, timeZone }: { message: UserAdminMessage; timeZone: string }) {
  return (
    <div className="min-w-0 flex-1">
      <h3 className="font-medium break-words">{message.title}</h3>
      <p className="mt-1 text-sm whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{message.message}</p>
      <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{foSupport.sentAt(formatDateTime(message.createdAt, timeZone))}</p>
    </div>
  );
}

/** Unread messages, each with a check to mark it read; the newest read ones under 'Lisið'. */
export function AdminMessagesCard({ timeZone }: { timeZone: string }) {
  const messages = useAdminMessages();
  const queued = useQueuedIds();
  const markRead = useChange("support/mark-message-read");
  const { unread, read } = groupMessages(messages.data ?? []);
  const t = foSupport;

  return (
    <Card aria-labelledby="admin-messages-title">
      <CardHeader id="admin-messages-title" title={t.messagesTitle} />
      {unread.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">{t.noMessages}</p>
      ) : (
        <ul className="space-y-3">
          {unread.map((message) => (
            <li
              key={message.id}
              className="flex items-start gap-3 rounded-xl border border-brand-100 bg-brand-50 p-3 dark:border-brand-800 dark:bg-brand-900/30"
            >
              <MessageBody message={message} timeZone={timeZone} />
              <IconButton label={t.markRead(message.title)} onClick={() => markRead.mutate({ id: message.id })}>
                <CheckIcon />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      {read.length > 0 ? (
        <section aria-labelledby="admin-messages-read" className="mt-5">
          <h3 id="admin-messages-read" className="mb-2 text-sm font-semibold text-slate-600 uppercase dark:text-slate-400">
            {t.readTitle}
          </h3>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {read.map((message) => (
              <li key={message.id} className="flex items-start gap-2 py-2 text-slate-600 dark:text-slate-400">
                <MessageBody message={message} timeZone={timeZone} />
                {queued.has(message.id) ? <PendingBadge /> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
