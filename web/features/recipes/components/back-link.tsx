import { Link } from "wouter";
import { Card } from "@web/components/ui/card";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { boxHref } from "../lib/box-route";

/** '‹ Allar uppskriftir': back to the box's list. */
export function BackLink({ href = boxHref.list(), label = t.back }: { href?: string; label?: string }) {
  return (
    <Link href={href} className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
      <span aria-hidden="true">‹&nbsp;</span>
      {label}
    </Link>
  );
}

/** Where a recipe would be: while its read answers, or once it is gone (deleted, or another family's). */
export function RecipeMissing({ pending }: { pending: boolean }) {
  return (
    <Card>
      <BackLink />
      <p className="text-slate-600 dark:text-slate-400">{pending ? t.loading : t.notFound}</p>
    </Card>
  );
}
