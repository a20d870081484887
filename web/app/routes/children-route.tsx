import { useSignedInUser } from "@web/lib/auth-context";
import { JoinFamilyCard } from "../layout/join-family-route";
import { ChildrenPage } from "@web/features/children/components/children-page";

/** /born: the children, chores, rewards and kitchen screens of the signed-in user's family. */
export function ChildrenRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return <ChildrenPage familyId={user.familyId} timeZone={user.timeZone} />;
}
