import { PlaceholderPage } from "../../../components/ui/placeholder-page";
import { fo } from "../../../i18n/fo";

export function TasksPage() {
  return <PlaceholderPage title={fo.pages.reminders} />;
}
