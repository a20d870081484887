import { useState, type FormEvent } from "react";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { FormAlert, TextField } from "@web/components/ui/field/field";
import { ApiError } from "@web/lib/api-client";
import { foSync } from "@web/i18n/fo/sync";
import { APP_PASSWORD_NAME_MAX } from "@contract/caldav-limits";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { lazyDialog } from "@web/lib/lazy-dialog";

/**
 * The new secret's card loads once a device is being named: its copy field shares a chunk with the
 * calendar's feed card, which would put the calendar's code on this page's first load (docs/bench.md).
 */
const CreatedPassword = lazyDialog(() => import("./created-password").then((module) => module.CreatedPassword));

/** The server's own (Faroese) refusal, the connection's absence, or the plain failure. */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.code === "network") return foSync.needsConnection;
  if (error instanceof ApiError && error.status < 500 && error.serverMessage) return error.serverMessage;
  return foSync.createError;
}

/**
 * A device's name and 'Stovna'; then the new secret with the server and user name, shown once:
 * it lives in this card's state only, so leaving the page (or 'Liðugt') forgets it.
 */
export function NewDeviceCard({ username }: { username: string }) {
  const t = foSync;
  const create = useChangeOutcome(useChange("sync/create-app-password"));
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState({ name: false, password: false });

  if (create.data) {
    return (
      <CreatedPassword
        open
        created={create.data}
        username={username}
        onDone={() => {
          create.reset();
          setName("");
          setPassword("");
        }}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    setMissing({ name: trimmed === "", password: password === "" });
    if (trimmed !== "" && password !== "") create.mutate({ name: trimmed, password });
  }

  return (
    <Card aria-labelledby="sync-new-title">
      <CardHeader id="sync-new-title" title={t.newTitle} description={t.newIntro} />
      <form className="space-y-3" onSubmit={submit} onFocus={CreatedPassword.preload} noValidate>
        <TextField
          id="sync-device-name"
          label={t.nameLabel}
          placeholder={t.namePlaceholder}
          value={name}
          maxLength={APP_PASSWORD_NAME_MAX}
          autoComplete="off"
          error={missing.name ? t.nameMissing : null}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          id="sync-account-password"
          type="password"
          label={t.accountPasswordLabel}
          value={password}
          autoComplete="current-password"
          error={missing.password ? t.accountPasswordMissing : null}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.accountPasswordHint}</p>
        {create.error ? <FormAlert>{failureText(create.error)}</FormAlert> : null}
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t.creating : t.create}
        </Button>
      </form>
    </Card>
  );
}
