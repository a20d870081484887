import { Link } from "wouter";
import { useQuery } from "@tanstack/react-query";
import { useSignedInUser, useAuth } from "@web/lib/auth-context";
import { IconButton } from "@web/components/ui/button";
import { Badge } from "@web/components/ui/badge";
import { ChatIcon, HelpIcon, LogoutIcon, ShieldIcon, UsersIcon } from "@web/components/ui/icons";
import { foFamilyLinks } from "@web/i18n/fo/family-links";
import { fo } from "@web/i18n/fo";
import { adminMessagesQueryOptions, hasUnread } from "@web/lib/reads/admin-messages";
import { InstallButton } from "./install-button";
import { ThemeToggle } from "./theme-toggle";
import { NavIconLink } from "./nav-icon-link";

/** The header bar: fixed, two rows on phones, one from sm up. */
export function Header() {
  const user = useSignedInUser();
  const { signOut } = useAuth();
  const unread = useQuery({ ...adminMessagesQueryOptions(), select: hasUnread }).data ?? false;

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 pt-[env(safe-area-inset-top)] backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-3 px-2 sm:flex-nowrap sm:px-4">
        <div className="flex min-h-12 min-w-0 flex-1 items-center gap-3 pl-2 sm:pl-0">
          <Link href="/" className="inline-flex min-h-11 shrink-0 items-center rounded text-lg font-bold text-brand-700 dark:text-brand-500">
            {fo.common.appName}
          </Link>
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <span className="sr-only">{fo.header.signedInAs(user.username)}</span>
            <span aria-hidden="true" className="truncate">
              {user.username}
            </span>
            {user.isAdmin ? <Badge tone="brand">{fo.header.adminBadge}</Badge> : null}
          </p>
        </div>
        <nav aria-label={fo.header.mainNav} className="flex w-full items-center justify-end gap-0.5 pb-1 sm:w-auto sm:pb-0">
          <InstallButton />
          <ThemeToggle />
          {user.isAdmin ? (
            <NavIconLink href="/admin" label={fo.header.admin}>
              <ShieldIcon />
            </NavIconLink>
          ) : null}
          <NavIconLink href="/family" label={foFamilyLinks.openPage}>
            <UsersIcon />
          </NavIconLink>
          <NavIconLink href="/support" label={unread ? fo.header.supportUnread : fo.header.support}>
            <ChatIcon />
            {unread ? (
              <span aria-hidden="true" className="absolute top-2 right-2 flex size-2.5">
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-red-500 opacity-75" />
                <span className="relative inline-flex size-2.5 rounded-full bg-red-600" />
              </span>
            ) : null}
          </NavIconLink>
          <NavIconLink href="/help" label={fo.header.help}>
            <HelpIcon />
          </NavIconLink>
          <IconButton label={fo.header.logout} onClick={() => void signOut()}>
            <LogoutIcon />
          </IconButton>
        </nav>
      </div>
    </header>
  );
}
