import { PageTitle } from "@web/components/ui/field/page-title";
import { Disclosure, DisclosureButton, DisclosurePanel } from "@web/components/ui/list/disclosure";
import { lazy, Suspense, type ReactNode } from "react";
import { Link } from "wouter";
import { buttonClass } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ChatIcon, ChevronDownIcon } from "@web/components/ui/icons";
import { foHelp, type HelpSection } from "@web/i18n/fo/help";

/**
 * What a section shows once opened, loaded with the first opening (a closed panel draws nothing), so
 * the page's first load carries only the titles and summaries (docs/bench.md).
 */
const HelpBody = lazy(() => import("./help-bodies").then((module) => ({ default: module.HelpBody })));
const ChangelogBody = lazy(() => import("./help-bodies").then((module) => ({ default: module.ChangelogBody })));

/** A card with its title and summary; the rest opens and closes with 'Les Meira' / 'Minka um'. */
function Section({ section, children }: { section: Pick<HelpSection, "id" | "title" | "summary">; children: ReactNode }) {
  const titleId = `help-${section.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <Disclosure>
        <h2 id={titleId} className="text-xl font-semibold tracking-tight">
          {section.title}
        </h2>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{section.summary}</p>
        <DisclosurePanel className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">
          <Suspense fallback={null}>{children}</Suspense>
        </DisclosurePanel>
        <DisclosureButton className={buttonClass("ghost", "group mt-2 -ml-3")}>
          {({ open }) => (
            <>
              {open ? foHelp.readLess : foHelp.readMore}
              <ChevronDownIcon className="transition-transform group-data-open:rotate-180" />
            </>
          )}
        </DisclosureButton>
      </Disclosure>
    </Card>
  );
}

/** /help: what each part of the product does, privacy, where to ask, and what changed. */
export function HelpPage() {
  const t = foHelp;
  return (
    <div className="space-y-4">
      <PageTitle title={t.title} intro={t.intro} />
      <Section section={t.about}>
        <HelpBody id={t.about.id} />
      </Section>
      <Card aria-labelledby="help-support" className="flex items-start gap-4 border-brand-100 bg-brand-50 dark:border-brand-800 dark:bg-brand-900/30">
        <ChatIcon aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700 dark:text-brand-500" />
        <div className="min-w-0">
          <h2 id="help-support" className="text-lg font-semibold">
            {t.supportCard.title}
          </h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t.supportCard.text}</p>
          <Link href="/support" className={buttonClass("primary", "mt-3")}>
            {t.supportCard.link}
          </Link>
        </div>
      </Card>
      {t.sections.map((section) => (
        <Section key={section.id} section={section}>
          <HelpBody id={section.id} />
        </Section>
      ))}
      <Section section={t.changelog}>
        <ChangelogBody />
      </Section>
    </div>
  );
}
