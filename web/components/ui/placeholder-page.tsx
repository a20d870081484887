import { Card, CardHeader } from "./card";
import { fo } from "@web/i18n/fo";

/** A page whose content a later issue builds: its title and a short note. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Card aria-labelledby="page-title">
      <CardHeader id="page-title" as="h1" title={title} />
      <p className="text-slate-600 dark:text-slate-400">{fo.common.comingSoon}</p>
    </Card>
  );
}
