import type { ReactNode } from "react";
import { Link, useRoute } from "wouter";
import { iconButtonClass } from "@web/components/ui/button";

/** An icon link in the header; the current page is marked for assistive tech and visibly. */
export function NavIconLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  const [active] = useRoute(href);
  return (
    <Link
      href={href}
      aria-label={label}
      title={label}
      aria-current={active ? "page" : undefined}
      className={`${iconButtonClass} ${active ? "bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100" : ""}`}
    >
      {children}
    </Link>
  );
}
