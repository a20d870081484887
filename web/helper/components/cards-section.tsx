import type { ChildCard } from "@contract/schemas/helpers";
import { PhoneIcon } from "@web/components/ui/icons";
import { foHelperApp as t } from "@web/i18n/fo/helper-app";
import { emptyText, Section } from "./section";

const FIELDS = ["allergies", "medicines", "doctor", "school", "pickup", "bedtime", "notes"] as const;

/** The card keeps bedtime as HH:MM; the app shows times the Faroese way, 19.30. */
const shown = (card: ChildCard, field: (typeof FIELDS)[number]) => (field === "bedtime" ? card.bedtime.replace(":", ".") : card[field]);

/** The children's cards: what a helper must know, and who to call with a tap. */
export function CardsSection({ cards }: { cards: ChildCard[] }) {
  return (
    <Section title={t.cardsTitle} id="helper-cards">
      {cards.length === 0 ? <p className={emptyText}>{t.noCards}</p> : null}
      <div className="space-y-4">
        {cards.map((card) => (
          <article key={card.memberId} aria-label={card.name} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
            <h3 className="text-lg font-semibold">{card.name}</h3>
            <dl className="mt-2 space-y-2">
              {FIELDS.filter((field) => card[field]).map((field) => (
                <div key={field}>
                  <dt className={`text-sm font-medium ${emptyText}`}>{t.card[field]}</dt>
                  <dd className="whitespace-pre-line break-words">{shown(card, field)}</dd>
                </div>
              ))}
            </dl>
            {card.contacts.length > 0 ? (
              <div className="mt-3">
                <p className={`text-sm font-medium ${emptyText}`}>{t.card.contacts}</p>
                <ul className="mt-1 space-y-2">
                  {card.contacts.map((contact) => (
                    <li key={`${contact.name}-${contact.phone}`}>
                      <a
                        href={`tel:${contact.phone.replace(/\s+/g, "")}`}
                        aria-label={t.call(contact.name, contact.phone)}
                        className="flex min-h-11 items-center justify-between gap-3 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
                      >
                        <span className="inline-flex items-center gap-2">
                          <PhoneIcon className="size-5" />
                          {contact.name}
                        </span>
                        <span className="tabular-nums">{contact.phone}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </article>
        ))}
      </div>
    </Section>
  );
}
