import { PageTitle } from "@web/components/ui/page-title";
import { Disclosure, DisclosureButton, DisclosurePanel } from "@web/components/ui/disclosure";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClass } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ChatIcon, ChevronDownIcon } from "@web/components/ui/icons";
import { foHelp, type HelpBlock, type HelpSection } from "@web/i18n/fo/help";
import { formatDate } from "@web/lib/dates";

function Block({ block }: { block: HelpBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {block.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

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
        <DisclosurePanel className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">{children}</DisclosurePanel>
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

// The texts are fixed and distinct, so each block's own text is its key.
const blocks = (body: readonly HelpBlock[]) => body.map((block) => <Block key={typeof block === "string" ? block : block.join("\n")} block={block} />);

/** /help: what each part of the product does, privacy, where to ask, and what changed. */
export function HelpPage() {
  const t = foHelp;
  return (
    <div className="space-y-4">
      <PageTitle title={t.title} intro={t.intro} />
      <Section section={t.about}>{blocks(t.about.body)}</Section>
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
          {blocks(section.body)}
        </Section>
      ))}
      <Section section={t.changelog}>
        {t.changelog.entries.map((entry) => (
          <section key={entry.date} aria-label={formatDate(entry.date)}>
            <h3 className="font-semibold">{formatDate(entry.date)}</h3>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {entry.changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </section>
        ))}
      </Section>
    </div>
  );
}
