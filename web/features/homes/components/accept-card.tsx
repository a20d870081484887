import { useState } from "react";
import { useLocation } from "wouter";
import type { FamilyMember } from "@contract/schemas/families";
import { Button, inputClass } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { FormAlert, LabelledControl, TextField } from "@web/components/ui/field/field";
import { foHomes } from "@web/i18n/fo/homes";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { serverMessageOr } from "../lib/server-message";

const NEW_CHILD = "";

interface AcceptCardProps {
  familyId: string;
  /** From the invite's url (`/heimini?kode=…`), or empty when typed. */
  initialCode: string;
  /** The family's children without an account and without a link: one of them may be the child. */
  choices: readonly FamilyMember[];
  onDone: () => void;
}

/** The other home's code: which of our children is this child, or a new one (the server copies the name, colour and emoji). */
export function AcceptCard({ familyId, initialCode, choices, onDone }: AcceptCardProps) {
  const t = foHomes;
  const [, navigate] = useLocation();
  const [code, setCode] = useState(initialCode);
  const [memberId, setMemberId] = useState(choices[0]?.id ?? NEW_CHILD);
  const [missing, setMissing] = useState(false);
  const accept = useChangeOutcome(useChange("homes/accept-home-link"), {
    onSuccess: () => {
      onDone();
      navigate("/heimini", { replace: true });
    },
  });
  const submit = () => {
    const trimmed = code.trim();
    setMissing(trimmed === "");
    if (trimmed !== "") accept.mutate({ familyId, code: trimmed, memberId: memberId === NEW_CHILD ? null : memberId });
  };
  return (
    <Card aria-labelledby="homes-accept-title">
      <CardHeader id="homes-accept-title" title={t.acceptTitle} description={t.acceptIntro} />
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          id="homes-accept-code"
          label={t.acceptCode}
          value={code}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
          error={missing ? t.codeMissing : null}
        />
        <LabelledControl id="homes-accept-child" label={t.acceptChild}>
          <select id="homes-accept-child" className={inputClass} value={memberId} onChange={(event) => setMemberId(event.target.value)}>
            {choices.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
            <option value={NEW_CHILD}>{t.acceptNewChild}</option>
          </select>
        </LabelledControl>
        {accept.error ? <FormAlert>{serverMessageOr(accept.error, t.acceptError)}</FormAlert> : null}
        <Button type="submit" disabled={accept.isPending}>
          {accept.isPending ? t.saving : t.accept}
        </Button>
      </form>
    </Card>
  );
}
