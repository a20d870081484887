import type { ReactNode } from "react";
import { Disclosure, DisclosureButton, DisclosurePanel } from "../list/disclosure";
import type { TicketResponse } from "@contract/schemas/support";
import { Badge } from "../badge";
import { ChevronDownIcon } from "../icons";

/** A support ticket as the support page and the admin panel both show it, with the page's own texts. */

interface TicketDisclosureProps {
  subject: string;
  /** The line under the subject (date, owner, responses). */
  meta: ReactNode;
  /** The status (and priority) badges beside the subject. */
  badges: ReactNode;
  children: ReactNode;
}

/** One ticket in a list: the subject in a button that opens the rest. */
export function TicketDisclosure({ subject, meta, badges, children }: TicketDisclosureProps) {
  return (
    <Disclosure as="li" className="rounded-xl border border-slate-200 dark:border-slate-700">
      <DisclosureButton className="group flex min-h-11 w-full items-start gap-3 rounded-xl p-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60">
        <span className="min-w-0 flex-1">
          <span className="block font-medium break-words">{subject}</span>
          <span className="mt-1 block text-xs break-words text-slate-500 dark:text-slate-400">{meta}</span>
        </span>
        {badges}
        <ChevronDownIcon className="mt-0.5 shrink-0 transition-transform group-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel className="space-y-4 border-t border-slate-200 p-3 dark:border-slate-700">{children}</DisclosurePanel>
    </Disclosure>
  );
}

interface TicketConversationProps {
  description: string;
  responses: readonly TicketResponse[];
  texts: { admin: string; user: string; none: string; list: string };
  /** A response's time as the page writes times (the family's zone on the support page, the administrator's in the panel). */
  formatInstant: (instant: string) => string;
}

/** The question, then the responses in time order; an administrator's is set off in the brand colour. */
export function TicketConversation({ description, responses, texts, formatInstant }: TicketConversationProps) {
  return (
    <>
      <p className="text-sm whitespace-pre-line break-words text-slate-700 dark:text-slate-300">{description}</p>
      {responses.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{texts.none}</p>
      ) : (
        <ul aria-label={texts.list} className="space-y-2">
          {responses.map((response) => (
            <li
              key={response.id}
              data-admin-response={response.isAdminResponse || undefined}
              className={`rounded-xl p-3 text-sm ${response.isAdminResponse ? "border-l-4 border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-brand-900/30" : "bg-slate-50 dark:bg-slate-800/60"}`}
            >
              <p className="mb-1 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                {response.isAdminResponse ? <Badge tone="brand">{texts.admin}</Badge> : <span className="font-medium">{texts.user}</span>}
                {formatInstant(response.createdAt)}
              </p>
              <p className="whitespace-pre-line break-words">{response.message}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
