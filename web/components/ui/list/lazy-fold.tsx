import { Suspense } from "react";
import type { LazyPage } from "@web/lib/lazy-page";
import { buttonClass } from "../button";
import { Disclosure, DisclosureButton, DisclosurePanel } from "./disclosure";
import { ChevronDownIcon } from "../icons";

interface LazyFoldProps<Props extends object> {
  /** The toggle's text while folded (with the count) and while open. */
  showLabel: string;
  hideLabel: string;
  panel: LazyPage<Props>;
  panelProps: Props;
}

/**
 * A section folded behind its toggle — the finished events, the completed tasks and meals, the
 * shopping statistics — whose panel loads when the fold opens, or on the toggle's focus or hover:
 * most visits never open it, so it stays off the page's first load (docs/bench.md). A history
 * panel's paging starts again each time the fold opens.
 */
export function LazyFold<Props extends object>({ showLabel, hideLabel, panel: Panel, panelProps }: LazyFoldProps<Props>) {
  const preload = () => void Panel.preload().catch(() => undefined);
  return (
    <Disclosure as="div" className="space-y-4">
      <DisclosureButton className={buttonClass("secondary", "group w-full justify-between!")} onFocus={preload} onPointerEnter={preload}>
        {({ open }) => (
          <>
            {open ? hideLabel : showLabel}
            <ChevronDownIcon className="transition-transform group-data-open:rotate-180" />
          </>
        )}
      </DisclosureButton>
      <DisclosurePanel>
        <Suspense fallback={null}>
          <Panel {...panelProps} />
        </Suspense>
      </DisclosurePanel>
    </Disclosure>
  );
}
