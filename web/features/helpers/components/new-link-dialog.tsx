import { useState } from "react";
import type { FamilyMember } from "@contract/schemas/families";
import type { CreatedHelperLink } from "@contract/schemas/helpers";
import { ModalDialog } from "@web/components/ui/dialog";
import { foHelpers } from "@web/i18n/fo/helpers";
import { LinkMade } from "./link-made";
import { NewLinkForm } from "./new-link-form";

interface NewLinkDialogProps {
  open: boolean;
  onClose: () => void;
  familyId: string;
  timeZone: string;
  /** The members without an account and without a link: the helper may be one of them, and the link may name some as its children. */
  choices: readonly FamilyMember[];
}

/** 'Nýggj hjálparaslóð': the form, then the new link's url, shown this once. */
export function NewLinkDialog({ open, onClose, familyId, timeZone, choices }: NewLinkDialogProps) {
  const t = foHelpers;
  const [made, setMade] = useState<CreatedHelperLink | null>(null);
  // A new form after each link made; a form closed unsent keeps what was typed.
  const [round, setRound] = useState(0);
  const close = () => {
    if (made) {
      setMade(null);
      setRound((n) => n + 1);
    }
    onClose();
  };
  return (
    <ModalDialog open={open} onClose={close} title={made ? t.madeTitle(made.link.name) : t.newTitle} description={made ? t.madeIntro : t.newIntro}>
      {made ? (
        <LinkMade made={made} onDone={close} />
      ) : (
        <NewLinkForm key={round} familyId={familyId} timeZone={timeZone} choices={choices} onMade={setMade} onCancel={close} />
      )}
    </ModalDialog>
  );
}
