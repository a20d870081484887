import { Children, createContext, useContext, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/**
 * The panel's tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and select;
 * only the selected panel is mounted). The same shape as Headless UI's Tabs, which the panel used,
 * without the 10 KB gzip of focus machinery they bring onto its first load (docs/bench.md).
 */

interface TabsState {
  selected: number;
  select: (index: number) => void;
  idOf: (part: "tab" | "panel", index: number) => string;
}

const TabsContext = createContext<TabsState | null>(null);
const IndexContext = createContext(0);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (state === null) throw new Error("Tabs belong inside a TabGroup.");
  return state;
}

interface TabGroupProps {
  /** Controlled: the selected tab, with `onChange`. Left out, the group keeps its own (the first to start). */
  selectedIndex?: number;
  onChange?: (index: number) => void;
  children: ReactNode;
}

export function TabGroup({ selectedIndex, onChange, children }: TabGroupProps) {
  const [own, setOwn] = useState(0);
  const base = useId();
  const selected = selectedIndex ?? own;
  const select = (index: number) => {
    setOwn(index);
    onChange?.(index);
  };
  return <TabsContext.Provider value={{ selected, select, idOf: (part, index) => `${base}-${part}-${index}` }}>{children}</TabsContext.Provider>;
}

/** Numbers its children in order: the n-th tab goes with the n-th panel. */
const numbered = (children: ReactNode) =>
  Children.toArray(children).map((child, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the position is what pairs a tab with its panel
    <IndexContext.Provider key={index} value={index}>
      {child}
    </IndexContext.Provider>
  ));

export function TabList({ children, ...props }: { "aria-label": string; className?: string; children: ReactNode }) {
  const { select } = useTabs();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    tabs[index]?.focus();
    select(index);
  };
  return (
    <div ref={list} role="tablist" onKeyDown={move} {...props}>
      {numbered(children)}
    </div>
  );
}

export function Tab({ className, children }: { className: (state: { selected: boolean }) => string; children: ReactNode }) {
  const { selected, select, idOf } = useTabs();
  const index = useContext(IndexContext);
  const isSelected = selected === index;
  return (
    <button
      type="button"
      role="tab"
      id={idOf("tab", index)}
      aria-selected={isSelected}
      aria-controls={isSelected ? idOf("panel", index) : undefined}
      tabIndex={isSelected ? 0 : -1}
      className={className({ selected: isSelected })}
      onClick={() => select(index)}
    >
      {children}
    </button>
  );
}

export function TabPanels({ children }: { children: ReactNode }) {
  return <>{numbered(children)}</>;
}

export function TabPanel({ className, children }: { className?: string; children: ReactNode }) {
  const { selected, idOf } = useTabs();
  const index = useContext(IndexContext);
  if (selected !== index) return null;
  return (
    <div role="tabpanel" id={idOf("panel", index)} aria-labelledby={idOf("tab", index)} className={className}>
      {children}
    </div>
  );
}
