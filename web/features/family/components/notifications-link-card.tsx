import { Link } from "wouter";
import { buttonClass } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { NotificationIcon } from "@web/components/ui/icons";
import { foPushActions } from "@web/i18n/fo/push-actions";

/** Where each person chooses their notifications (/notifications); set per person, found beside the family. */
export function NotificationsLinkCard() {
  const t = foPushActions;
  return (
    <Card aria-labelledby="family-notifications-title" className="flex items-start gap-4">
      <NotificationIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700 dark:text-brand-500" />
      <div className="min-w-0">
        <h2 id="family-notifications-title" className="text-lg font-semibold">
          {t.linkTitle}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t.linkText}</p>
        <Link href="/notifications" className={buttonClass("secondary", "mt-3")}>
          {t.link}
        </Link>
      </div>
    </Card>
  );
}
