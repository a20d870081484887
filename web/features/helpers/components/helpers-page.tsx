import { useQuery } from "@tanstack/react-query";
import { Suspense, useEffect, useState } from "react";
import { Redirect } from "wouter";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { PageTitle } from "@web/components/ui/field/page-title";
import { foHelpersPage } from "@web/i18n/fo/helpers-page";
import { useSignedInUser } from "@web/lib/auth-context";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { lazyPage } from "@web/lib/lazy-page";
import { membersQueryOptions } from "@web/lib/reads/family/members";
import { childrenOf } from "../lib/people";
import { useHelperLinks } from "../reads/helper-links";
import { LinkCard } from "./link-card";

const NewLinkDialog = lazyDialog(() => import("./new-link-dialog").then((module) => module.NewLinkDialog));
/** The children's card editors: loaded when the family has a child, so an empty family's first load is the links alone. */
const ChildCards = lazyPage(() => import("./child-cards").then((module) => module.ChildCards));

/**
 * /hjalparar ('Hjálparar', docs/features/helpers.md "The parents' page"): each helper's link with
 * its devices, a new link, and the children's cards that helpers may be shown.
 */
export function HelpersPage() {
  const user = useSignedInUser();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (!user.familyId) return <Redirect to="/family" replace />;
  return <FamilyHelpers familyId={user.familyId} timeZone={user.timeZone} />;
}

function FamilyHelpers({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const t = foHelpersPage;
  const [making, setMaking] = useState(false);
  const links = useHelperLinks({ familyId });
  const members = useQuery(membersQueryOptions(familyId));
  const children = members.data && links.data ? childrenOf(members.data, links.data) : null;
  return (
    <div className="space-y-4">
      <PageTitle title={t.title} intro={t.intro} />
      <Card aria-labelledby="helpers-links-title" className="space-y-4">
        <CardHeader id="helpers-links-title" title={t.linksTitle} description={links.data?.length === 0 ? t.linksNone : undefined} />
        {links.isPending ? <p className="text-slate-600 dark:text-slate-400">{t.loading}</p> : null}
        {links.isError && !links.data ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {t.readError}
          </p>
        ) : null}
        {links.data && links.data.length > 0 ? (
          <ul className="space-y-4">
            {links.data.map((link) => (
              <LinkCard key={link.id} link={link} members={members.data ?? []} familyId={familyId} timeZone={timeZone} />
            ))}
          </ul>
        ) : null}
        <Button className="w-full sm:w-auto" onClick={() => setMaking(true)} onPointerEnter={NewLinkDialog.preload} onFocus={NewLinkDialog.preload}>
          {t.newLink}
        </Button>
      </Card>
      <NewLinkDialog open={making} onClose={() => setMaking(false)} familyId={familyId} timeZone={timeZone} choices={children ?? []} />
      <Card aria-labelledby="helpers-cards-title">
        <CardHeader id="helpers-cards-title" title={t.cardsTitle} description={children?.length === 0 ? t.cardsNone : t.cardsIntro} />
        {children && children.length > 0 ? (
          <Suspense fallback={<p className="text-slate-600 dark:text-slate-400">{t.loading}</p>}>
            <ChildCards familyId={familyId} choices={children} />
          </Suspense>
        ) : null}
      </Card>
    </div>
  );
}
