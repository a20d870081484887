import { Link } from "wouter";
import { buttonClass } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { foFamily } from "@web/i18n/fo/family";

/** The way from the family page to Børn (/born): children, chores, rewards and the kitchen screen. */
export function ChildrenLinkCard() {
  const t = foFamily;
  return (
    <Card aria-labelledby="family-children-title" className="flex items-start gap-4">
      <span aria-hidden="true" className="mt-1 text-2xl">
        ⭐
      </span>
      <div className="min-w-0">
        <h2 id="family-children-title" className="text-lg font-semibold">
          {t.childrenLinkTitle}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t.childrenLinkText}</p>
        <Link href="/born" className={buttonClass("secondary", "mt-3")}>
          {t.childrenLink}
        </Link>
      </div>
    </Card>
  );
}
