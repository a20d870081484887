import type { FamilyMember } from "@contract/schemas/families";
import { foHelpers } from "@web/i18n/fo/helpers";
import { useChildCards } from "../reads/child-cards";
import { CardEditor } from "./card-editor";

/** A card editor for each child; a child without a card yet starts empty. Waits for the cards' read, so an editor starts from the stored card. */
export function ChildCards({ familyId, choices }: { familyId: string; choices: readonly FamilyMember[] }) {
  const cards = useChildCards({ familyId });
  if (!cards.data) return cards.isError ? <p role="alert">{foHelpers.cardsReadError}</p> : null;
  return (
    <div className="space-y-6">
      {choices.map((child) => (
        <CardEditor key={child.id} familyId={familyId} child={child} card={cards.data.find((card) => card.memberId === child.id) ?? null} />
      ))}
    </div>
  );
}
