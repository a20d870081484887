import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { DESCRIPTION_MAX, NAME_MAX } from "@contract/limits";
import { Button, inputClass } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { FormAlert, LabelledControl, TextField } from "@web/components/ui/field";
import { newClientId, sentOrQueued } from "@web/lib/write-queue";
import { foSupport } from "@web/i18n/fo/support";
import { useCreateSupportTicket } from "../api/create-support-ticket";

/** The server's schema (and valibot) load with the first send, not with the page (docs/bench.md). */
const loadTicketCheck = () => import("../lib/ticket-check").then((module) => module.checkTicket);

/** A new question: subject and description, checked by the server's own schema before it is sent. */
export function NewTicketCard({ username, email }: { username: string; email: string }) {
  const [subject, setSubject] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const queryClient = useQueryClient();
  const create = useCreateSupportTicket();
  const t = foSupport;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void loadTicketCheck().then((checkTicket) => {
      const checked = checkTicket({ subject, description });
      if ("message" in checked) {
        setError(checked.message ?? t.fieldsRequired);
        return;
      }
      setError(null);
      setSending(true);
      // Cleared once the question is filed, or queued while offline; a refusal's toast says so, and the text stays.
      const ticket = { id: newClientId(), subject: checked.output.subject, description: checked.output.description };
      sentOrQueued(queryClient, ticket, create.mutateAsync)
        .then(() => {
          setSubject("");
          setDescription("");
        })
        .catch(() => undefined)
        .finally(() => setSending(false));
    });
  }

  // Re-validated on change once a submit has failed, so the message goes as soon as the fields are filled.
  const revalidate = (next: { subject: string; description: string }) => {
    if (error === null) return;
    void loadTicketCheck().then((checkTicket) => {
      const checked = checkTicket(next);
      setError("message" in checked ? (checked.message ?? t.fieldsRequired) : null);
    });
  };

  return (
    <Card aria-labelledby="new-ticket-title">
      <CardHeader id="new-ticket-title" title={t.newTicketTitle} description={t.newTicketIntro} />
      <form onSubmit={onSubmit} onFocus={() => void loadTicketCheck()} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField id="ticket-username" label={t.username} value={username} readOnly className="[&_input]:bg-slate-100 dark:[&_input]:bg-slate-800/60" />
          <TextField id="ticket-email" label={t.email} value={email} readOnly className="[&_input]:bg-slate-100 dark:[&_input]:bg-slate-800/60" />
        </div>
        <TextField
          id="ticket-subject"
          label={t.subject}
          placeholder={t.subjectPlaceholder}
          maxLength={NAME_MAX}
          autoComplete="off"
          value={subject}
          aria-invalid={error !== null && !subject.trim() ? true : undefined}
          onChange={(e) => {
            setSubject(e.target.value);
            revalidate({ subject: e.target.value, description });
          }}
        />
        <LabelledControl id="ticket-description" label={t.description}>
          <textarea
            id="ticket-description"
            className={`${inputClass} min-h-32 py-2`}
            placeholder={t.descriptionPlaceholder}
            maxLength={DESCRIPTION_MAX}
            value={description}
            aria-invalid={error !== null && !description.trim() ? true : undefined}
            onChange={(e) => {
              setDescription(e.target.value);
              revalidate({ subject, description: e.target.value });
            }}
          />
        </LabelledControl>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button type="submit" disabled={sending} className="w-full sm:w-auto">
          {sending ? t.sending : t.submit}
        </Button>
      </form>
    </Card>
  );
}
