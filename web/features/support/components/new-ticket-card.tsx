import { DESCRIPTION_MAX, NAME_MAX } from "@contract/limits";
import { Button, inputClass } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { FormAlert, LabelledControl, TextField } from "@web/components/ui/field/field";
import { foSupport } from "@web/i18n/fo/support";
import { loadTicketCheck, useNewTicketForm } from "../hooks/use-new-ticket-form";

/** A new question: subject and description, checked by the server's own schema before it is sent. */
export function NewTicketCard({ username, email }: { username: string; email: string }) {
  const { subject, description, error, sending, onSubmit, changeSubject, changeDescription } = useNewTicketForm();
  const t = foSupport;

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
          onChange={(e) => changeSubject(e.target.value)}
        />
        <LabelledControl id="ticket-description" label={t.description}>
          <textarea
            id="ticket-description"
            className={`${inputClass} min-h-32 py-2`}
            placeholder={t.descriptionPlaceholder}
            maxLength={DESCRIPTION_MAX}
            value={description}
            aria-invalid={error !== null && !description.trim() ? true : undefined}
            onChange={(e) => changeDescription(e.target.value)}
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
