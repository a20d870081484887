import { useState, type FormEvent } from "react";
import type { TotpSetupAnswer } from "@contract/schemas/auth";
import { useAuth } from "@web/lib/auth-context";
import { ApiError } from "@web/lib/api-client";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { CopyField } from "@web/components/ui/copy-field";
import { FormAlert, TextField } from "@web/components/ui/field/field";
import { OneTimeCodeField } from "@web/components/ui/one-time-code-field";
import { enSecondFactor as t } from "@web/i18n/en/admin-second-factor";
import { useFinishEnrolment } from "../api/finish-enrolment";
import { useStartEnrolment } from "../api/start-enrolment";

const failureText = (error: Error) => (error instanceof ApiError && error.serverMessage ? error.serverMessage : error.message);

/**
 * What an administrator without a second factor sees instead of the app (the server refuses
 * everything else to the session until this is done): the one-time enrolment code, then the secret
 * as text and as an otpauth:// link, a code to prove the app has it, then the ten recovery codes, shown once.
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

/** The enrolment code first: without it the server hands out no secret. */
function StartSetup({ onStarted }: { onStarted: (setup: TotpSetupAnswer) => void }) {
  const mutation = useStartEnrolment();
  const [enrolmentCode, setEnrolmentCode] = useState("");
  const [missing, setMissing] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing(!enrolmentCode.trim());
    if (enrolmentCode.trim()) mutation.mutate(enrolmentCode.trim(), { onSuccess: onStarted });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p id="enrol-enrolment-code-hint" className="text-sm text-slate-600 dark:text-slate-400">
        {t.enrolmentCodeHint}
      </p>
      <TextField
        id="enrol-enrolment-code"
        label={t.enrolmentCodeLabel}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={missing ? "enrol-enrolment-code-error enrol-enrolment-code-hint" : "enrol-enrolment-code-hint"}
        value={enrolmentCode}
        onChange={(event) => setEnrolmentCode(event.target.value)}
        error={missing ? t.enrolmentCodeRequired : null}
      />
      {mutation.error ? <FormAlert>{failureText(mutation.error)}</FormAlert> : null}
      <Button type="submit" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? t.starting : t.start}
      </Button>
    </form>
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
