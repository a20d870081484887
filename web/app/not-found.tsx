import { Link } from "wouter";
import { Card } from "@web/components/ui/card";
import { buttonClass } from "@web/components/ui/button";
import { fo } from "@web/i18n/fo";

export function NotFound() {
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <Card aria-labelledby="not-found-title">
        <h1 id="not-found-title" className="text-2xl font-bold">
          {fo.notFound.title}
        </h1>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{fo.notFound.hint}</p>
        <Link href="/" className={buttonClass("secondary", "mt-6")}>
          {fo.common.backHome}
        </Link>
      </Card>
    </main>
  );
}
