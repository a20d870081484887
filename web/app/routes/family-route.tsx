import { useSignedInUser } from "@web/lib/auth-context";
import { JoinFamilyCard } from "../layout/join-family-route";
import { FamilyPage } from "@web/features/family/components/family-page";

/** /family: members and invites of the signed-in user's family. */
export function FamilyRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return <FamilyPage familyId={user.familyId} timeZone={user.timeZone} />;
}
