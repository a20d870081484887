import { PlaceholderPage } from "../../../components/ui/placeholder-page";
import { fo } from "../../../i18n/fo";

export function SupportPage() {
  return <PlaceholderPage title={fo.pages.support} />;
}
