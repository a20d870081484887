import { useSignedInUser } from "@web/lib/auth-context";
import { JoinFamilyCard } from "../layout/join-family-route";
import { MealsPage } from "@web/features/meals/components/meals-page";

/** /dinner: family data needs a family, as /shopping. */
export function MealsRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return <MealsPage familyId={user.familyId} timeZone={user.timeZone} />;
}
