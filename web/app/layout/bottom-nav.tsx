import type { ReactNode } from "react";
import { Link, useRoute } from "wouter";
import { BellIcon, CalendarIcon, CartIcon, HomeIcon, MealIcon } from "@web/components/ui/icons";
import { foNav } from "@web/i18n/fo/nav";

const ITEMS: { href: string; label: string; icon: ReactNode }[] = [
  { href: "/", label: foNav.home, icon: <HomeIcon /> },
  { href: "/shopping", label: foNav.shopping, icon: <CartIcon /> },
  { href: "/calendar", label: foNav.calendar, icon: <CalendarIcon /> },
  { href: "/reminders", label: foNav.tasks, icon: <BellIcon /> },
  { href: "/dinner", label: foNav.meals, icon: <MealIcon /> },
];

/**
 * Phones only: the dashboard and the four lists within a thumb's reach, since an installed app
 * has no browser back button. It sits above the home indicator (safe-area inset).
 */
export function BottomNav() {
  return (
    <nav
      aria-label={foNav.label}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:hidden dark:border-slate-800 dark:bg-slate-900/95"
    >
      <ul className="grid grid-cols-5">
        {ITEMS.map((item) => (
          <li key={item.href}>
            <BottomNavLink {...item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BottomNavLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  const [active] = useRoute(href);
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={`flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-[0.6875rem] font-medium ${
        active ? "text-brand-700 dark:text-brand-500" : "text-slate-600 dark:text-slate-400"
      }`}
    >
      <span aria-hidden="true" className={`rounded-full px-3 py-0.5 ${active ? "bg-brand-50 dark:bg-brand-900" : ""}`}>
        {icon}
      </span>
      <span className="truncate">{label}</span>
    </Link>
  );
}
