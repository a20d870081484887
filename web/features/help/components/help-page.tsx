import { PlaceholderPage } from "../../../components/ui/placeholder-page";
import { fo } from "../../../i18n/fo";

export function HelpPage() {
  return <PlaceholderPage title={fo.pages.help} />;
}
