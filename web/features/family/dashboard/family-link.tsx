import { Link } from "wouter";
import { buttonClass } from "@web/components/ui/button";
import { UsersIcon } from "@web/components/ui/icons";
import { foFamilyLinks } from "@web/i18n/fo/family-links";

/** The dashboard's way to the family page (the header has it too). */
export function FamilyLink() {
  return (
    <Link href="/family" className={buttonClass("secondary")}>
      <UsersIcon />
      {foFamilyLinks.openPage}
    </Link>
  );
}
