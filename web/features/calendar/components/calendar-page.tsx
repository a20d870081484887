import { PlaceholderPage } from "@web/components/ui/placeholder-page";
import { fo } from "@web/i18n/fo";

export function CalendarPage() {
  return <PlaceholderPage title={fo.pages.calendar} />;
}
