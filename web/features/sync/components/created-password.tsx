import { useEffect, useRef } from "react";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { CopyField } from "@web/components/ui/copy-field";
import { foSync } from "@web/i18n/fo/sync";
import type { CreatedAppPassword } from "@contract/schemas/caldav";

/**
 * Where a phone's CalDAV account points: the server's CalDAV root. An iPhone finds it from the host
 * name alone too (/.well-known/caldav), but the whole address works in every client.
 */
export const caldavServerAddress = () => `${window.location.origin}/caldav/`;

/** The three things a phone's CalDAV account asks for, each to copy; the secret large, and only this once. */
export function CreatedPassword({ created, username, onDone }: { open: boolean; created: CreatedAppPassword; username: string; onDone: () => void }) {
  const t = foSync;
  const title = useRef<HTMLHeadingElement>(null);
  // Announced and scrolled to as it replaces the form that made it.
  useEffect(() => {
    title.current?.focus();
  }, []);
  const copyTexts = { copiedText: t.copied, failedText: t.copyFailed };
  return (
    <Card aria-labelledby="sync-created-title" className="border-brand-200 dark:border-brand-800">
      <h2 id="sync-created-title" ref={title} tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
        {t.createdTitle(created.name)}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">{t.createdIntro}</p>
      <div className="space-y-1">
        <CopyField id="sync-password" large label={t.passwordLabel} copyLabel={t.copyPassword} value={created.password} {...copyTexts} />
        <CopyField id="sync-server" label={t.serverLabel} copyLabel={t.copyServer} value={caldavServerAddress()} {...copyTexts} />
        <CopyField id="sync-username" label={t.usernameLabel} copyLabel={t.copyUsername} value={username} {...copyTexts} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.accountPasswordNever}</p>
      <Button variant="secondary" className="mt-4" onClick={onDone}>
        {t.hide}
      </Button>
    </Card>
  );
}
