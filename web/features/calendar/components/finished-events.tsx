import { Suspense } from "react";
import { Disclosure, DisclosureButton, DisclosurePanel } from "@web/components/ui/disclosure";
import { buttonClass } from "@web/components/ui/button";
import { ChevronDownIcon } from "@web/components/ui/icons";
import { lazyPage } from "@web/app/lazy-page";
import { foCalendar } from "@web/i18n/fo/calendar";
import type { FinishedEventsPanelProps } from "./finished-events-panel";

/**
 * The folded list and its paging load when the fold opens, or on the toggle's focus or hover
 * (docs/bench.md): a calendar opened to plan ahead never needs them.
 */
const FinishedEventsPanel = lazyPage<FinishedEventsPanelProps>(() => import("./finished-events-panel").then((module) => module.FinishedEventsPanel));
const preloadPanel = () => void FinishedEventsPanel.preload().catch(() => undefined);

/** 'Liðug tiltøk (N)' folded away; nothing when no event has finished. */
export function FinishedEvents({ count, ...panel }: FinishedEventsPanelProps & { count: number }) {
  const t = foCalendar;
  if (count === 0 && panel.finished.length === 0) return null;
  return (
    <Disclosure as="div" className="space-y-4">
      <DisclosureButton className={buttonClass("secondary", "group w-full justify-between!")} onFocus={preloadPanel} onPointerEnter={preloadPanel}>
        {({ open }) => (
          <>
            {open ? t.finishedHide : t.finishedToggle(count)}
            <ChevronDownIcon className="transition-transform group-data-open:rotate-180" />
          </>
        )}
      </DisclosureButton>
      <DisclosurePanel>
        <Suspense fallback={null}>
          <FinishedEventsPanel {...panel} />
        </Suspense>
      </DisclosurePanel>
    </Disclosure>
  );
}
