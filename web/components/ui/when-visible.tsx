import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactElement, type ReactNode } from "react";

/**
 * A part of a page below its list whose code loads when it first comes into view (or at once
 * where IntersectionObserver is missing): it stays off the page's first load (docs/bench.md).
 * Until then, and while its code loads, `placeholder` stands in its place. Once shown it stays.
 */
export function lazyWhenVisible<Props extends object>(load: () => Promise<ComponentType<Props>>, placeholder: ReactNode): (props: Props) => ReactElement {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return (props: Props) => (
    <WhenVisible placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <Loaded {...props} />
      </Suspense>
    </WhenVisible>
  );
}

function WhenVisible({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const target = box.current;
    if (seen || !target) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const inView = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      inView.disconnect();
      setSeen(true);
    });
    inView.observe(target);
    return () => inView.disconnect();
  }, [seen]);
  return seen ? children : <div ref={box}>{placeholder}</div>;
}
