import { useState, type FormEvent } from "react";
import type { TotpSetupAnswer } from "@contract/schemas/auth";
import { useAuth } from "@web/lib/auth-context";
import { ApiError } from "@web/lib/api-client";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { CopyField } from "@web/components/ui/copy-field";
import { FormAlert } from "@web/components/ui/field";
import { OneTimeCodeField } from "@web/components/ui/one-time-code-field";
import { enSecondFactor as t } from "@web/i18n/en/admin-second-factor";
import { useFinishEnrolment } from "../api/finish-enrolment";
import { useStartEnrolment } from "../api/start-enrolment";

const failureText = (error: Error) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : error.message);

/**
 * What an administrator without a second factor sees instead of the app (the server refuses
 * everything else to the session until this is done): the secret as text and as an otpauth:// link,
 * a code to prove the app has it, then the ten recovery codes, shown once.
 */
export function EnrolPage() {
  const auth = useAuth();
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <main id="main" lang="en" className="mx-auto max-w-lg space-y-4 p-4">
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={auth.reload} />
      ) : (
        <Card aria-labelledby="enrol-title">
          <CardHeader id="enrol-title" title={t.enrolTitle} />
          <div className="space-y-4">
            <p className="text-sm text-slate-600 dark:text-slate-400">{t.enrolIntro}</p>
            {setup ? <ConfirmCode setup={setup} onEnabled={setRecoveryCodes} /> : <StartSetup onStarted={setSetup} />}
          </div>
        </Card>
      )}
      <Button variant="ghost" className="w-full" onClick={() => void auth.signOut()}>
        {t.signOut}
      </Button>
    </main>
  );
}

function StartSetup({ onStarted }: { onStarted: (setup: TotpSetupAnswer) => void }) {
  const mutation = useStartEnrolment();
  return (
    <>
      {mutation.error ? <FormAlert>{failureText(mutation.error)}</FormAlert> : null}
      <Button className="w-full" disabled={mutation.isPending} onClick={() => mutation.mutate(undefined, { onSuccess: onStarted })}>
        {mutation.isPending ? t.starting : t.start}
      </Button>
    </>
  );
}

function ConfirmCode({ setup, onEnabled }: { setup: TotpSetupAnswer; onEnabled: (codes: string[]) => void }) {
  const mutation = useFinishEnrolment();
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setFailure(t.codeRequired);
      return;
    }
    mutation.mutate(code.trim(), {
      onSuccess: (answer) => onEnabled(answer.recoveryCodes),
      onError: (error) => {
        setCode("");
        setFailure(`${t.enableFailed}: ${failureText(error)}`);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <CopyField id="enrol-secret" label={t.secretLabel} copyLabel={t.copy} copiedText={t.copied} failedText={t.copyFailed} value={setup.secret} />
      <a href={setup.uri} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline dark:text-brand-500">
        {t.openInApp}
      </a>
      <OneTimeCodeField id="enrol-code" label={t.codeLabel} value={code} onChange={setCode} />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t.enabling : t.enable}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Card aria-labelledby="recovery-title">
      <CardHeader id="recovery-title" title={t.recoveryTitle} />
      <div className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.recoveryIntro}</p>
        <ul aria-label={t.recoveryTitle} className="grid grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((code) => (
            <li key={code} className="rounded bg-slate-100 px-2 py-1 dark:bg-slate-800">
              {code}
            </li>
          ))}
        </ul>
        <Button className="w-full" onClick={onDone}>
          {t.recoveryDone}
        </Button>
      </div>
    </Card>
  );
}
