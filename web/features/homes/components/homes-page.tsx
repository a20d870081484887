import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { Redirect, useSearch } from "wouter";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { PageTitle } from "@web/components/ui/field/page-title";
import { foHomesPage } from "@web/i18n/fo/homes-page";
import { useSignedInUser } from "@web/lib/auth-context";
import { lazyPage } from "@web/lib/lazy-page";
import { useHomes } from "@web/lib/reads/homes/homes";
import { membersQueryOptions } from "@web/lib/reads/family/members";
import { unlinkedChildren } from "../lib/unlinked-children";
import { InviteCard } from "./invite-card";

/** A link's card (the pattern form and its preview, one-off days, swaps): loaded when the family has a link, so an unlinked family's first load is the invite alone. */
const LinkCard = lazyPage(() => import("./link-card").then((module) => module.LinkCard));
/** The form that takes the other home's code: loaded when the url brings one (`?kode=`) or one is typed. */
const AcceptCard = lazyPage(() => import("./accept-card").then((module) => module.AcceptCard));

/**
 * /heimini ('Tvey heim', docs/features/two-homes.md "The page"): each linked child with the custody
 * pattern, one-off days and swaps; an invite for each unlinked child without an account; and the
 * other home's code, from the url the invite answers (`/heimini?kode=…`, worker/services/two-homes/links.ts).
 */
export function HomesPage() {
  const user = useSignedInUser();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (!user.familyId) return <Redirect to="/family" replace />;
  return <FamilyHomes familyId={user.familyId} timeZone={user.timeZone} />;
}

function FamilyHomes({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const t = foHomesPage;
  const code = new URLSearchParams(useSearch()).get("kode");
  const [typing, setTyping] = useState(false);
  const homes = useHomes({ familyId });
  const members = useQuery(membersQueryOptions(familyId));
  const links = homes.data?.links ?? [];
  const children = members.data && homes.data ? unlinkedChildren(members.data, links) : null;
  const accepting = code !== null || typing;
  return (
    <div className="space-y-4">
      <PageTitle title={t.title} intro={t.intro} />
      <Suspense fallback={null}>
        {accepting && children ? <AcceptCard familyId={familyId} initialCode={code ?? ""} choices={children} onDone={() => setTyping(false)} /> : null}
        {homes.isPending ? <p className="px-1 text-slate-600 dark:text-slate-400">{t.loading}</p> : null}
        {homes.isError && !homes.data ? (
          <p role="alert" className="px-1 text-red-700 dark:text-red-400">
            {t.readError}
          </p>
        ) : null}
        {links.map((link) => (
          <LinkCard key={link.id} link={link} familyId={familyId} timeZone={timeZone} />
        ))}
      </Suspense>
      {children ? <InviteCard familyId={familyId} timeZone={timeZone} choices={children} /> : null}
      {accepting ? null : (
        <Card aria-labelledby="homes-have-code" className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="homes-have-code" className="font-medium">
            {t.haveCode}
          </h2>
          <Button variant="secondary" onClick={() => setTyping(true)} onPointerEnter={() => void AcceptCard.preload()}>
            {t.typeCode}
          </Button>
        </Card>
      )}
    </div>
  );
}
