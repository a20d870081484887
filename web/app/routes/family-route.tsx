import { useSignedInUser } from "@web/lib/auth-context";
import { JoinFamilyCard } from "../layout/join-family-route";
import { FamilyPage } from "@web/features/family/components/family-page";
import { PhotosCard } from "@web/features/photos/components/photos-card";

/** /family: members and invites of the signed-in user's family, and the way to the family's photos (a feature of its own, put beside them here). */
export function FamilyRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return <FamilyPage familyId={user.familyId} timeZone={user.timeZone} photos={<PhotosCard familyId={user.familyId} timeZone={user.timeZone} />} />;
}
