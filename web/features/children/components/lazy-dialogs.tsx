import { Suspense, type ReactNode } from "react";
import { lazyPage } from "@web/lib/lazy-page";

/**
 * The Børn page's dialogs load when first opened: Headless UI's dialog and the forms stay off the
 * page's first load (docs/bench.md), as the other pages' dialogs do.
 */
export const PinDialog = lazyPage(() => import("./child-dialogs").then((module) => module.PinDialog));
export const AwayDialog = lazyPage(() => import("./child-dialogs").then((module) => module.AwayDialog));
export const BonusDialog = lazyPage(() => import("./child-dialogs").then((module) => module.BonusDialog));
export const LedgerDialog = lazyPage(() => import("./child-dialogs").then((module) => module.LedgerDialog));
export const ChoreDialog = lazyPage(() => import("./chore-dialog").then((module) => module.ChoreDialog));
export const RewardDialog = lazyPage(() => import("./reward-dialog").then((module) => module.RewardDialog));

/** While a dialog's code loads, nothing shows (not the page's spinner). */
export function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
