import { Card, CardHeader } from "@web/components/ui/card";
import { CheckboxField, TextField } from "@web/components/ui/field/field";
import { Button } from "@web/components/ui/button";
import { foAuth } from "@web/i18n/fo/auth";
import { UsernameField } from "./username-field";
import { HoneypotField } from "./honeypot-field";
import { ChallengeField } from "./challenge-field";
import { useRegisterForm } from "../hooks/use-register-form";

export function RegisterCard({ inviteCode }: { inviteCode: string | null }) {
  const { challenge, pending, fields, setters, errors, complete, onSubmit } = useRegisterForm(inviteCode);

  return (
    <Card aria-labelledby="register-title">
      <CardHeader id="register-title" title={foAuth.registerTitle} description={inviteCode ? foAuth.inviteNote : undefined} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <UsernameField id="register-username" value={fields.username} onChange={setters.setUsername} error={errors.username} />
        <TextField
          id="register-email"
          type="email"
          label={foAuth.email}
          placeholder={foAuth.emailPlaceholder}
          autoComplete="email"
          value={fields.email}
          onChange={(e) => setters.setEmail(e.target.value)}
          error={errors.email}
        />
        <TextField
          id="register-password"
          type="password"
          label={foAuth.password}
          placeholder={foAuth.passwordPlaceholder}
          autoComplete="new-password"
          value={fields.password}
          onChange={(e) => setters.setPassword(e.target.value)}
          error={errors.password}
        />
        <HoneypotField value={fields.website} onChange={setters.setWebsite} />
        <ChallengeField challenge={challenge} answer={fields.answer} onChange={setters.setAnswer} />
        <CheckboxField id="register-human" label={foAuth.human} checked={fields.human} onChange={(e) => setters.setHuman(e.target.checked)} />
        <Button type="submit" className="w-full" disabled={!complete || !challenge.data || pending}>
          {pending ? foAuth.registering : foAuth.registerButton}
        </Button>
      </form>
    </Card>
  );
}
