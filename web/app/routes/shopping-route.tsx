import { useSignedInUser } from "@web/lib/auth-context";
import { JoinFamilyCard } from "../layout/join-family-route";
import { ShoppingPage } from "@web/features/shopping/components/shopping-page";

/** /shopping: family data needs a family (family reads run only when familyId is known). */
export function ShoppingRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return <ShoppingPage familyId={user.familyId} userId={user.id} />;
}
