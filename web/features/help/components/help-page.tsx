import { PlaceholderPage } from "@web/components/ui/placeholder-page";
import { fo } from "@web/i18n/fo";

export function HelpPage() {
  return <PlaceholderPage title={fo.pages.help} />;
}
