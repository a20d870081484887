import { type FormEvent, useState } from "react";
import type { FamilyMember } from "@contract/schemas/families";
import type { KitchenBoard, KitchenChild } from "@contract/schemas/kitchen";
import { Button, inputClass } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { LabelledControl, TextField } from "@web/components/ui/field/field";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useChange } from "@web/lib/changes/use-change";
import { AwayDialog, BonusDialog, LedgerDialog, Later, PinDialog } from "./lazy-dialogs";

const COLOURS = ["#e53935", "#1e88e5", "#43a047", "#8e24aa", "#fb8c00", "#00897b"];

type Open = { kind: "pin" | "away" | "ledger" | "bonus"; child: KitchenChild } | null;

/** The children with their stars, and making a member without an account a child. */
export function ChildrenCard({ familyId, board, members }: { familyId: string; board: KitchenBoard; members: FamilyMember[] }) {
  const [open, setOpen] = useState<Open>(null);
  const noLongerChild = useChange("children/no-longer-child");
  return (
    <Card aria-labelledby="children-title">
      <CardHeader id="children-title" as="h1" title={t.pageTitle} description={t.pageIntro} />
      <h2 className="sr-only">{t.childrenTitle}</h2>
      {board.children.length === 0 ? <p className="text-slate-700 dark:text-slate-300">{t.noChildren}</p> : null}
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {board.children.map((child) => (
          <li key={child.id} className="py-3">
            <div className="flex items-center gap-3">
              <span
                className="flex size-12 shrink-0 items-center justify-center rounded-full text-2xl"
                style={{ backgroundColor: child.colour ?? "#94a3b8" }}
                aria-hidden="true"
              >
                {child.avatar ?? "🙂"}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{child.name}</p>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t.stars(child.stars)}
                  {child.hasPin ? ` · ${t.hasPin}` : ""}
                  {child.away ? ` · ${t.away}` : ""}
                </p>
              </div>
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setOpen({ kind: "ledger", child })}>
                {t.history}
              </Button>
              <Button variant="secondary" onClick={() => setOpen({ kind: "bonus", child })}>
                {t.bonus}
              </Button>
              <Button variant="secondary" onClick={() => setOpen({ kind: "pin", child })}>
                {t.setPin}
              </Button>
              <Button variant="secondary" onClick={() => setOpen({ kind: "away", child })}>
                {t.setAway}
              </Button>
              <Button variant="ghost" onClick={() => noLongerChild.mutate(child.id)}>
                {t.notChild}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <MakeChildForm board={board} members={members} />
      <Later>
        {open?.kind === "pin" ? <PinDialog child={open.child} onClose={() => setOpen(null)} /> : null}
        {open?.kind === "away" ? <AwayDialog child={open.child} today={board.date} onClose={() => setOpen(null)} /> : null}
        {open?.kind === "ledger" ? <LedgerDialog familyId={familyId} child={open.child} onClose={() => setOpen(null)} /> : null}
        {open?.kind === "bonus" ? <BonusDialog child={open.child} onClose={() => setOpen(null)} /> : null}
      </Later>
    </Card>
  );
}

function MakeChildForm({ board, members }: { board: KitchenBoard; members: FamilyMember[] }) {
  const children = new Set(board.children.map((child) => child.id));
  const candidates = members.filter((member) => !member.hasAccount && !children.has(member.id));
  const [memberId, setMemberId] = useState("");
  const [colour, setColour] = useState(COLOURS[board.children.length % COLOURS.length] ?? "#1e88e5");
  const [avatar, setAvatar] = useState("🦊");
  const makeChild = useChange("children/make-child");
  const chosen = memberId || candidates[0]?.id || "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) makeChild.mutate({ id: chosen, colour, avatar });
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50" aria-labelledby="make-child-title">
      <h3 id="make-child-title" className="font-semibold">
        {t.makeChildTitle}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.makeChildIntro}</p>
      {candidates.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t.noCandidates}</p>
      ) : (
        <>
          <LabelledControl id="child-member" label={t.member}>
            <select id="child-member" className={inputClass} value={chosen} onChange={(event) => setMemberId(event.target.value)}>
              {candidates.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </LabelledControl>
          <div className="grid grid-cols-2 gap-3">
            <LabelledControl id="child-colour" label={t.colour}>
              <input id="child-colour" type="color" className={`${inputClass} p-1`} value={colour} onChange={(event) => setColour(event.target.value)} />
            </LabelledControl>
            <TextField id="child-avatar" label={t.avatar} value={avatar} onChange={(event) => setAvatar(event.target.value)} />
          </div>
          <Button type="submit" disabled={makeChild.isPending}>
            {t.makeChild}
          </Button>
        </>
      )}
    </form>
  );
}
