import type { ComponentType } from "react";
import type { IconProps } from "@web/components/ui/icon";
import { Link } from "wouter";
import { buttonClass } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";

interface PageLinkCardProps {
  id: string;
  icon: ComponentType<IconProps>;
  title: string;
  text: string;
  href: string;
  link: string;
}

/** A card below the family that leads to one of the person's own settings pages. */
export function PageLinkCard({ id, icon: Icon, title, text, href, link }: PageLinkCardProps) {
  return (
    <Card aria-labelledby={id} className="flex items-start gap-4">
      <Icon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700 dark:text-brand-500" />
      <div className="min-w-0">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{text}</p>
        <Link href={href} className={buttonClass("secondary", "mt-3")}>
          {link}
        </Link>
      </div>
    </Card>
  );
}
