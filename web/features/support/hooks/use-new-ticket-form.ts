import { type FormEvent, useState } from "react";
import { newClientId } from "@web/lib/client-id";
import { useChange } from "@web/lib/changes/use-change";
import { foSupport } from "@web/i18n/fo/support";

/** The server's schema (and valibot) load with the first send, not with the page (docs/bench.md). */
export const loadTicketCheck = () => import("../lib/ticket-check").then((module) => module.checkTicket);

/** A new question's fields, its check by the server's own schema, and its send. */
export function useNewTicketForm() {
  const [subject, setSubject] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const createTicket = useChange("support/create-ticket");

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void loadTicketCheck().then((checkTicket) => {
      const checked = checkTicket({ subject, description });
      if ("message" in checked) {
        setError(checked.message ?? foSupport.fieldsRequired);
        return;
      }
      setError(null);
      setSending(true);
      // Cleared once the question is filed, or queued while offline; a refusal's toast says so, and the text stays.
      const ticket = { id: newClientId(), subject: checked.output.subject, description: checked.output.description };
      createTicket
        .runOrQueue(ticket)
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
      setError("message" in checked ? (checked.message ?? foSupport.fieldsRequired) : null);
    });
  };
  const changeSubject = (value: string) => {
    setSubject(value);
    revalidate({ subject: value, description });
  };
  const changeDescription = (value: string) => {
    setDescription(value);
    revalidate({ subject, description: value });
  };

  return { subject, description, error, sending, onSubmit, changeSubject, changeDescription };
}
