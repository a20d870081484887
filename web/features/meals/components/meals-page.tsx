import { PlaceholderPage } from "../../../components/ui/placeholder-page";
import { fo } from "../../../i18n/fo";

export function MealsPage() {
  return <PlaceholderPage title={fo.pages.meals} />;
}
