import { useState, type FormEvent } from "react";
import { useAuth } from "@web/lib/auth-context";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { Card, CardHeader } from "@web/components/ui/card";
import { TextField } from "@web/components/ui/field/field";
import { Button } from "@web/components/ui/button";
import { foFamily } from "@web/i18n/fo/family";
import { useChange } from "@web/lib/changes/use-change";

/** Shown instead of family data to a signed-in user who has no family (e.g. after an admin fix). */
export function JoinFamilyCard() {
  const { reload } = useAuth();
  const join = useChange("family/join-family");
  const [code, setCode] = useState("");
  const t = foFamily;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value) return;
    join.mutate(value, {
      onSuccess: () => {
        toast({ title: t.joined });
        reload();
      },
      onError: (error) =>
        toast({
          title: t.errorTitle,
          description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t.joinError,
          variant: "destructive",
        }),
    });
  }

  return (
    <Card aria-labelledby="join-family-title">
      <CardHeader id="join-family-title" as="h1" title={t.joinButton} description={t.noFamily} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <TextField id="join-code" label={t.joinLabel} autoComplete="off" value={code} onChange={(e) => setCode(e.target.value)} />
        <Button type="submit" disabled={!code.trim() || join.isPending}>
          {t.joinButton}
        </Button>
      </form>
    </Card>
  );
}
