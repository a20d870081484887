import { CARD_CONTACT_NAME_MAX, CARD_CONTACTS_MAX, CARD_PHONE_MAX } from "@contract/helper-limits";
import { Button, IconButton } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/field/field";
import { TrashIcon } from "@web/components/ui/icons";
import { foHelpers } from "@web/i18n/fo/helpers";
import { ChoiceFieldset } from "./choice-fieldset";

/** A row of the form: `key` keeps each row's inputs with it when one above is removed. */
export type ContactRow = { key: number; name: string; phone: string };

let lastKey = 0;
export const contactRow = (contact: { name: string; phone: string } = { name: "", phone: "" }): ContactRow => ({ key: ++lastKey, ...contact });

interface ContactsFieldProps {
  idPrefix: string;
  contacts: readonly ContactRow[];
  onContacts: (contacts: ContactRow[]) => void;
  error: string | null;
}

/** Who to call: rows of a name and a phone number (the helper's page calls it with a tap), at most CARD_CONTACTS_MAX. */
export function ContactsField({ idPrefix, contacts, onContacts, error }: ContactsFieldProps) {
  const t = foHelpers;
  const edit = (index: number, patch: Partial<ContactRow>) => onContacts(contacts.map((contact, i) => (i === index ? { ...contact, ...patch } : contact)));
  return (
    <ChoiceFieldset id={idPrefix} legend={t.contactsLegend} error={error}>
      <ul className="space-y-3">
        {contacts.map((contact, index) => (
          <li key={contact.key} aria-label={t.contactRow(index + 1)} className="flex items-end gap-2">
            <TextField
              id={`${idPrefix}-${index}-name`}
              className="min-w-0 flex-1"
              label={t.contactName}
              value={contact.name}
              maxLength={CARD_CONTACT_NAME_MAX}
              autoComplete="off"
              onChange={(event) => edit(index, { name: event.target.value })}
            />
            <TextField
              id={`${idPrefix}-${index}-phone`}
              className="w-36 shrink-0"
              label={t.contactPhone}
              type="tel"
              inputMode="tel"
              value={contact.phone}
              maxLength={CARD_PHONE_MAX}
              autoComplete="off"
              onChange={(event) => edit(index, { phone: event.target.value })}
            />
            <IconButton label={t.removeContact(contact.name)} onClick={() => onContacts(contacts.filter((_, i) => i !== index))}>
              <TrashIcon />
            </IconButton>
          </li>
        ))}
      </ul>
      {contacts.length < CARD_CONTACTS_MAX ? (
        <Button variant="secondary" className="mt-2" onClick={() => onContacts([...contacts, contactRow()])}>
          {t.addContact}
        </Button>
      ) : null}
    </ChoiceFieldset>
  );
}
