import { useState, type FormEvent } from "react";
import { DESCRIPTION_MAX, NAME_MAX } from "@contract/limits";
import type { AdminMessageStats } from "@contract/schemas/admin";
import { Button, inputClass } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { FormAlert, LabelledControl, TextField } from "@web/components/ui/field/field";
import { enAdminSupport as t } from "@web/i18n/en/admin-support";
import { dateTime } from "../lib/format";
import { useChange } from "@web/lib/changes/use-change";
import { useAdminMessageList } from "../api/messages";
import { useRowChange } from "../lib/use-row-change";
import { LoadMore } from "./load-more";

/** Title and message, both required; the title input's id is what Quick Actions' "Send Notice" focuses. */
function MessageForm() {
  const [title, setTitle] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useChange("admin/create-message");

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { title: title.trim(), message: message.trim() };
    if (!body.title || !body.message) return setError(t.required);
    setError(null);
    create.mutate(body, {
      onSuccess: () => {
        setTitle("");
        setMessage("");
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField id="admin-message-title" label={t.titleLabel} maxLength={NAME_MAX} value={title} onChange={(event) => setTitle(event.target.value)} />
      <LabelledControl id="admin-message-text" label={t.messageLabel}>
        <textarea
          id="admin-message-text"
          className={`${inputClass} min-h-24 py-2`}
          maxLength={DESCRIPTION_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </LabelledControl>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <Button type="submit" disabled={create.isPending}>
        {t.sendMessage}
      </Button>
    </form>
  );
}

function MessageRow({ message }: { message: AdminMessageStats }) {
  const remove = useRowChange(useChange("admin/delete-message"));
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{message.title}</p>
        <p className="text-sm whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{message.message}</p>
        <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {dateTime(message.createdAt)} · {t.readBy(message.readCount, message.totalUsers, message.readPercentage)}
        </p>
      </div>
      <Button variant="destructive" aria-label={t.deleteMessage(message.title)} disabled={remove.isPending} onClick={() => remove.mutate(message.id)}>
        {t.delete}
      </Button>
    </li>
  );
}

/** Broadcasts to every user: the send form, and what was sent with how many have read it; 'Load more' reads the next page. */
export function MessagesSection() {
  const pages = useAdminMessageList();
  const { data: messages, isError } = pages;
  return (
    <Card aria-labelledby="messages-title">
      <CardHeader id="messages-title" title={t.messagesTitle} description={t.messagesDescription} />
      <MessageForm />
      <h3 className="mt-6 mb-2 font-semibold">{t.sentList}</h3>
      {isError ? (
        <p role="alert">{t.fetchMessagesFailed}</p>
      ) : messages && messages.length > 0 ? (
        <>
          <ul aria-label={t.sentList} className="max-h-[16rem] divide-y divide-slate-200 overflow-y-auto pr-1 dark:divide-slate-800">
            {messages.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ul>
          <LoadMore pages={pages} />
        </>
      ) : messages ? (
        <p className="text-slate-600 dark:text-slate-400">{t.noMessages}</p>
      ) : null}
    </Card>
  );
}
