import { createContext, Fragment, useContext, useId, useState, type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from "react";

/**
 * A show/hide section: a button that says whether its panel is open (aria-expanded, and
 * `data-open` for styling with `group-data-open:`) and names the panel it controls. The same
 * shape as Headless UI's Disclosure, which these pages used, without its 10 KB gzip of shared
 * machinery on every list page's first load (docs/bench.md).
 */

interface DisclosureState {
  open: boolean;
  toggle: () => void;
  panelId: string;
}

const DisclosureContext = createContext<DisclosureState | null>(null);

function useDisclosure(): DisclosureState {
  const state = useContext(DisclosureContext);
  if (state === null) throw new Error("A DisclosureButton or DisclosurePanel belongs inside a Disclosure.");
  return state;
}

type Content = ReactNode | ((state: { open: boolean }) => ReactNode);

const render = (content: Content, open: boolean) => (typeof content === "function" ? content({ open }) : content);

interface DisclosureProps {
  /** The element around the button and the panel; none when left out. */
  as?: "div" | "li";
  className?: string;
  children: Content;
}

export function Disclosure({ as, className, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const content = render(children, open);
  const Element = as ?? Fragment;
  return (
    <DisclosureContext.Provider value={{ open, toggle: () => setOpen((wasOpen) => !wasOpen), panelId }}>
      {as ? <Element className={className}>{content}</Element> : <Element>{content}</Element>}
    </DisclosureContext.Provider>
  );
}

type DisclosureButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children" | "type"> & { children: Content };

export function DisclosureButton({ children, onClick, ...props }: DisclosureButtonProps) {
  const { open, toggle, panelId } = useDisclosure();
  return (
    <button
      type="button"
      {...props}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      data-open={open ? "" : undefined}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
    >
      {render(children, open)}
    </button>
  );
}

type DisclosurePanelProps = Omit<HTMLAttributes<HTMLDivElement>, "children" | "id"> & { children: Content };

/** Rendered only while open, as Headless UI's panel was. */
export function DisclosurePanel({ children, ...props }: DisclosurePanelProps) {
  const { open, panelId } = useDisclosure();
  return open ? (
    <div {...props} id={panelId} data-open="">
      {render(children, open)}
    </div>
  ) : null;
}
