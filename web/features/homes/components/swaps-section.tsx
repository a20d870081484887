import type { CustodySwap, HomeLink } from "@contract/schemas/two-homes";
import { otherHome } from "@contract/custody";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { foHomes } from "@web/i18n/fo/homes";
import { useChange } from "@web/lib/changes/use-change";
import { swapActions } from "../lib/custody-view";
import { rangeText } from "./exceptions-section";
import { whereText } from "./home-select";
import { SwapForm } from "./swap-form";

interface SectionProps {
  link: HomeLink;
  familyId: string;
  today: string;
}

const STATUS_TONE = { proposed: "amber", accepted: "green", refused: "red", expired: "slate", withdrawn: "slate" } as const;

/** The link's swaps, newest first, with the buttons the caller's home may use; and the form that proposes one. */
export function SwapsSection({ link, familyId, today }: SectionProps) {
  const t = foHomes;
  const titleId = `homes-${link.id}-swaps`;
  const swaps = [...link.swaps].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div>
        <h3 id={titleId} className="text-lg font-semibold">
          {t.swapsTitle}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.swapsIntro}</p>
      </div>
      {swaps.length === 0 ? (
        <p className="text-sm">{t.swapsNone}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {swaps.map((swap) => (
            <SwapRow key={swap.id} swap={swap} link={link} familyId={familyId} today={today} />
          ))}
        </ul>
      )}
      {link.pattern ? <SwapForm link={link} familyId={familyId} today={today} /> : <p className="text-sm">{t.noPattern}</p>}
    </section>
  );
}

function SwapRow({ swap, link, familyId, today }: SectionProps & { swap: CustodySwap }) {
  const t = foHomes;
  const answer = useChange("homes/answer-swap");
  const withdraw = useChange("homes/withdraw-swap");
  const actions = swapActions(swap, familyId, today);
  const homes = [familyId, link.otherFamily.id] as const;
  const where = (home: string) => whereText(home, familyId, link.otherFamily);
  const ids = { familyId, linkId: link.id, swapId: swap.id };
  const busy = answer.isPending || withdraw.isPending;
  return (
    <li className="space-y-1 py-3" aria-label={t.swapDays(rangeText(swap.from, swap.to), where(swap.home))}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={STATUS_TONE[actions.status]}>{t.swapStatus[actions.status]}</Badge>
        <span className="text-sm text-slate-600 dark:text-slate-400">{swap.proposedBy === familyId ? t.swapByUs : t.swapByThem(link.otherFamily.name)}</span>
      </div>
      <p className="font-medium">{t.swapDays(rangeText(swap.from, swap.to), where(swap.home))}</p>
      {swap.back ? <p className="text-sm">{t.swapBack(rangeText(swap.back.from, swap.back.to), where(otherHome(homes, swap.home)))}</p> : null}
      {swap.reason ? <p className="text-sm">{swap.reason}</p> : null}
      {actions.status === "proposed" ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.swapRespondBy(rangeText(swap.respondBy, swap.respondBy))}</p>
      ) : null}
      {actions.answer || actions.withdraw ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {actions.answer ? (
            <>
              <Button disabled={busy} onClick={() => answer.mutate({ ...ids, answer: "accept" })}>
                {t.acceptSwap}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => answer.mutate({ ...ids, answer: "refuse" })}>
                {t.refuseSwap}
              </Button>
            </>
          ) : null}
          {actions.withdraw ? (
            <Button variant="secondary" disabled={busy} onClick={() => withdraw.mutate(ids)}>
              {t.withdrawSwap}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
