import { useState } from "react";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import { forgetScreenSession, readScreenSession, type ScreenSession } from "../api/screen-session";
import { PairingForm } from "./pairing-form";
import { Wall } from "./wall";

/**
 * /eldhus: the kitchen screen. Unpaired it asks for a pairing code; paired, it is the wall. A
 * revoked screen's next call answers 401, and it is back at pairing, saying why.
 */
export function KitchenPage() {
  const [session, setSession] = useState<ScreenSession | null>(readScreenSession);
  const [notice, setNotice] = useState<string | null>(null);
  if (!session) return <PairingForm notice={notice} onPaired={setSession} />;
  return (
    <Wall
      key={session.token}
      session={session}
      onRevoked={() => {
        forgetScreenSession();
        setNotice(t.revoked);
        setSession(null);
      }}
    />
  );
}
